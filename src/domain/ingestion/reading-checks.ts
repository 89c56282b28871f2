import { z } from 'zod/mini';

/**
 * What the layout reader checked about each car it read, against what the list itself says (issue 25).
 * A hard check that fails makes the car "Kræver kontrol": it is not an offer until an admin has looked
 * at it (fixed it, taught the layout, or dropped it). A soft check only warns.
 */
export const readingCheckCodes = [
  /** Every price has its km/år, term and first payment from the list (column, row, heading, sentence). */
  'terms_stated',
  /** Every price cell of the car's block is filled: no hole in a matrix or grid. */
  'grid_complete',
  /** A stated total agrees with first payment + months × monthly (+ the fees the list states). */
  'total_agrees',
  /** A stated minimum price agrees with first payment + binding months × monthly (+ stated fees). */
  'minimum_agrees',
  /** The car's model is one the catalogue knows (else it is proposed as a new model). */
  'model_known',
  /** Soft: the monthly price rises with the mileage, other terms equal. */
  'price_rises_with_mileage',
  /** Soft: the monthly price falls with a higher first payment, other terms equal. */
  'price_falls_with_first_payment',
] as const;
export type ReadingCheckCode = (typeof readingCheckCodes)[number];

/** The checks whose failure keeps a car out of the offers until an admin has looked at it. */
export const HARD_READING_CHECKS: ReadonlySet<ReadingCheckCode> = new Set([
  'terms_stated',
  'grid_complete',
  'total_agrees',
  'minimum_agrees',
]);

export const readingCheckSchema = z.object({
  check: z.enum(readingCheckCodes),
  passed: z.boolean(),
  /** Danish: why it failed, with the source line ("side 2, linje 14"). */
  detail: z.optional(z.string().check(z.maxLength(500))),
});
export type ReadingCheck = z.infer<typeof readingCheckSchema>;

/** Danish labels: what a passed and a failed check says, as the session page and the review show it. */
export const readingCheckLabels: Record<ReadingCheckCode, { passed: string; failed: string }> = {
  terms_stated: {
    passed: 'Km, løbetid og udbetaling fra listen',
    failed: 'Km, løbetid eller udbetaling mangler',
  },
  grid_complete: { passed: 'Tabellen er komplet', failed: 'Tabellen har huller' },
  total_agrees: { passed: 'Total stemmer', failed: 'Total stemmer ikke' },
  minimum_agrees: { passed: 'Mindstepris stemmer', failed: 'Mindstepris stemmer ikke' },
  model_known: { passed: 'Model fra kataloget', failed: 'Ny model' },
  price_rises_with_mileage: { passed: 'Pris stiger med km', failed: 'Pris stiger ikke med km' },
  price_falls_with_first_payment: {
    passed: 'Pris falder med udbetaling',
    failed: 'Pris falder ikke med udbetaling',
  },
};

export const NEEDS_REVIEW_LABEL = 'Kræver kontrol';

/** The hard checks a car failed: non-empty means the car needs review before it can become offers. */
export function failedHardChecks(car: { checks?: readonly ReadingCheck[] | null }): ReadingCheck[] {
  return (car.checks ?? []).filter((check) => !check.passed && HARD_READING_CHECKS.has(check.check));
}

export function needsReview(car: { checks?: readonly ReadingCheck[] | null }): boolean {
  return failedHardChecks(car).length > 0;
}

/** "18 af 23 biler læst; 5 kræver kontrol" — the one line at the top of a partly read list's review. */
export function readingSummaryText(cars: ReadonlyArray<{ checks?: readonly ReadingCheck[] | null }>): string {
  const held = cars.filter(needsReview).length;
  const read = cars.length - held;
  const base = `${read} af ${cars.length} ${cars.length === 1 ? 'bil' : 'biler'} læst`;
  return held === 0 ? base : `${base}; ${held} kræver kontrol`;
}
