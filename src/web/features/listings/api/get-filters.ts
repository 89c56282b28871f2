import { queryOptions } from '@tanstack/react-query';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { apiGet } from '../../../lib/api-client';

export function getFilters(signal?: AbortSignal): Promise<ListingFilters> {
  return apiGet<ListingFilters>('/api/filters', { signal });
}

export const filterQueries = {
  all: () => ['filters'] as const,
  catalogue: () =>
    queryOptions({ queryKey: filterQueries.all(), queryFn: ({ signal }) => getFilters(signal) }),
};
