import { queryOptions } from '@tanstack/react-query';
import { adminReportsApi } from '../../../../domain/api/admin-reports-api';
import { apiCall } from '../../../lib/api-client';

export const analyticsQueries = {
  all: () => ['admin', 'analytics'] as const,
  report: (period: { from: string; to: string }) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), period.from, period.to],
      queryFn: ({ signal }) => apiCall(adminReportsApi.analytics, { search: period, signal }),
      staleTime: 60_000,
    }),
};
