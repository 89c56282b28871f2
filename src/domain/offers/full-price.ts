import type { StatedItems } from './included-items';
import type { LeaseOffer } from './lease-offer';

/**
 * Every offer's full price (issue 27 part 1, ADR 053): the total for the term with every stated one-off
 * fee, the minimum price for the binding period as one amount, and the effective monthly cost. Pure.
 */

/** An offer with the totals its price list states (null or absent: not stated). */
export type OfferWithStatedTotals = LeaseOffer & {
  stated_total_cost?: number | null;
  stated_minimum_price?: number | null;
};

/** What a listing states that every one of its offers costs once, on top of the payments. */
export type ListingFeeStatements = {
  /** listings.return_fee: "Gebyr ved tilbagelevering". */
  return_fee?: number | null;
  /** listings.included_items: delivery stated as not included, with its price. */
  included_items?: StatedItems | null;
};

export type OneOffFeeKind = 'return_fee' | 'delivery';
export type OneOffFee = { kind: OneOffFeeKind; amount: number };

/** "gebyr ved tilbagelevering", "levering": how a fee is named inside a sentence. */
export const oneOffFeeNames: Record<OneOffFeeKind, string> = {
  return_fee: 'gebyr ved tilbagelevering',
  delivery: 'levering',
};

/**
 * The one-off fees the listing states with an amount: the return fee, and delivery when it is stated as
 * not included with a price. Fees of 0 kr. and items without an amount are not fees to add.
 */
export function statedOneOffFees(listing: ListingFeeStatements): OneOffFee[] {
  const fees: OneOffFee[] = [];
  if (listing.return_fee != null && listing.return_fee > 0) {
    fees.push({ kind: 'return_fee', amount: listing.return_fee });
  }
  const delivery = listing.included_items?.delivery;
  if (delivery?.status === 'excluded' && delivery.price != null && delivery.price > 0) {
    fees.push({ kind: 'delivery', amount: delivery.price });
  }
  return fees;
}

/** The sum of a listing's stated one-off fees (what the search keeps per listing). */
export function oneOffFeeSum(listing: ListingFeeStatements): number {
  return statedOneOffFees(listing).reduce((sum, fee) => sum + fee.amount, 0);
}

/**
 * The full total for the term: first payment + months × monthly + the stated one-off fees, but never
 * less than the total the list itself states (which may hold a fee we do not know of). The search's
 * sorts use this, so they rank by the same figure the cards show.
 */
export function fullTotal(offer: OfferWithStatedTotals, feeSum: number): number {
  const sum = offer.first_payment + offer.period_months * offer.monthly_price + feeSum;
  const stated = offer.stated_total_cost ?? 0;
  return Math.max(stated, sum);
}

export type FullPrice = {
  /** First payment + months × monthly. */
  payments: number;
  /** The stated one-off fees counted in `total`. */
  fees: OneOffFee[];
  /** payments + fees. */
  sum: number;
  /** The total the list states; null when it states none. */
  stated_total: number | null;
  /** The full price for the term: `sum`, or `stated_total` when the list states more. */
  total: number;
  /** 'stated' when `total` is the list's own total (it exceeds the sum), else 'sum'. */
  total_basis: 'sum' | 'stated';
  /** total ÷ months, whole kroner. */
  effective_monthly: number;
  /** The minimum price for the binding period as the list states it; null when it does not. */
  minimum_price: number | null;
};

/** The full price of one offer of a listing with the given one-off fees. */
export function fullPrice(offer: OfferWithStatedTotals, fees: readonly OneOffFee[]): FullPrice {
  const payments = offer.first_payment + offer.period_months * offer.monthly_price;
  const feeSum = fees.reduce((total, fee) => total + fee.amount, 0);
  const sum = payments + feeSum;
  const total = fullTotal(offer, feeSum);
  return {
    payments,
    fees: [...fees],
    sum,
    stated_total: offer.stated_total_cost ?? null,
    total,
    total_basis: total > sum ? 'stated' : 'sum',
    effective_monthly: Math.round(total / offer.period_months),
    minimum_price: offer.stated_minimum_price ?? null,
  };
}
