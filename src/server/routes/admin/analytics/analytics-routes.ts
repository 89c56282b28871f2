import { Hono } from 'hono';
import {
  danishToday,
  resolveAnalyticsReportParams,
} from '../../../../domain/analytics/analytics-report-params';
import type { adminReportsApi } from '../../../../domain/api/admin-reports-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { validationError } from '../../../http-validation';
import { loadAnalyticsReport } from '../../../services/admin/analytics/load-analytics-report';
import type { AdminDeps } from '../admin-deps';

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: the analytics report (default: the last 30 days). */
export function analyticsRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/', async (c) => {
    const now = new Date();
    const resolved = resolveAnalyticsReportParams(c.req.query(), danishToday(now));
    if (!resolved.ok) return validationError(c, [{ path: resolved.field, message: resolved.message }]);
    return c.json(
      (await loadAnalyticsReport(deps.db, resolved.params, now)) satisfies ResponseOf<
        typeof adminReportsApi.analytics
      >,
    );
  });
}
