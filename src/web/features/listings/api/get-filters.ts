import { queryOptions } from '@tanstack/react-query';
import { publicApi } from '../../../../domain/api/public-api';
import { apiCall } from '../../../lib/api-client';

export function getFilters(signal?: AbortSignal) {
  return apiCall(publicApi.filters, { signal });
}

export const filterQueries = {
  all: () => ['filters'] as const,
  catalogue: () =>
    queryOptions({ queryKey: filterQueries.all(), queryFn: ({ signal }) => getFilters(signal) }),
};
