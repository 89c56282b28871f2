import { type SQL, sql } from 'drizzle-orm';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';

export const REPORT_TIME_ZONE = 'Europe/Copenhagen';

/** A rollup row's `day` within the period (both ends included). */
export function inReportDays(period: AnalyticsReportParams, alias: string): SQL {
  return sql`${sql.raw(`${alias}.day`)} between ${period.from}::date and ${period.to}::date`;
}
