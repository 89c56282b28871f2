import { Hono } from 'hono';
import type { adminReportsApi } from '../../../../domain/api/admin-reports-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { loadDashboardSummary } from '../../../services/admin/dashboard/load-dashboard-summary';
import type { AdminDeps } from '../admin-deps';

/** GET /api/admin/dashboard: every figure of the dashboard in one answer. */
export function dashboardRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/', async (c) =>
    c.json(
      (await loadDashboardSummary(deps.db, deps.catalog)) satisfies ResponseOf<
        typeof adminReportsApi.dashboard
      >,
    ),
  );
}
