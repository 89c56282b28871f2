import type { Executor } from '../../../db/client';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import type { CatalogCache } from '../../catalog/catalog-cache';
import type { CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { VersionedLru } from '../../catalog/versioned-lru';
import { copenhagenToday, serverNow } from '../../clock/server-clock';
import { energyPricesFor } from './energy-prices-for-version';
import { buildListingDetail, type DetailConfig } from './get-listing-detail';
import { isListingId, type ListingDetailSource, readListingDetailSource } from './read-listing-detail-source';
import { withOfferFreshness } from './with-offer-freshness';
import { withPriceHistory } from './with-price-history';

/**
 * Listings whose detail a process keeps per catalogue version (a few kB each). Every write to the
 * catalogue's tables bumps the version (ADR 002), so a kept detail is never older than the snapshot.
 */
const MAX_CACHED_DETAILS = 6_000;

const caches = new WeakMap<CatalogCache, VersionedLru<ListingDetailSource | null>>();

/**
 * getListingDetail for the current catalogue version, its data read from the database once per
 * version and listing; the offer is still chosen, and the offers' expiry judged, per request (expiry is
 * by date, not by version: ADR 056).
 */
export async function getCachedListingDetail(
  db: Executor,
  catalog: CatalogCache,
  id: string,
  config: DetailConfig,
  /** The snapshot the caller already holds for this request (one version check per request). */
  snapshot?: CatalogSnapshot,
): Promise<ListingDetail | null> {
  if (!isListingId(id)) return null;
  const { version, searchTargets } = snapshot ?? (await catalog.get());
  let cache = caches.get(catalog);
  if (!cache) {
    cache = new VersionedLru(MAX_CACHED_DETAILS);
    caches.set(catalog, cache);
  }
  const cached = await cache.get(version, id.toLowerCase(), () => readListingDetailSource(db, id));
  const energyPrices = await energyPricesFor(db, catalog, version);
  const detail = cached ? buildListingDetail(cached, config, searchTargets, energyPrices) : null;
  if (!detail || !cached) return null;
  const now = serverNow();
  const fresh = withOfferFreshness(detail, cached.freshness, copenhagenToday(now));
  return withPriceHistory(fresh, cached.priceHistory, now);
}
