import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { ResponseOf } from '../../domain/api/endpoint';
import type { publicApi } from '../../domain/api/public-api';
import { parseListingDetailParams } from '../../domain/listings/listing-detail-params';
import { parseListingSearch } from '../../domain/listings/listing-search-params';
import type { CatalogCache } from '../catalog/catalog-cache';
import { searchCatalog } from '../catalog/search-catalog';
import { revalidatedJson } from '../http-caching/revalidated-json';
import { jsonError } from '../http-error';
import { findSimilarListings } from '../services/listings/find-similar-listings';
import { getCachedListingDetail } from '../services/listings/get-cached-listing-detail';
import { getListingFilters } from '../services/listings/get-listing-filters';
import { cachedQueryParser, rawQueryOf } from './parse-query-cached';

const listingNotFound = 'Listing not found';
const parseSearchQuery = cachedQueryParser(parseListingSearch);

function similarCount(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : 6;
}

export function listingRoutes(db: Database, catalog: CatalogCache) {
  return new Hono()
    .get('/listings', async (c) => {
      const params = parseSearchQuery(rawQueryOf(c.req.url));
      const snapshot = await catalog.get();
      return revalidatedJson(
        c,
        searchCatalog(catalog, snapshot, params) satisfies ResponseOf<typeof publicApi.searchListings>,
      );
    })
    .get('/listings/:id', async (c) => {
      const config = parseListingDetailParams(new URL(c.req.url).searchParams);
      const detail = await getCachedListingDetail(db, catalog, c.req.param('id'), config);
      if (!detail) return jsonError(c, 'LISTING_NOT_FOUND', listingNotFound);
      return revalidatedJson(c, detail satisfies ResponseOf<typeof publicApi.listingDetail>);
    })
    .get('/listings/:id/similar', async (c) => {
      const url = new URL(c.req.url);
      const config = parseListingDetailParams(url.searchParams);
      const snapshot = await catalog.get();
      const items = findSimilarListings(
        snapshot,
        c.req.param('id'),
        config,
        similarCount(url.searchParams.get('limit') ?? undefined),
      );
      if (!items) return jsonError(c, 'LISTING_NOT_FOUND', listingNotFound);
      return revalidatedJson(c, { items } satisfies ResponseOf<typeof publicApi.similarListings>);
    })
    .get('/filters', async (c) => {
      const snapshot = await catalog.get();
      return revalidatedJson(
        c,
        catalog.memo(snapshot, 'filters', () => getListingFilters(snapshot)) satisfies ResponseOf<
          typeof publicApi.filters
        >,
      );
    });
}
