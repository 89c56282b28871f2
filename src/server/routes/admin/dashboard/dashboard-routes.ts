import { Hono } from 'hono';
import type { AdminEnv } from '../../../auth/require-admin';
import { loadDashboardSummary } from '../../../services/admin/dashboard/load-dashboard-summary';
import type { AdminDeps } from '../admin-deps';

/** GET /api/admin/dashboard: every figure of the dashboard in one answer. */
export function dashboardRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/', async (c) =>
    c.json(await loadDashboardSummary(deps.db, deps.catalog)),
  );
}
