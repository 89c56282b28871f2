import { errorCatalogue } from './error-codes';

/** What an admin was doing when a write failed; each has its spec §8 message. */
export type MutationKind = 'save' | 'create' | 'update' | 'delete' | 'upload';

export const MUTATION_MESSAGES: Record<MutationKind, string> = {
  save: 'Kunne ikke gemme ændringerne',
  create: 'Der opstod en fejl ved oprettelse',
  update: 'Der opstod en fejl ved opdatering',
  delete: 'Der opstod en fejl ved sletning',
  upload: 'Der opstod en fejl ved upload',
};

/** Codes whose server message is already the Danish sentence the admin should read (e.g. a refused delete). */
export const EXPLAINED_CONFLICT_CODES = new Set([
  'CONFLICT',
  'SELLER_HAS_LISTINGS',
  'MODEL_HAS_LISTINGS',
  'SELECTION_CHANGED',
  'DUPLICATE_OFFER',
  'LISTING_INCOMPLETE',
]);

export type FailedRequest = { status: number; code?: string | undefined; message?: string | undefined };

/** The toast text for a failed admin write (spec §8). */
export function mutationErrorMessage(kind: MutationKind, failure: FailedRequest): string {
  if (failure.status === 0) return errorCatalogue.NETWORK.message;
  if (failure.status === 401 || failure.status === 403) return errorCatalogue.UNAUTHORIZED.message;
  if (failure.code === 'VALIDATION') return errorCatalogue.VALIDATION.message;
  if (failure.code && EXPLAINED_CONFLICT_CODES.has(failure.code) && failure.message) return failure.message;
  return MUTATION_MESSAGES[kind];
}
