import { type LeaseOffer, totalCost } from './lease-offer';

/**
 * "Billigste": the offer with the lowest full price at the given km/år and term — by default first
 * payment + months × monthly; the detail page passes each offer's full total with the listing's stated
 * one-off fees and stated total (ADR 053). On equal totals the smaller first payment wins, then list
 * order. Undefined when no offer has that km/år and term.
 */
export function cheapestFullPriceOffer<T extends LeaseOffer>(
  offers: readonly T[],
  at: { mileage: number; term: number },
  fullPriceOf: (offer: T) => number = totalCost,
): T | undefined {
  let cheapest: T | undefined;
  for (const offer of offers) {
    if (offer.mileage_per_year !== at.mileage || offer.period_months !== at.term) continue;
    if (cheapest === undefined) {
      cheapest = offer;
      continue;
    }
    const total = fullPriceOf(offer);
    const best = fullPriceOf(cheapest);
    if (total < best || (total === best && offer.first_payment < cheapest.first_payment)) cheapest = offer;
  }
  return cheapest;
}
