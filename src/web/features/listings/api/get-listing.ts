import { queryOptions } from '@tanstack/react-query';
import { publicApi } from '../../../../domain/api/public-api';
import {
  type ListingDetailParams,
  listingDetailToQuery,
} from '../../../../domain/listings/listing-detail-params';
import { apiCall } from '../../../lib/api-client';

export function getListing(id: string, config: Partial<ListingDetailParams>, signal?: AbortSignal) {
  return apiCall(publicApi.listingDetail, { params: { id }, search: listingDetailToQuery(config), signal });
}

export function getSimilarListings(id: string, config: Partial<ListingDetailParams>, signal?: AbortSignal) {
  return apiCall(publicApi.similarListings, { params: { id }, search: listingDetailToQuery(config), signal });
}

export const listingDetailQueries = {
  all: () => ['listing'] as const,
  detail: (id: string, config: Partial<ListingDetailParams>) => {
    const query = listingDetailToQuery(config).toString();
    return queryOptions({
      queryKey: [...listingDetailQueries.all(), id, query] as const,
      queryFn: ({ signal }) => getListing(id, config, signal),
    });
  },
  similar: (id: string, config: Partial<ListingDetailParams>) => {
    const query = listingDetailToQuery(config).toString();
    return queryOptions({
      queryKey: [...listingDetailQueries.all(), id, 'similar', query] as const,
      queryFn: ({ signal }) => getSimilarListings(id, config, signal),
    });
  },
};
