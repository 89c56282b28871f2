import { queryOptions } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';
import { apiGet } from '../../../lib/api-client';

export const dashboardQueries = {
  all: () => ['admin', 'dashboard'] as const,
  summary: () =>
    queryOptions({
      queryKey: dashboardQueries.all(),
      queryFn: ({ signal }) => apiGet<DashboardSummary>('/api/admin/dashboard', { signal }),
      // Figures an admin just changed elsewhere should show when they come back.
      staleTime: 0,
    }),
};
