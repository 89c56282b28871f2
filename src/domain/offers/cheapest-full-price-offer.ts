import { type LeaseOffer, totalCost } from './lease-offer';

/**
 * "Billigste": the offer with the lowest full price (first payment + months × monthly) at the given
 * km/år and term. On equal totals the smaller first payment wins, then list order. Undefined when no
 * offer has that km/år and term.
 */
export function cheapestFullPriceOffer<T extends LeaseOffer>(
  offers: readonly T[],
  at: { mileage: number; term: number },
): T | undefined {
  let cheapest: T | undefined;
  for (const offer of offers) {
    if (offer.mileage_per_year !== at.mileage || offer.period_months !== at.term) continue;
    if (cheapest === undefined) {
      cheapest = offer;
      continue;
    }
    const total = totalCost(offer);
    const best = totalCost(cheapest);
    if (total < best || (total === best && offer.first_payment < cheapest.first_payment)) cheapest = offer;
  }
  return cheapest;
}
