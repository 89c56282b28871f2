import type { Executor } from '../../../db/client';
import {
  type OfferPriceHistory,
  readOfferPriceHistory,
} from '../../../db/price-history/read-offer-price-history';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import {
  CHART_DAYS,
  droppedRecently,
  summarizePriceHistory,
} from '../../../domain/price-history/price-history-summary';
import type { CatalogCache } from '../../catalog/catalog-cache';
import { VersionedLru } from '../../catalog/versioned-lru';
import { copenhagenToday } from '../../clock/server-clock';

const MAX_CACHED_HISTORIES = 6_000;
/** Read a little beyond the chart, so a kept history still fills the chart a few days later. */
const READ_DAYS = CHART_DAYS + 30;

const caches = new WeakMap<CatalogCache, VersionedLru<OfferPriceHistory[]>>();

/**
 * The detail with its chosen offer's price history (ADR 068), the listing's observations read once per
 * catalogue version (every price write bumps it); the chart and claims are worked out for `now`. No
 * history where the offers have expired (no prices are shown then).
 */
export async function withPriceHistory(
  db: Executor,
  catalog: CatalogCache,
  version: number,
  detail: ListingDetail,
  now: Date,
): Promise<ListingDetail> {
  if (detail.offers_expired) return { ...detail, price_history: null, price_drop: false };
  let cache = caches.get(catalog);
  if (!cache) {
    cache = new VersionedLru(MAX_CACHED_HISTORIES);
    caches.set(catalog, cache);
  }
  const offers = await cache.get(version, detail.id.toLowerCase(), () =>
    readOfferPriceHistory(db, detail.id, new Date(now.getTime() - READ_DAYS * 86_400_000)),
  );
  const chosen = offers.find(
    (offer) =>
      offer.mileage_per_year === detail.mileage_per_year &&
      offer.period_months === detail.period_months &&
      offer.first_payment === detail.first_payment,
  );
  const history = chosen ? summarizePriceHistory(chosen.observations, now) : null;
  return { ...detail, price_history: history, price_drop: droppedRecently(history, copenhagenToday(now)) };
}
