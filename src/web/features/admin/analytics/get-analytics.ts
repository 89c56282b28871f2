import { queryOptions } from '@tanstack/react-query';
import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import { apiGet } from '../../../lib/api-client';

export const analyticsQueries = {
  all: () => ['admin', 'analytics'] as const,
  report: (period: { from: string; to: string }) =>
    queryOptions({
      queryKey: [...analyticsQueries.all(), period.from, period.to],
      queryFn: ({ signal }) => apiGet<AnalyticsReport>('/api/admin/analytics', { search: period, signal }),
      staleTime: 60_000,
    }),
};
