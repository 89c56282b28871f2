import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsReport, KeyCount } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportPeriod } from './report-period';

/** page_view events per page type, most viewed first. */
export async function countPageViews(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['pageViews']> {
  const rows = await queryRows<{ key: string | null; count: number }>(
    db,
    sql`select page_type as key, count(*)::int as count
      from analytics_events
      where event = 'page_view' and ${inReportPeriod(period)}
      group by page_type
      order by count(*) desc, page_type`,
  );
  const byPageType: KeyCount[] = rows.map((r) => ({ key: r.key ?? 'other', count: r.count }));
  return { total: byPageType.reduce((sum, r) => sum + r.count, 0), byPageType };
}
