import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportDays } from './report-period';

/** Results sessions, results page views and the ones that found nothing (results_count 0). */
export async function countSearches(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['searches']> {
  const [row] = await queryRows<AnalyticsReport['searches']>(
    db,
    sql`select coalesce(sum(s.sessions), 0)::int as "sessions",
        coalesce(sum(s.result_views), 0)::int as "resultsPageViews",
        coalesce(sum(s.zero_result_views), 0)::int as "zeroResultPageViews"
      from analytics_daily_searches s
      where ${inReportDays(period, 's')}`,
  );
  return row ?? { sessions: 0, resultsPageViews: 0, zeroResultPageViews: 0 };
}
