import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import { type OfferFreshness, offersExpired } from '../../../domain/offers/offer-freshness';
import type { OfferFreshnessSource } from './read-listing-detail-source';

/** The detail as built from the catalogue, before its freshness for today is added. */
export type DetailWithoutFreshness = Omit<ListingDetail, keyof OfferFreshness>;

/**
 * The detail with its freshness for `today`: the chosen offer's source, the last valid day, and — after
 * that day — no prices (every offer dropped, the page says the offers have expired).
 */
export function withOfferFreshness(
  detail: DetailWithoutFreshness,
  freshness: OfferFreshnessSource,
  today: string,
): ListingDetail {
  const expired = offersExpired(freshness.lastDay, today);
  const chosen = detail.all_lease_pricing.find(
    (offer) =>
      offer.mileage_per_year === detail.mileage_per_year &&
      offer.period_months === detail.period_months &&
      offer.first_payment === detail.first_payment,
  );
  return {
    ...detail,
    all_lease_pricing: expired ? [] : detail.all_lease_pricing,
    price_source: !expired && chosen ? (freshness.sources.get(chosen.id) ?? null) : null,
    offers_valid_until: freshness.lastDay,
    offers_expired: expired,
  };
}
