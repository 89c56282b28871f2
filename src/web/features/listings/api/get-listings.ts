import { queryOptions } from '@tanstack/react-query';
import type { ListingSearchResponse } from '../../../../domain/listings/listing-api-types';
import {
  type ListingSearchInput,
  listingSearchToQuery,
} from '../../../../domain/listings/listing-search-params';
import { apiGet } from '../../../lib/api-client';

export function getListings(query: URLSearchParams, signal?: AbortSignal): Promise<ListingSearchResponse> {
  return apiGet<ListingSearchResponse>('/api/listings', { search: query, signal });
}

export const listingQueries = {
  all: () => ['listings'] as const,
  searches: () => [...listingQueries.all(), 'search'] as const,
  /** Keyed by the canonical query string, so equal searches written differently share one cache entry. */
  search: (search: ListingSearchInput) => {
    const query = listingSearchToQuery(search);
    return queryOptions({
      queryKey: [...listingQueries.searches(), query.toString()] as const,
      queryFn: ({ signal }) => getListings(query, signal),
    });
  },
};
