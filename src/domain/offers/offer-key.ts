import type { LeaseOffer } from './lease-offer';

/** What makes an offer one of a kind within its listing: km/year, term and first payment. */
export type OfferTermsOf = Pick<LeaseOffer, 'mileage_per_year' | 'period_months' | 'first_payment'>;

/** 'km|term|first payment' ("15000|36|0"): equal for two offers quoting the same terms. */
export function offerTermsKey(offer: OfferTermsOf): string {
  return `${offer.mileage_per_year}|${offer.period_months}|${offer.first_payment}`;
}

/** The terms and the monthly price ("15000|36|0|2999"): equal for the same stated price. */
export function offerPriceKey(offer: LeaseOffer): string {
  return `${offerTermsKey(offer)}|${offer.monthly_price}`;
}
