import { ALLOWED_TERMS, MILEAGE_MAX, MILEAGE_MIN } from '../listings/lease-config';
import { DEFAULT_MILEAGE, type LeaseOffer } from '../offers/lease-offer';

/** The terms that make an offer one of a kind within its listing (km/year, term, first payment). */
export type OfferTerms = Pick<LeaseOffer, 'mileage_per_year' | 'period_months' | 'first_payment'>;

const MILEAGE_STEP = 5_000;
const MILEAGE_LADDER: readonly number[] = Array.from(
  { length: (MILEAGE_MAX - MILEAGE_MIN) / MILEAGE_STEP + 1 },
  (_, index) => MILEAGE_MIN + index * MILEAGE_STEP,
);

/** A new listing's first offer: the visitor's default mileage, 36 months, no first payment. */
export const FIRST_OFFER_TERMS: OfferTerms = {
  mileage_per_year: DEFAULT_MILEAGE,
  period_months: 36,
  first_payment: 0,
};

/** `start` (also when off the ladder), the ladder's values above it, then those below: the order tried. */
function fromValue(ladder: readonly number[], start: number): number[] {
  const above = ladder.filter((value) => value > start);
  const below = ladder.filter((value) => value < start);
  return [start, ...above, ...below];
}

const sameTerms = (a: OfferTerms, b: OfferTerms) =>
  a.mileage_per_year === b.mileage_per_year &&
  a.period_months === b.period_months &&
  a.first_payment === b.first_payment;

/**
 * The terms of an offer row added after `existing`, so it does not repeat one: starting from `from`
 * (the row it follows; the first offer's defaults when there is none), the same term and first payment
 * with the next unused mileage in 5.000 km steps (10.000–50.000, wrapping round), then the next allowed
 * term (12–60 months) with each mileage. Rows not yet complete are passed as what they parse to and
 * simply never match. Undefined when every such combination with that first payment is taken.
 */
export function nextOfferTerms(
  existing: readonly Partial<OfferTerms>[],
  from: OfferTerms = FIRST_OFFER_TERMS,
): OfferTerms | undefined {
  const taken = (candidate: OfferTerms) =>
    existing.some((offer) => sameTerms(offer as OfferTerms, candidate));
  for (const period_months of fromValue(ALLOWED_TERMS, from.period_months)) {
    for (const mileage_per_year of fromValue(MILEAGE_LADDER, from.mileage_per_year)) {
      const candidate = { mileage_per_year, period_months, first_payment: from.first_payment };
      if (!taken(candidate)) return candidate;
    }
  }
  return undefined;
}
