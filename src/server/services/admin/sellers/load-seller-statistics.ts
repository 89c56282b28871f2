import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import { type AnalyticsReportParams, addDays } from '../../../../domain/analytics/analytics-report-params';
import {
  addCounts,
  DELETED_LISTINGS_TITLE,
  NO_COUNTS,
  type SellerCounts,
  type SellerListingStatistics,
  type SellerStatistics,
  withEnquiryRate,
} from '../../../../domain/sellers/seller-statistics';
import { refreshAnalyticsRollups } from '../analytics/refresh-analytics-rollups';
import { inReportDays, REPORT_TIME_ZONE } from '../analytics/report-period';

type CountRow = {
  day: string;
  listing_id: string | null;
  title: string | null;
  impressions: number;
  detail_views: number;
  outbound_clicks: number;
  enquiries: number;
};

/**
 * A seller's impressions, detail views, outbound clicks and enquiries for a period, in total, per day
 * and per listing (ADR 067); null for an unknown seller. Impressions and outbound clicks come from the
 * daily rollups (brought up to date first, as for Statistik), detail views from the raw page views
 * (the rollups keep no page views per listing, so they reach back as far as the raw events are kept),
 * enquiries from the enquiries table without spam. Views count for the listing's current seller; an
 * outbound click of a deleted listing for the seller it named.
 */
export async function loadSellerStatistics(
  db: Executor,
  sellerId: string,
  period: AnalyticsReportParams,
  now: Date,
): Promise<SellerStatistics | null> {
  const [seller] = await queryRows<{ name: string }>(
    db,
    sql`select name from sellers where id = ${sellerId}`,
  );
  if (!seller) return null;
  await refreshAnalyticsRollups(db, period, now);
  const start = sql`(${period.from}::date)::timestamp at time zone ${REPORT_TIME_ZONE}`;
  const end = sql`(${period.to}::date + 1)::timestamp at time zone ${REPORT_TIME_ZONE}`;
  const localDay = (column: string) => sql.raw(`(${column} at time zone '${REPORT_TIME_ZONE}')::date`);
  const rows = await queryRows<CountRow>(
    db,
    sql`with counts as (
        select d.day, l.id as listing_id, d.views as impressions, 0 as detail_views,
          d.outbound as outbound_clicks, 0 as enquiries
        from analytics_daily_listings d
        left join listings l on l.id = d.listing_id
        where ${inReportDays(period, 'd')}
          and (l.seller_id = ${sellerId} or (l.id is null and d.outbound_seller_id = ${sellerId}))
        union all
        select ${localDay('e.received_at')}, e.listing_id, 0, 1, 0, 0
        from analytics_events e
        join listings l on l.id = e.listing_id
        where e.event = 'page_view' and e.page_type = 'listing_detail' and l.seller_id = ${sellerId}
          and e.received_at >= ${start} and e.received_at < ${end}
        union all
        select ${localDay('q.created_at')}, l.id, 0, 0, 0, 1
        from enquiries q
        left join listings l on l.id = q.listing_id
        where q.seller_id = ${sellerId} and q.status <> 'spam'
          and q.created_at >= ${start} and q.created_at < ${end}
      )
      select to_char(c.day, 'YYYY-MM-DD') as day, c.listing_id,
        case when l.id is null then null else concat_ws(' ', m.name, mo.name, l.variant) end as title,
        sum(c.impressions)::int as impressions, sum(c.detail_views)::int as detail_views,
        sum(c.outbound_clicks)::int as outbound_clicks, sum(c.enquiries)::int as enquiries
      from counts c
      left join listings l on l.id = c.listing_id
      left join makes m on m.id = l.make_id
      left join models mo on mo.id = l.model_id
      group by c.day, c.listing_id, l.id, m.name, mo.name, l.variant`,
  );

  const byDay = new Map<string, SellerCounts>();
  const byListing = new Map<string | null, { title: string; counts: SellerCounts }>();
  let totals = NO_COUNTS;
  for (const row of rows) {
    const counts: SellerCounts = {
      impressions: row.impressions,
      detailViews: row.detail_views,
      outboundClicks: row.outbound_clicks,
      enquiries: row.enquiries,
    };
    totals = addCounts(totals, counts);
    byDay.set(row.day, addCounts(byDay.get(row.day) ?? NO_COUNTS, counts));
    const listing = byListing.get(row.listing_id);
    byListing.set(row.listing_id, {
      title: row.title ?? DELETED_LISTINGS_TITLE,
      counts: addCounts(listing?.counts ?? NO_COUNTS, counts),
    });
  }
  const daily = Array.from({ length: period.days }, (_, index) => {
    const day = addDays(period.from, index);
    return { day, ...(byDay.get(day) ?? NO_COUNTS) };
  });
  const listings: SellerListingStatistics[] = [...byListing.entries()]
    .map(([listingId, { title, counts }]) => ({ listingId, title, ...withEnquiryRate(counts) }))
    .sort(
      (a, b) =>
        Number(a.listingId === null) - Number(b.listingId === null) ||
        b.impressions - a.impressions ||
        b.detailViews - a.detailViews ||
        b.enquiries - a.enquiries ||
        a.title.localeCompare(b.title, 'da'),
    );
  return { period, sellerName: seller.name, totals: withEnquiryRate(totals), daily, listings };
}
