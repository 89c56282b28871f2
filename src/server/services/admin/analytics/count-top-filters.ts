import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  ANALYTICS_TOP_FILTERS,
  type AnalyticsReport,
  type KeyCount,
} from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportDays } from './report-period';

/** The filters visitors change most (filter_change) and the ones most often in force on a results page. */
export async function countTopFilters(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['filters']> {
  const top = (source: 'changed' | 'active') =>
    queryRows<KeyCount>(
      db,
      sql`select f.key, sum(f.count)::int as count
        from analytics_daily_filters f
        where f.source = ${source} and ${inReportDays(period, 'f')}
        group by f.key
        order by 2 desc, 1
        limit ${ANALYTICS_TOP_FILTERS}`,
    );
  const [changed, active] = await Promise.all([top('changed'), top('active')]);
  return { changed, active };
}
