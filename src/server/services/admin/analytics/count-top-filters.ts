import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  ANALYTICS_TOP_FILTERS,
  type AnalyticsReport,
  type KeyCount,
} from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportPeriod } from './report-period';

/** The filters visitors change most (filter_change) and the ones most often in force on a results page. */
export async function countTopFilters(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<AnalyticsReport['filters']> {
  const [changed, active] = await Promise.all([
    queryRows<KeyCount>(
      db,
      sql`select properties->>'filter_key' as key, count(*)::int as count
        from analytics_events
        where event = 'filter_change' and ${inReportPeriod(period)}
        group by 1
        order by 2 desc, 1
        limit ${ANALYTICS_TOP_FILTERS}`,
    ),
    queryRows<KeyCount>(
      db,
      sql`select k.key, count(*)::int as count
        from analytics_events e
        cross join lateral jsonb_object_keys(
          case when jsonb_typeof(e.properties->'filters_active') = 'object' then e.properties->'filters_active' end
        ) as k(key)
        where e.event = 'page_view' and e.page_type = 'results' and ${inReportPeriod(period, 'e')}
        group by k.key
        order by 2 desc, 1
        limit ${ANALYTICS_TOP_FILTERS}`,
    ),
  ]);
  return { changed, active };
}
