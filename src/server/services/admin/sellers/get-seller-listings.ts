import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { leaseOffers, listings, makes, models, sellers } from '../../../../db/schema';
import { ADMIN_LIST_LIMIT } from '../../../../domain/admin/admin-search-params';
import type { SellerListingsPageJson } from '../../../../domain/admin/seller-api-types';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { likePattern } from './seller-record';

export type SellerListingsQuery = {
  search?: string | undefined;
  status?: ListingStatus | undefined;
  page?: number | undefined;
  limit?: number | undefined;
};

/**
 * One seller's listings for /admin/sellers/listings: figures over all its listings, and a page of the
 * ones matching the search (make, model, variant) and status, newest first. Null for an unknown seller.
 */
export async function getSellerListings(
  executor: Executor,
  sellerId: string,
  query: SellerListingsQuery,
): Promise<SellerListingsPageJson | null> {
  const [seller] = await executor
    .select({ id: sellers.id, name: sellers.name })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) return null;
  const page = query.page ?? 1;
  const limit = query.limit ?? ADMIN_LIST_LIMIT.default;

  const offerStats = executor
    .select({
      listingId: leaseOffers.listingId,
      offerCount: sql<number>`count(*)::int`.as('offer_count'),
      lowest: sql<number>`min(${leaseOffers.monthlyPrice})::int`.as('lowest'),
    })
    .from(leaseOffers)
    .innerJoin(listings, eq(listings.id, leaseOffers.listingId))
    .where(eq(listings.sellerId, sellerId))
    .groupBy(leaseOffers.listingId)
    .as('offer_stats');

  const where = and(eq(listings.sellerId, sellerId), ...filters(query));
  const [stats] = await executor
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${listings.status} = 'active'))::int`,
      pending: sql<number>`(count(*) filter (where ${listings.status} = 'pending'))::int`,
      inactive: sql<number>`(count(*) filter (where ${listings.status} = 'inactive'))::int`,
      offers: sql<number>`coalesce(sum(${offerStats.offerCount}), 0)::int`,
    })
    .from(listings)
    .leftJoin(offerStats, eq(offerStats.listingId, listings.id))
    .where(eq(listings.sellerId, sellerId));
  const [totalRow] = await executor
    .select({ n: count() })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .where(where);
  const rows = await executor
    .select({
      id: listings.id,
      make: makes.name,
      model: models.name,
      variant: listings.variant,
      year: listings.year,
      status: listings.status,
      fuelType: listings.fuelType,
      lowest: offerStats.lowest,
      offerCount: offerStats.offerCount,
      createdAt: listings.createdAt,
      updatedAt: listings.updatedAt,
    })
    .from(listings)
    .innerJoin(makes, eq(makes.id, listings.makeId))
    .innerJoin(models, eq(models.id, listings.modelId))
    .leftJoin(offerStats, eq(offerStats.listingId, listings.id))
    .where(where)
    .orderBy(desc(listings.createdAt), asc(makes.name), asc(models.name), asc(listings.id))
    .limit(limit)
    .offset((page - 1) * limit);

  return {
    seller,
    stats: {
      total: Number(stats?.total ?? 0),
      active: Number(stats?.active ?? 0),
      pending: Number(stats?.pending ?? 0),
      inactive: Number(stats?.inactive ?? 0),
      offers: Number(stats?.offers ?? 0),
    },
    items: rows.map((row) => ({
      id: row.id,
      make: row.make,
      model: row.model,
      variant: row.variant,
      year: row.year,
      status: row.status as ListingStatus,
      fuel_type: row.fuelType,
      lowest_monthly_price: row.lowest === null ? null : Number(row.lowest),
      offer_count: Number(row.offerCount ?? 0),
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
    page,
    limit,
  };
}

function filters(query: SellerListingsQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(listings.status, query.status));
  if (query.search) {
    const pattern = likePattern(query.search);
    const words = query.search.split(/\s+/).filter(Boolean);
    // Every word must match somewhere in "make model variant" ("golf life" finds VW Golf Life).
    const text = sql`concat_ws(' ', ${makes.name}, ${models.name}, ${listings.variant})`;
    const all = and(...words.map((word) => sql`${text} ilike ${likePattern(word)}`));
    const condition = or(ilike(listings.variant, pattern), all);
    if (condition) conditions.push(condition);
  }
  return conditions;
}
