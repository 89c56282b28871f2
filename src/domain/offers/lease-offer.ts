/** One lease offer of a listing (spec §3). Money in whole DKK. */
export type LeaseOffer = {
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  monthly_price: number;
};

export type OfferSelectionMethod = 'exact' | 'fallback' | 'closest' | 'default';
export type OfferSelectionStage = 'strict' | 'flexible' | 'cheapest';
export type DisplayPriceReason = 'best_fit' | 'cheapest' | 'price_cap_best_fit' | 'price_cap_cheapest';

/** Business constants of spec §9 for offer selection. */
export const DEFAULT_MILEAGE = 15000;
export const DEFAULT_TARGET_DEPOSIT = 35000;
export const PREFERRED_TERMS = [36, 24, 48] as const;
export const HIGH_MILEAGE_TARGET = 35000;
export const HIGH_MILEAGE_GROUP = [35000, 40000, 45000, 50000] as const;

/** Total cost of an offer over its term (Danish marketing rule): first payment + months × monthly. */
export function totalCost(offer: LeaseOffer): number {
  return offer.first_payment + offer.period_months * offer.monthly_price;
}

/**
 * What the offer costs per month with its first payment spread over the term (total ÷ months),
 * rounded to whole kroner: the figure that makes a large deposit comparable with none.
 */
export function effectiveMonthlyCost(
  offer: Pick<LeaseOffer, 'first_payment' | 'period_months' | 'monthly_price'>,
): number {
  return Math.round((offer.first_payment + offer.period_months * offer.monthly_price) / offer.period_months);
}

/** What the visitor wants; see original-system.md §2.1 for the defaults. */
export type OfferSelectionOptions = {
  targetMileage: number;
  /** Default DEFAULT_TARGET_DEPOSIT (35000). */
  targetDeposit?: number;
  targetTerm?: number;
  /** true: mileage must match (35000 accepts the 35000+ group); false: nearest mileage. Default true. */
  strictMode?: boolean;
  /** Only changes the method label: false always labels `default`. Default true. */
  isUserSpecified?: boolean;
};

export type OfferSelection<T extends LeaseOffer> = { offer: T; method: OfferSelectionMethod };
