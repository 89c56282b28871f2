/**
 * What background removal promises, shared by the server (which decides) and the pages that show the
 * result (the POC page and the admin image editor).
 */
export const BACKGROUND_REMOVAL = {
  /** Below this confidence (0–1) the cut-out is not trusted: the original is kept. */
  minConfidence: 0.5,
  /** Card and detail boxes, the same 16:10 boxes as the plain listing copies (ADR 016). */
  sizes: {
    card: { width: 800, height: 500 },
    detail: { width: 1600, height: 1000 },
  },
  /** Space around the car: 5 % of its larger side, at least 20 px (as the older system did). */
  paddingFraction: 0.05,
  minPaddingPx: 20,
} as const;

/** Why a photo could not be separated, with the Danish sentence the pages show. */
export const notSeparableReasons = {
  BUSY_BACKGROUND: 'Baggrunden er for uensartet til at bilen kan skæres sikkert fri',
  NO_CAR_FOUND: 'Der blev ikke fundet en tydelig bil foran baggrunden',
  CAR_FILLS_PHOTO: 'Bilen fylder hele billedet eller går ud over kanten',
  FRAGMENTED: 'Bilen kan ikke skilles sikkert fra baggrunden',
  LOW_CONTRAST: 'Bilen skiller sig for lidt fra baggrunden til at kunne skæres sikkert fri',
} as const;

export type NotSeparableReason = keyof typeof notSeparableReasons;

/** The Danish line shown with every result that kept the original. */
export const KEPT_ORIGINAL_MESSAGE =
  'Baggrunden kunne ikke fjernes sikkert, så det originale billede bevares.';

/** The API's answer when the processing slot and its small queue are full. */
export const BACKGROUND_REMOVAL_BUSY_MESSAGE =
  'Der behandles allerede mange billeder lige nu. Prøv igen om et øjeblik.';
