import { type SQL, sql } from 'drizzle-orm';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';

export const REPORT_TIME_ZONE = 'Europe/Copenhagen';

/**
 * `received_at` within the period's Danish calendar days. The bounds are constants to the planner, so
 * the (event, received_at) and (received_at) indexes serve the range.
 */
export function inReportPeriod(period: AnalyticsReportParams, alias = 'analytics_events'): SQL {
  const column = sql.raw(`${alias}.received_at`);
  return sql`${column} >= (${period.from}::date)::timestamp at time zone ${REPORT_TIME_ZONE}
    and ${column} < (${period.to}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE}`;
}
