import { queryOptions } from '@tanstack/react-query';
import { sameCarApi } from '../../../domain/api/same-car-api';
import {
  type ListingDetailParams,
  listingDetailToQuery,
} from '../../../domain/listings/listing-detail-params';
import { apiCall } from '../../lib/api-client';

/** Every seller's offer for the car at a configuration (ADR 071). */
export function sameCarQuery(id: string, config: Partial<ListingDetailParams>) {
  const search = listingDetailToQuery(config);
  return queryOptions({
    queryKey: ['listing', id, 'same-car', search.toString()] as const,
    queryFn: ({ signal }) => apiCall(sameCarApi.offers, { params: { id }, search, signal }),
  });
}
