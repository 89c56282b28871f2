import { queryOptions } from '@tanstack/react-query';
import { publicApi } from '../../../../domain/api/public-api';
import {
  LIMIT_MIN,
  type ListingSearchInput,
  listingSearchToQuery,
} from '../../../../domain/listings/listing-search-params';
import { apiCall } from '../../../lib/api-client';

export function getListings(query: URLSearchParams, signal?: AbortSignal) {
  return apiCall(publicApi.searchListings, { search: query, signal });
}

/** The canonical API query; view and showFilters only change the page, never the results. */
export function listingsApiQuery(search: ListingSearchInput): URLSearchParams {
  return listingSearchToQuery({ ...search, view: undefined, showFilters: undefined });
}

export const listingQueries = {
  all: () => ['listings'] as const,
  searches: () => [...listingQueries.all(), 'search'] as const,
  /** Keyed by the canonical query string, so equal searches written differently share one cache entry. */
  search: (search: ListingSearchInput) => {
    const query = listingsApiQuery(search);
    return queryOptions({
      queryKey: [...listingQueries.searches(), query.toString()] as const,
      queryFn: ({ signal }) => getListings(query, signal),
    });
  },
  /** Only the number of results, for live counts ("Vis 42 resultater"): the smallest page, first page. */
  count: (search: ListingSearchInput) => {
    const query = listingsApiQuery({ ...search, page: undefined, limit: LIMIT_MIN, sort: undefined });
    return queryOptions({
      queryKey: [...listingQueries.all(), 'count', query.toString()] as const,
      queryFn: ({ signal }) => getListings(query, signal),
      select: (response) => response.total,
    });
  },
};
