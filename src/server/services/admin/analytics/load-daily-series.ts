import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AnalyticsDay } from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';

export type DailySeries = { days: AnalyticsDay[]; events: number };

/** One row per Danish calendar day of the period (zeros included), and every event of the period. */
export async function loadDailySeries(db: Executor, period: AnalyticsReportParams): Promise<DailySeries> {
  const rows = await queryRows<AnalyticsDay & { events: number }>(
    db,
    sql`with counts as (
        select c.day,
          sum(c.count)::int as events,
          sum(c.count) filter (where c.event = 'page_view')::int as page_views,
          sum(c.count) filter (where c.event = 'listing_view')::int as listing_views,
          sum(c.count) filter (where c.event = 'listing_click')::int as listing_clicks,
          sum(c.count) filter (where c.event = 'outbound_click')::int as outbound_clicks,
          sum(c.count) filter (where c.event = 'lease_terms_apply')::int as lease_terms_apply
        from analytics_daily_counts c
        where c.day between ${period.from}::date and ${period.to}::date
        group by c.day
      )
      select to_char(d, 'YYYY-MM-DD') as "day",
        coalesce(c.events, 0) as "events",
        coalesce(c.page_views, 0) as "pageViews",
        coalesce(s.sessions, 0) as "searches",
        coalesce(c.listing_views, 0) as "listingViews",
        coalesce(c.listing_clicks, 0) as "listingClicks",
        coalesce(c.outbound_clicks, 0) as "outboundClicks",
        coalesce(c.lease_terms_apply, 0) as "leaseTermsApply"
      from generate_series(${period.from}::date, ${period.to}::date, interval '1 day') as d
      left join counts c on c.day = d::date
      left join analytics_daily_searches s on s.day = d::date
      order by d`,
  );
  let events = 0;
  const days = rows.map(({ events: count, ...day }) => {
    events += count;
    return day;
  });
  return { days, events };
}
