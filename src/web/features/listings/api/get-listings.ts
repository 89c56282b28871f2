import { queryOptions } from '@tanstack/react-query';
import type { ListingSearchResponse } from '../../../../domain/listings/listing-api-types';
import { apiGet } from '../../../lib/api-client';

export type ListingsSearch = {
  page?: number;
  limit?: number;
  sort?: 'lease_score_desc' | 'asc' | 'desc';
};

export function getListings(search: ListingsSearch, signal?: AbortSignal): Promise<ListingSearchResponse> {
  return apiGet<ListingSearchResponse>('/api/listings', { search, signal });
}

export const listingQueries = {
  all: () => ['listings'] as const,
  searches: () => [...listingQueries.all(), 'search'] as const,
  search: (search: ListingsSearch) =>
    queryOptions({
      queryKey: [...listingQueries.searches(), search] as const,
      queryFn: ({ signal }) => getListings(search, signal),
    }),
};
