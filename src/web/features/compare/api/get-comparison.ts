import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { compareApi } from '../../../../domain/api/compare-api';
import { apiCall } from '../../../lib/api-client';
import { type CompareSearch, compareQueryOf } from '../lib/compare-search';

export const compareQueries = {
  all: () => ['compare'] as const,
  comparison: (search: CompareSearch) => {
    const query = compareQueryOf(search);
    return queryOptions({
      queryKey: [...compareQueries.all(), query.toString()] as const,
      queryFn: ({ signal }) => apiCall(compareApi.compare, { search: query, signal }),
      // A new configuration or a removed car keeps the table on screen while it loads.
      placeholderData: keepPreviousData,
    });
  },
};
