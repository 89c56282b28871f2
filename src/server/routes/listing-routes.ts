import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { ResponseOf } from '../../domain/api/endpoint';
import type { publicApi } from '../../domain/api/public-api';
import type { sameCarApi } from '../../domain/api/same-car-api';
import type { savedListingsApi } from '../../domain/api/saved-listings-api';
import { parseListingDetailParams } from '../../domain/listings/listing-detail-params';
import { parseListingSearch } from '../../domain/listings/listing-search-params';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot';
import { searchCatalog } from '../catalog/search-catalog';
import type { CatalogResponses } from '../http-caching/catalog-responses';
import { revalidatedJson } from '../http-caching/revalidated-json';
import { jsonError } from '../http-error';
import { DANISH_ISSUES, toFieldIssues, validationError } from '../http-validation';
import { findSameCarOffers } from '../services/listings/find-same-car-offers';
import { findSavedListings } from '../services/listings/find-saved-listings';
import { findSimilarListings } from '../services/listings/find-similar-listings';
import { getCachedListingDetail } from '../services/listings/get-cached-listing-detail';
import { getListingFilters } from '../services/listings/get-listing-filters';
import { cachedQueryParser, rawQueryOf } from './parse-query-cached';
import { savedListingsQuery } from './saved-listings-query';

const listingNotFound = 'Listing not found';
const parseSearchQuery = cachedQueryParser(parseListingSearch);

const pathAndQuery = (url: string) => url.slice(url.indexOf('/', url.indexOf('//') + 2));

function similarCount(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : 6;
}

/**
 * The public catalogue reads. With `responses`, each answer is made once per catalogue version and URL
 * and sent compressed from memory (ADR 060); without (the server-side renderer's in-process calls), each
 * request builds its answer.
 */
export function listingRoutes(db: Database, catalog: CatalogCache, responses?: CatalogResponses) {
  const answer = async (
    c: Context,
    snapshot: CatalogSnapshot,
    value: () => Promise<unknown> | unknown,
  ): Promise<Response | undefined> => {
    if (!responses) {
      const body = await value();
      return body === undefined ? undefined : revalidatedJson(c, body);
    }
    return responses.json(c, snapshot, pathAndQuery(c.req.url), value);
  };
  return new Hono()
    .get('/listings', async (c) => {
      const snapshot = await catalog.get();
      // The query is read only when the answer is not kept yet.
      return (await answer(c, snapshot, () => {
        const params = parseSearchQuery(rawQueryOf(c.req.url));
        return searchCatalog(catalog, snapshot, params) satisfies ResponseOf<typeof publicApi.searchListings>;
      })) as Response;
    })
    .get('/listings/:id', async (c) => {
      const snapshot = await catalog.get();
      const found = await answer(c, snapshot, async () => {
        const config = parseListingDetailParams(new URL(c.req.url).searchParams);
        const detail = await getCachedListingDetail(db, catalog, c.req.param('id'), config, snapshot);
        return (detail ?? undefined) satisfies ResponseOf<typeof publicApi.listingDetail> | undefined;
      });
      return found ?? jsonError(c, 'LISTING_NOT_FOUND', listingNotFound);
    })
    .get('/listings/:id/similar', async (c) => {
      const snapshot = await catalog.get();
      const found = await answer(c, snapshot, () => {
        const url = new URL(c.req.url);
        const config = parseListingDetailParams(url.searchParams);
        const items = findSimilarListings(
          snapshot,
          c.req.param('id'),
          config,
          similarCount(url.searchParams.get('limit') ?? undefined),
        );
        return items ? ({ items } satisfies ResponseOf<typeof publicApi.similarListings>) : undefined;
      });
      return found ?? jsonError(c, 'LISTING_NOT_FOUND', listingNotFound);
    })
    .get('/saved-listings', async (c) => {
      const query = z.safeParse(savedListingsQuery, { cars: c.req.query('cars') }, DANISH_ISSUES);
      if (!query.success) return validationError(c, toFieldIssues(query.error));
      const snapshot = await catalog.get();
      return (await answer(
        c,
        snapshot,
        () =>
          ({
            items: findSavedListings(snapshot, query.data.cars),
          }) satisfies ResponseOf<typeof savedListingsApi.savedListings>,
      )) as Response;
    })
    .get('/listings/:id/same-car', async (c) => {
      const snapshot = await catalog.get();
      const found = await answer(c, snapshot, () => {
        const config = parseListingDetailParams(new URL(c.req.url).searchParams);
        const offers = findSameCarOffers(snapshot, c.req.param('id'), config);
        return offers ? ({ offers } satisfies ResponseOf<typeof sameCarApi.offers>) : undefined;
      });
      return found ?? jsonError(c, 'LISTING_NOT_FOUND', listingNotFound);
    })
    .get('/filters', async (c) => {
      const snapshot = await catalog.get();
      return (await answer(
        c,
        snapshot,
        () =>
          catalog.memo(snapshot, 'filters', () => getListingFilters(snapshot)) satisfies ResponseOf<
            typeof publicApi.filters
          >,
      )) as Response;
    });
}
