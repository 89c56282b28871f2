import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  type AnalyticsReportParams,
  danishToday,
} from '../../../../domain/analytics/analytics-report-params';
import { REPORT_TIME_ZONE } from './report-period';

/** An insert may commit a moment after the clock passed midnight; a day is final this long after it ended. */
const FINAL_AFTER = '5 minutes';

/**
 * Brings the daily rollups of the period up to date: every day up to today that is not yet final is
 * (re)computed from analytics_events with upserts (counts only grow while a day is open, so concurrent
 * refreshes agree), and days that are over are recorded as final and never read from the events again.
 */
export async function refreshAnalyticsRollups(db: Executor, period: AnalyticsReportParams, now: Date) {
  const today = danishToday(now);
  if (period.from > today) return;
  const open = await queryRows<{ day: string }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${period.from}::date, least(${period.to}::date, ${today}::date), interval '1 day') as d
      where not exists (select 1 from analytics_rollup_days r where r.day = d::date)
      order by d`,
  );
  if (open.length === 0) return;
  const days = `{${open.map((r) => r.day).join(',')}}`;
  const first = open[0]?.day as string;
  const last = open.at(-1)?.day as string;
  const day = sql.raw(`(received_at at time zone '${REPORT_TIME_ZONE}')::date`);
  const inOpenDays: SQL = sql`received_at >= (${first}::date)::timestamp at time zone ${REPORT_TIME_ZONE}
    and received_at < (${last}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE}
    and ${day} = any(${days}::date[])`;

  await db.execute(sql`insert into analytics_daily_counts (day, event, page_type, count)
    select ${day}, event, coalesce(page_type, ''), count(*)::int
    from analytics_events where ${inOpenDays}
    group by 1, 2, 3
    on conflict (day, event, page_type) do update set count = excluded.count`);
  await db.execute(sql`insert into analytics_daily_searches (day, sessions, result_views, zero_result_views)
    select ${day}, count(distinct results_session_id)::int, count(*)::int,
      count(*) filter (where properties->>'results_count' = '0')::int
    from analytics_events
    where event = 'page_view' and page_type = 'results' and ${inOpenDays}
    group by 1
    on conflict (day) do update set sessions = excluded.sessions, result_views = excluded.result_views,
      zero_result_views = excluded.zero_result_views`);
  await db.execute(sql`insert into analytics_daily_listings
      (day, listing_id, outbound_seller_id, views, clicks, outbound, lease_terms_apply)
    select ${day}, listing_id, (array_agg(seller_id) filter (where seller_id is not null))[1],
      count(*) filter (where event = 'listing_view')::int,
      count(*) filter (where event = 'listing_click')::int,
      count(*) filter (where event = 'outbound_click')::int,
      count(*) filter (where event = 'lease_terms_apply')::int
    from analytics_events
    where event in ('listing_view', 'listing_click', 'outbound_click', 'lease_terms_apply')
      and listing_id is not null and ${inOpenDays}
    group by 1, 2
    on conflict (day, listing_id) do update set outbound_seller_id = excluded.outbound_seller_id,
      views = excluded.views, clicks = excluded.clicks, outbound = excluded.outbound,
      lease_terms_apply = excluded.lease_terms_apply`);
  // "Nulstil" sends a clear for every set filter at once: no visitor's choice of those filters, not counted.
  await db.execute(sql`insert into analytics_daily_filters (day, source, key, count)
    select ${day}, 'changed', properties->>'filter_key', count(*)::int
    from analytics_events
    where event = 'filter_change' and properties ? 'filter_key'
      and properties->>'filter_action' is distinct from 'clear' and ${inOpenDays}
    group by 1, 3
    union all
    select ${day}, 'active', k.key, count(*)::int
    from analytics_events
    cross join lateral jsonb_object_keys(
      case when jsonb_typeof(properties->'filters_active') = 'object' then properties->'filters_active' end
    ) as k(key)
    where event = 'page_view' and page_type = 'results' and ${inOpenDays}
    group by 1, 3
    on conflict (day, source, key) do update set count = excluded.count`);
  await db.execute(sql`insert into analytics_rollup_days (day, rolled_at)
    select d, ${now.toISOString()}::timestamptz from unnest(${days}::date[]) as d
    where (d + 1)::timestamp at time zone ${REPORT_TIME_ZONE} + interval '${sql.raw(FINAL_AFTER)}'
      <= ${now.toISOString()}::timestamptz
    on conflict (day) do nothing`);
}
