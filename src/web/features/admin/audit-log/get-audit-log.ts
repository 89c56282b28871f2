import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogPage, AuditLogSearch } from '../../../../domain/admin/audit-log-search-params';
import { apiGet } from '../../../lib/api-client';

export const auditLogQueries = {
  all: () => ['admin', 'audit-log'] as const,
  page: (search: AuditLogSearch) =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), search] as const,
      queryFn: ({ signal }) =>
        apiGet<AuditLogPage>('/api/admin/audit-log', {
          signal,
          search: { entity: search.entity, entity_id: search.entity_id, page: search.page },
        }),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
