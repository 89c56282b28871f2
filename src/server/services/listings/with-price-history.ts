import type { OfferPriceHistory } from '../../../db/price-history/read-offer-price-history';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import {
  CHART_DAYS,
  droppedRecently,
  summarizePriceHistory,
} from '../../../domain/price-history/price-history-summary';
import { copenhagenToday } from '../../clock/server-clock';

/** Read a little beyond the chart, so a detail kept for its catalogue version still fills the chart days later. */
const READ_DAYS = CHART_DAYS + 30;

/** From when a listing's detail reads its price history. */
export function priceHistorySince(now: Date): Date {
  return new Date(now.getTime() - READ_DAYS * 86_400_000);
}

/**
 * The detail with its chosen offer's price history (ADR 068), from the observations read with the detail
 * once per catalogue version (every price write bumps it); the chart and claims are worked out for `now`.
 * No history where the offers have expired (no prices are shown then).
 */
export function withPriceHistory(
  detail: ListingDetail,
  offers: readonly OfferPriceHistory[],
  now: Date,
): ListingDetail {
  if (detail.offers_expired) return { ...detail, price_history: null, price_drop: false };
  const chosen = offers.find(
    (offer) =>
      offer.mileage_per_year === detail.mileage_per_year &&
      offer.period_months === detail.period_months &&
      offer.first_payment === detail.first_payment,
  );
  const history = chosen ? summarizePriceHistory(chosen.observations, now) : null;
  return { ...detail, price_history: history, price_drop: droppedRecently(history, copenhagenToday(now)) };
}
