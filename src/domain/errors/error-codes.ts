import { BACKGROUND_REMOVAL_BUSY_MESSAGE } from '../images/background-removal-rules';
import { imageUploadErrors } from '../images/listing-image-rules';
import { extractionErrors, ingestionErrors } from './ingestion-error-codes';

/**
 * Every error code the API answers with (`{ error, code }`), its HTTP status and the Danish text
 * (spec §8). A route answers only with a code from here (jsonError takes the typed code); where the
 * answer names more (which listing lacks what), the route's `error` replaces the general text.
 */
export const errorCatalogue = {
  LISTING_NOT_FOUND: { status: 404, message: 'Ressourcen blev ikke fundet' },
  NOT_FOUND: { status: 404, message: 'Ressourcen blev ikke fundet' },
  VALIDATION: { status: 400, message: 'Ugyldige data - kontroller indtastning' },
  UNAUTHORIZED: { status: 401, message: 'Du har ikke tilladelse til denne handling' },
  FORBIDDEN: { status: 403, message: 'Du har ikke tilladelse til denne handling' },
  CROSS_SITE_REQUEST: { status: 403, message: 'Du har ikke tilladelse til denne handling' },
  CONFLICT: { status: 409, message: 'Kunne ikke gemme ændringerne' },
  /** Optimistic concurrency (ADR 037): the record changed after the form loaded it; nothing was saved. */
  STALE_VERSION: { status: 409, message: 'En anden har ændret dette, siden du åbnede det. Intet er gemt' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Ugyldige data - kontroller indtastning' },
  TOO_MANY_REQUESTS: { status: 429, message: 'For mange forsøg. Prøv igen senere' },
  FETCH_FAILED: { status: 500, message: 'Der opstod en fejl ved hentning af data' },
  INTERNAL: { status: 500, message: 'Der opstod en fejl ved behandling af anmodningen' },
  /** The database cannot be reached right now; the request may be retried. */
  SERVICE_UNAVAILABLE: { status: 503, message: 'Tjenesten er midlertidigt utilgængelig - prøv igen senere' },
  NETWORK: { status: 0, message: 'Netværksfejl - prøv igen senere' },
  /** Activation refused: the listing lacks what an active listing needs (the answer's issues say what). */
  LISTING_INCOMPLETE: { status: 400, message: 'Annoncen mangler oplysninger for at kunne være aktiv' },
  /** A seller with listings cannot be deleted (the answer carries `listing_count`). */
  SELLER_HAS_LISTINGS: { status: 409, message: 'Kan ikke slette sælger med eksisterende annoncer' },
  /** A model with listings cannot be deleted (the answer carries `listing_count`). */
  MODEL_HAS_LISTINGS: { status: 409, message: 'Kan ikke slette en model, som annoncer bruger' },
  /** A bulk action by filter found another number of listings than the admin confirmed; nothing changed. */
  SELECTION_CHANGED: {
    status: 409,
    message: 'Filteret matcher ikke længere de samme annoncer. Intet blev ændret',
  },
  /** The background-removal prototype's slot and queue are full; Retry-After says when to retry. */
  BACKGROUND_REMOVAL_BUSY: { status: 429, message: BACKGROUND_REMOVAL_BUSY_MESSAGE },
  ...imageUploadErrors,
  ...ingestionErrors,
  ...extractionErrors,
} as const;

export type ErrorCode = keyof typeof errorCatalogue;
