import { queryOptions } from '@tanstack/react-query';
import { adminReportsApi } from '../../../../domain/api/admin-reports-api';
import { apiCall } from '../../../lib/api-client';

export const dashboardQueries = {
  all: () => ['admin', 'dashboard'] as const,
  summary: () =>
    queryOptions({
      queryKey: dashboardQueries.all(),
      queryFn: ({ signal }) => apiCall(adminReportsApi.dashboard, { signal }),
      // Figures an admin just changed elsewhere should show when they come back.
      staleTime: 0,
    }),
};
