import type { LeaseOffer } from './lease-offer';

/** Lowest monthly price at or below the limit; the first one in list order on ties. */
export function cheapestOffer<T extends LeaseOffer>(
  offers: readonly T[],
  maxMonthlyPrice = Number.POSITIVE_INFINITY,
): T | undefined {
  let cheapest: T | undefined;
  for (const offer of offers) {
    if (offer.monthly_price > maxMonthlyPrice) continue;
    if (cheapest === undefined || offer.monthly_price < cheapest.monthly_price) cheapest = offer;
  }
  return cheapest;
}
