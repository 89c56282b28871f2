import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsReport, KeyCount } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportDays } from './report-period';

/** page_view events per page type, most viewed first. */
export async function countPageViews(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['pageViews']> {
  const rows = await queryRows<{ key: string; count: number }>(
    db,
    sql`select case when c.page_type = '' then 'other' else c.page_type end as key, sum(c.count)::int as count
      from analytics_daily_counts c
      where c.event = 'page_view' and ${inReportDays(period, 'c')}
      group by 1
      order by 2 desc, 1`,
  );
  const byPageType: KeyCount[] = rows.map((r) => ({ key: r.key, count: r.count }));
  return { total: byPageType.reduce((sum, r) => sum + r.count, 0), byPageType };
}
