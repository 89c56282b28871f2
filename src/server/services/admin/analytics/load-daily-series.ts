import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsDay } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportPeriod, REPORT_TIME_ZONE } from './report-period';

export type DailySeries = { days: AnalyticsDay[]; events: number };

/** One row per Danish calendar day of the period (zeros included), and every event of the period. */
export async function loadDailySeries(db: Executor, period: AnalyticsReportParams): Promise<DailySeries> {
  const rows = await queryRows<AnalyticsDay & { events: number }>(
    db,
    sql`with per_day as (
        select (received_at at time zone ${REPORT_TIME_ZONE})::date as day,
          count(*)::int as events,
          count(*) filter (where event = 'page_view')::int as page_views,
          count(distinct results_session_id) filter (where event = 'page_view' and page_type = 'results')::int
            as searches,
          count(*) filter (where event = 'listing_view')::int as listing_views,
          count(*) filter (where event = 'listing_click')::int as listing_clicks,
          count(*) filter (where event = 'outbound_click')::int as outbound_clicks,
          count(*) filter (where event = 'lease_terms_apply')::int as lease_terms_apply
        from analytics_events
        where ${inReportPeriod(period)}
        group by 1
      )
      select to_char(d, 'YYYY-MM-DD') as "day",
        coalesce(p.events, 0) as "events",
        coalesce(p.page_views, 0) as "pageViews",
        coalesce(p.searches, 0) as "searches",
        coalesce(p.listing_views, 0) as "listingViews",
        coalesce(p.listing_clicks, 0) as "listingClicks",
        coalesce(p.outbound_clicks, 0) as "outboundClicks",
        coalesce(p.lease_terms_apply, 0) as "leaseTermsApply"
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as d
      left join per_day p on p.day = d::date
      order by d`,
  );
  let events = 0;
  const days = rows.map(({ events: count, ...day }) => {
    events += count;
    return day;
  });
  return { days, events };
}
