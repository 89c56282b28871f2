import { Hono } from 'hono';
import { auditLogSearchSchema } from '../../../../domain/admin/audit-log-search-params';
import type { AdminEnv } from '../../../auth/require-admin';
import { findAuditLog } from '../../../services/admin/audit-log/find-audit-log';
import type { AdminDeps } from '../admin-deps';

/** GET /api/admin/audit-log?entity=&entity_id=&page= (invalid values fall back like the page's URL). */
export function auditLogRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/', async (c) => {
    const search = auditLogSearchSchema.parse(c.req.queries());
    return c.json(await findAuditLog(deps.db, search));
  });
}
