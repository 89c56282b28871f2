/**
 * The ingestion's refusals (extraction sessions, batches, layouts, the Toyota price list), their
 * status and a Danish fallback text. Their wire codes stay lower case, as the services and tests name
 * them; the answer's `error` usually says more (which session, which model).
 */
export const ingestionErrors = {
  session_not_found: { status: 404, message: 'Udtrækningen findes ikke.' },
  batch_not_found: { status: 404, message: 'Batchen findes ikke.' },
  change_not_found: { status: 404, message: 'Ændringen findes ikke.' },
  session_not_active: { status: 409, message: 'Udtrækningen er allerede afsluttet og kan ikke annulleres.' },
  session_not_attachable: { status: 409, message: 'Udtrækningen kan ikke indgå i en batch.' },
  session_in_batch: { status: 409, message: 'Udtrækningen er allerede i en batch.' },
  different_sellers: { status: 422, message: 'Udtrækningerne er fra forskellige sælgere.' },
  session_not_succeeded: { status: 422, message: 'Udtrækningen er ikke gennemført.' },
  batch_not_in_review: { status: 409, message: 'Batchen er ikke længere til gennemsyn.' },
  change_not_editable: { status: 409, message: 'Ændringen kan ikke rettes.' },
  invalid_car: { status: 422, message: 'Bilens oplysninger er ugyldige.' },
  listing_not_of_seller: { status: 422, message: 'Annoncen tilhører ikke sælgeren.' },
  price_conflict_unresolved: { status: 409, message: 'Vælg først, hvilken pris der gælder.' },
  change_needs_review: { status: 409, message: 'Bilen kræver kontrol: ret den, før den godkendes.' },
  price_not_in_conflict: {
    status: 422,
    message: 'Ændringen har ingen modstridende priser for disse vilkår.',
  },
  invalid_split: { status: 422, message: 'Bilen kan ikke deles sådan.' },
  nothing_approved: { status: 422, message: 'Der er ingen godkendte ændringer at anvende.' },
  price_conflict: { status: 409, message: 'Prislisten har modstridende priser, som ikke er afgjort.' },
  needs_review: { status: 409, message: 'En godkendt bil kræver kontrol: ret den eller afvis den først.' },
  /** The apply failed as a whole; nothing was applied (the message says why). */
  failed: { status: 422, message: 'Intet blev anvendt.' },
  no_layout: { status: 409, message: 'Udtrækningen har intet layout at lære.' },
  already_inactive: { status: 409, message: 'Skabelonen er allerede deaktiveret.' },
  invalid_file: { status: 400, message: 'Filen kunne ikke læses som Toyotas prisliste.' },
  seller_not_found: { status: 400, message: 'Sælgeren findes ikke.' },
  extraction_failed: { status: 422, message: 'Prislisten kunne ikke udtrækkes.' },
  batch_failed: { status: 422, message: 'Der kunne ikke oprettes en batch af prislisten.' },
} as const;

/** Why a price list could not be read (ExtractionError), answered by the Toyota parse. */
export const extractionErrors = {
  invalid_source: { status: 400, message: 'Kilden kunne ikke bruges som prisliste.' },
  unreadable_pdf: { status: 422, message: 'PDF-filen kunne ikke læses.' },
  empty_document: { status: 422, message: 'Dokumentet indeholder ingen tekst.' },
  unsupported_layout: { status: 422, message: 'Prislistens layout blev ikke genkendt.' },
  no_cars_found: { status: 422, message: 'Der blev ikke fundet nogen biler i prislisten.' },
  ai_not_configured: { status: 422, message: 'AI-udtrækning er ikke sat op.' },
  ai_unavailable: { status: 422, message: 'AI-tjenesten er ikke tilgængelig.' },
  ai_invalid_response: { status: 422, message: 'AI-tjenestens svar kunne ikke bruges.' },
  timeout: { status: 422, message: 'Udtrækningen tog for lang tid.' },
  cancelled: { status: 422, message: 'Udtrækningen blev annulleret.' },
} as const;

export type ExtractionErrorCode = keyof typeof extractionErrors;
