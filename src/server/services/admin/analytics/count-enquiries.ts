import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportDays } from './report-period';

/**
 * Enquiries sent in the period (lead_submit events), from the daily counts. Site-wide only: the per-listing
 * rollup has no enquiry column yet, which the seller statistics of issue 29 will add.
 */
export async function countEnquiries(db: Executor, period: AnalyticsReportParams): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select coalesce(sum(c.count), 0)::int as count from analytics_daily_counts c
      where c.event = 'lead_submit' and ${inReportDays(period, 'c')}`,
  );
  return row?.count ?? 0;
}
