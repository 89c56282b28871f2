import { Hono } from 'hono';
import { resolveAnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { copenhagenDate } from '../../../../domain/format/copenhagen-date';
import type { AdminEnv } from '../../../auth/require-admin';
import { validationError } from '../../../http-validation';
import { loadAnalyticsReport } from '../../../services/admin/analytics/load-analytics-report';
import type { AdminDeps } from '../admin-deps';

/** Today's date in Denmark as YYYY-MM-DD. */
function copenhagenToday(): string {
  const today = copenhagenDate(new Date());
  if (!today) throw new Error('The clock has no date');
  return [today.year, today.month, today.day].map((n, i) => String(n).padStart(i ? 2 : 4, '0')).join('-');
}

/** GET /api/admin/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD: the analytics report (default: the last 30 days). */
export function analyticsRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/', async (c) => {
    const resolved = resolveAnalyticsReportParams(c.req.query(), copenhagenToday());
    if (!resolved.ok) return validationError(c, [{ path: resolved.field, message: resolved.message }]);
    return c.json(await loadAnalyticsReport(deps.db, resolved.params));
  });
}
