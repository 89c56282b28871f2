import { cheapestOffer } from './cheapest-offer';
import type { DisplayPriceReason, LeaseOffer, OfferSelection, OfferSelectionOptions } from './lease-offer';
import { selectBestOfferAtMost } from './select-best-offer';

export type PriceCapOptions = OfferSelectionOptions & {
  maxPrice?: number;
  /** Default true: a truthy maxPrice is enforced unless this is false. */
  enforcePriceCap?: boolean;
};

export type PriceCappedSelection<T extends LeaseOffer> = {
  /** The offer shown (and filtered on); null drops the listing. */
  display: OfferSelection<T> | null;
  /** What selectBestOffer picks without the cap. */
  ideal: OfferSelection<T> | null;
  reason: DisplayPriceReason;
  /** Ideal monthly price minus the displayed (or cap) price; undefined when there is no ideal offer. */
  priceCapDelta: number | undefined;
};

/**
 * Grid and count selection under a max monthly price (original-system.md §2.4).
 * Offers sorted by monthly_price ascending, as for selectBestOffer.
 */
export function selectBestOfferWithPriceCap<T extends LeaseOffer>(
  offers: readonly T[],
  options: PriceCapOptions,
): PriceCappedSelection<T> {
  if (offers.length === 0)
    return { display: null, ideal: null, reason: 'cheapest', priceCapDelta: undefined };

  const ideal = selectBestOfferAtMost(offers, options, Number.POSITIVE_INFINITY);
  const idealPrice = ideal?.offer.monthly_price;
  const { maxPrice } = options;
  if (options.enforcePriceCap === false || !maxPrice) {
    return { display: ideal, ideal, reason: 'best_fit', priceCapDelta: ideal ? 0 : undefined };
  }

  const overCap = idealPrice === undefined ? undefined : idealPrice - maxPrice;
  const capped = selectBestOfferAtMost(offers, options, maxPrice);
  if (!capped) {
    const cheapest = (options.strictMode ?? true) ? undefined : cheapestOffer(offers, maxPrice);
    if (!cheapest) return { display: null, ideal, reason: 'cheapest', priceCapDelta: overCap };
    // Unreachable in practice: flexible selection always succeeds on a non-empty capped list.
    const delta = idealPrice === undefined ? undefined : idealPrice - cheapest.monthly_price;
    return {
      display: { offer: cheapest, method: 'fallback' },
      ideal,
      reason: 'price_cap_cheapest',
      priceCapDelta: delta !== undefined && delta > 0 ? delta : undefined,
    };
  }

  const sameAsIdeal = ideal !== null && isSameOffer(capped.offer, ideal.offer);
  const delta = idealPrice === undefined ? 0 : idealPrice - capped.offer.monthly_price;
  return {
    display: capped,
    ideal,
    reason: sameAsIdeal ? 'best_fit' : 'price_cap_best_fit',
    priceCapDelta: Math.max(delta, 0),
  };
}

function isSameOffer(a: LeaseOffer, b: LeaseOffer): boolean {
  return (
    a === b ||
    (a.mileage_per_year === b.mileage_per_year &&
      a.period_months === b.period_months &&
      a.first_payment === b.first_payment &&
      a.monthly_price === b.monthly_price)
  );
}
