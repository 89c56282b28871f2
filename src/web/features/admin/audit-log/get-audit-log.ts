import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogSearch } from '../../../../domain/admin/audit-log-search-params';
import { adminAuditLogApi } from '../../../../domain/api/admin-audit-log-api';
import { apiCall } from '../../../lib/api-client';

const getAuditLog = (search: AuditLogSearch, signal: AbortSignal) =>
  apiCall(adminAuditLogApi.page, { signal, search });

export const auditLogQueries = {
  all: () => ['admin', 'audit-log'] as const,
  page: (search: AuditLogSearch) =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), search] as const,
      queryFn: ({ signal }) =>
        getAuditLog({ entity: search.entity, entity_id: search.entity_id, page: search.page }, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  /** Every step of one grouped write (the listings one batch apply changed), fetched when it is opened. */
  group: (groupId: string) =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), 'group', groupId] as const,
      queryFn: ({ signal }) => getAuditLog({ group: groupId }, signal),
      staleTime: 60_000,
    }),
  /** One listing's history, newest first, a page at a time. */
  listing: (listingId: string, page: number) =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), 'listing', listingId, page] as const,
      queryFn: ({ signal }) => getAuditLog({ listing: listingId, page }, signal),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
};
