import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  ANALYTICS_TOP_LISTINGS,
  ANALYTICS_TOP_SELLERS,
  type AnalyticsReport,
  type FunnelCounts,
  funnelCounts,
  type ListingFunnel,
  type SellerFunnel,
} from '../../../../domain/analytics/analytics-report';
import type { AnalyticsReportParams } from '../../../../domain/analytics/analytics-report-params';
import { inReportDays } from './report-period';

type ListingRow = {
  listing_id: string;
  title: string | null;
  seller_id: string | null;
  seller_name: string | null;
  views: number;
  clicks: number;
  outbound: number;
};

/**
 * listing_view → listing_click → outbound_click per listing (summed from the daily rollup), then the top
 * listings by views and the sellers' sums. An outbound click counts for the seller it names; views and clicks
 * for the listing's current seller, so events of deleted listings reach the seller table only as outbound.
 */
export async function loadListingFunnel(
  db: Executor,
  period: AnalyticsReportParams,
): Promise<FunnelCounts & Pick<AnalyticsReport['funnel'], 'listings' | 'sellers'>> {
  const rows = await queryRows<ListingRow>(
    db,
    sql`with counts as (
        select d.listing_id,
          (array_agg(d.outbound_seller_id) filter (where d.outbound_seller_id is not null))[1] as outbound_seller_id,
          sum(d.views)::int as views, sum(d.clicks)::int as clicks, sum(d.outbound)::int as outbound
        from analytics_daily_listings d
        where ${inReportDays(period, 'd')}
        group by d.listing_id
        having sum(d.views) + sum(d.clicks) + sum(d.outbound) > 0
      )
      select c.listing_id, c.views, c.clicks, c.outbound,
        case when l.id is null then null else concat_ws(' ', m.name, mo.name, l.variant) end as title,
        coalesce(l.seller_id, c.outbound_seller_id) as seller_id, s.name as seller_name
      from counts c
      left join listings l on l.id = c.listing_id
      left join makes m on m.id = l.make_id
      left join models mo on mo.id = l.model_id
      left join sellers s on s.id = coalesce(l.seller_id, c.outbound_seller_id)`,
  );
  const total = { views: 0, clicks: 0, outbound: 0 };
  const sellers = new Map<string, { name: string | null; views: number; clicks: number; outbound: number }>();
  for (const row of rows) {
    total.views += row.views;
    total.clicks += row.clicks;
    total.outbound += row.outbound;
    if (!row.seller_id) continue;
    const seller = sellers.get(row.seller_id) ?? { name: row.seller_name, views: 0, clicks: 0, outbound: 0 };
    seller.views += row.views;
    seller.clicks += row.clicks;
    seller.outbound += row.outbound;
    sellers.set(row.seller_id, seller);
  }
  const listings: ListingFunnel[] = [...rows]
    .sort(byFunnel((r) => r.listing_id))
    .slice(0, ANALYTICS_TOP_LISTINGS)
    .map((r) => ({
      listingId: r.listing_id,
      title: r.title,
      sellerName: r.seller_name,
      ...funnelCounts(r.views, r.clicks, r.outbound),
    }));
  const sellerRows: SellerFunnel[] = [...sellers.entries()]
    .map(([sellerId, s]) => ({ sellerId, ...s }))
    .sort(byFunnel((s) => s.sellerId))
    .slice(0, ANALYTICS_TOP_SELLERS)
    .map((s) => ({ sellerId: s.sellerId, name: s.name, ...funnelCounts(s.views, s.clicks, s.outbound) }));
  return { ...funnelCounts(total.views, total.clicks, total.outbound), listings, sellers: sellerRows };
}

type Counts = { views: number; clicks: number; outbound: number };

/** Most views first, then clicks, then seller visits; the id keeps the order stable. */
const byFunnel =
  <T extends Counts>(id: (row: T) => string) =>
  (a: T, b: T) =>
    b.views - a.views || b.clicks - a.clicks || b.outbound - a.outbound || id(a).localeCompare(id(b));
