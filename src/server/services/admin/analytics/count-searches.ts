import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsReport } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportPeriod } from './report-period';

/** Results sessions, results page views and the ones that found nothing (results_count 0). */
export async function countSearches(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['searches']> {
  const [row] = await queryRows<AnalyticsReport['searches']>(
    db,
    sql`select count(distinct results_session_id)::int as "sessions",
        count(*)::int as "resultsPageViews",
        count(*) filter (where properties->>'results_count' = '0')::int as "zeroResultPageViews"
      from analytics_events
      where event = 'page_view' and page_type = 'results' and ${inReportPeriod(period)}`,
  );
  return row ?? { sessions: 0, resultsPageViews: 0, zeroResultPageViews: 0 };
}
