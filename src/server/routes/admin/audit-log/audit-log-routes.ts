import { Hono } from 'hono';
import { auditLogSearchSchema } from '../../../../domain/admin/audit-log-search-params';
import type { adminAuditLogApi } from '../../../../domain/api/admin-audit-log-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { findAuditLog } from '../../../services/admin/audit-log/find-audit-log';
import type { AdminDeps } from '../admin-deps';

/**
 * GET /api/admin/audit-log?entity=&entity_id=&page= (invalid values fall back like the page's URL);
 * ?group= the steps of one grouped write, ?listing= one listing's history.
 */
export function auditLogRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/', async (c) => {
    const search = auditLogSearchSchema.parse(c.req.queries());
    return c.json((await findAuditLog(deps.db, search)) satisfies ResponseOf<typeof adminAuditLogApi.page>);
  });
}
