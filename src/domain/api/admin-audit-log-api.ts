import type { AuditLogPage, AuditLogSearch } from '../admin/audit-log-search-params';
import { endpoint } from './endpoint';

/** The audit log: a page of entries, the steps of one grouped write (`group`), one listing's history (`listing`). */
export const adminAuditLogApi = {
  page: endpoint('GET', '/api/admin/audit-log').types<{ search?: AuditLogSearch; response: AuditLogPage }>(),
};
