import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  DASHBOARD_EXAMPLES,
  DASHBOARD_RECENT_CHANGES,
  DASHBOARD_RECENT_SESSIONS,
  DASHBOARD_TOP_MAKES,
  type DashboardSummary,
  emptyScoreBuckets,
  type ListingRef,
  scoreBucketIndex,
} from '../../../../domain/admin/dashboard-summary';
import type { ExtractionSessionStatus } from '../../../../domain/ingestion/extraction-session-statuses';
import type { ImportBatchStatus } from '../../../../domain/ingestion/ingestion-api';
import { gridSelectionOptions } from '../../../../domain/offers/grid-offer-config';
import type { CatalogCache } from '../../../catalog/catalog-cache';
import { computeGridSelection, gridSelectionKey } from '../../../catalog/grid-selection';
import { serverNow } from '../../../clock/server-clock';
import { latestAuditEntries } from '../audit-log/find-audit-log';
import { listingQualityCondition } from '../listings/listing-quality-condition';
import { loadPriceListSourcesStatus } from '../price-lists/price-list-sources-status';

type CountsRow = {
  active: number;
  pending: number;
  inactive: number;
  without_retail_price: number;
  without_images: number;
  without_offers: number;
  sellers: number;
};

const {
  missing_price: noRetailPrice,
  missing_images: noImage,
  missing_offers: noOffer,
} = listingQualityCondition;

/** Every figure of the admin dashboard: one pass over listings for the counts, small queries for the rest. */
export async function loadDashboardSummary(db: Executor, catalog: CatalogCache): Promise<DashboardSummary> {
  const [
    counts,
    withoutRetailPrice,
    withoutImages,
    withoutOffers,
    makes,
    recentChanges,
    scores,
    ingestion,
    priceListSources,
  ] = await Promise.all([
    queryRows<CountsRow>(
      db,
      sql`select
          count(*) filter (where l.status = 'active')::int as active,
          count(*) filter (where l.status = 'pending')::int as pending,
          count(*) filter (where l.status = 'inactive')::int as inactive,
          count(*) filter (where ${noRetailPrice})::int as without_retail_price,
          count(*) filter (where ${noImage})::int as without_images,
          count(*) filter (where ${noOffer})::int as without_offers,
          (select count(*)::int from sellers) as sellers
        from listings l`,
    ),
    listingExamples(db, noRetailPrice),
    listingExamples(db, noImage),
    listingExamples(db, noOffer),
    queryRows<{ make: string; active: number; other: number }>(
      db,
      sql`select m.name as make,
            count(*) filter (where l.status = 'active')::int as active,
            count(*) filter (where l.status <> 'active')::int as other
          from listings l join makes m on m.id = l.make_id
          group by m.name
          order by count(*) desc, m.name`,
    ),
    latestAuditEntries(db, DASHBOARD_RECENT_CHANGES),
    displayedScores(catalog),
    ingestionSummary(db),
    loadPriceListSourcesStatus(db, serverNow()),
  ]);
  const row = counts[0] as CountsRow;
  const topMakes = makes.slice(0, DASHBOARD_TOP_MAKES);
  return {
    listings: {
      active: row.active,
      pending: row.pending,
      inactive: row.inactive,
      total: row.active + row.pending + row.inactive,
    },
    sellers: row.sellers,
    quality: {
      withoutRetailPrice: { count: row.without_retail_price, examples: withoutRetailPrice },
      withoutImages: { count: row.without_images, examples: withoutImages },
      withoutOffers: { count: row.without_offers, examples: withoutOffers },
    },
    ingestion,
    priceListSources,
    makes: topMakes,
    otherMakes: makes.slice(DASHBOARD_TOP_MAKES).reduce((sum, make) => sum + make.active + make.other, 0),
    scoreBuckets: scores.buckets,
    unscored: scores.unscored,
    recentChanges,
  };
}

/** Batches waiting for the admin's review, and the newest extractions with their seller. */
async function ingestionSummary(db: Executor): Promise<DashboardSummary['ingestion']> {
  const [awaiting, sessions] = await Promise.all([
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from import_batches where status = ${'review' satisfies ImportBatchStatus}`,
    ),
    queryRows<{
      id: string;
      seller_name: string | null;
      status: ExtractionSessionStatus;
      created_at: Date | string;
    }>(
      db,
      sql`select s.id, se.name as seller_name, s.status, s.created_at
        from extraction_sessions s
        left join sellers se on se.id = s.seller_id
        order by s.created_at desc, s.id
        limit ${DASHBOARD_RECENT_SESSIONS}`,
    ),
  ]);
  return {
    batchesAwaitingReview: awaiting[0]?.count ?? 0,
    recentSessions: sessions.map((row) => ({
      id: row.id,
      sellerName: row.seller_name,
      status: row.status,
      startedAt: new Date(row.created_at).toISOString(),
    })),
  };
}

async function listingExamples(db: Executor, condition: ReturnType<typeof sql>): Promise<ListingRef[]> {
  const rows = await queryRows<{ id: string; title: string }>(
    db,
    sql`select l.id, concat_ws(' ', m.name, mo.name, l.variant) as title
      from listings l
      join makes m on m.id = l.make_id
      join models mo on mo.id = l.model_id
      where ${condition}
      order by l.updated_at desc, l.id
      limit ${DASHBOARD_EXAMPLES}`,
  );
  return rows.map((r) => ({ id: r.id, title: r.title }));
}

/**
 * The score of the offer the public search shows for each public listing under its default
 * configuration, from the same memoised selection the search uses (no extra work when it is warm).
 */
async function displayedScores(catalog: CatalogCache) {
  const snapshot = await catalog.get();
  const options = gridSelectionOptions({}, snapshot.searchTargets);
  const selection = catalog.memo(snapshot, `selection:${gridSelectionKey(options, undefined)}`, () =>
    computeGridSelection(snapshot.listings, options, undefined),
  );
  const buckets = emptyScoreBuckets();
  let unscored = 0;
  for (const score of selection.score) {
    if (score === null) unscored += 1;
    else (buckets[scoreBucketIndex(score)] as { count: number }).count += 1;
  }
  return { buckets, unscored };
}
