import { asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../../db/client';
import { files, listings, makes, sellers } from '../../../../db/schema';
import { ADMIN_LIST_LIMIT } from '../../../../domain/admin/admin-search-params';
import type { SellerListPageJson } from '../../../../domain/admin/seller-api-types';
import type { SellerSort, SellersSearch } from '../../../../domain/admin/seller-search-params';
import { likePattern, sellerColumns, toSellerRecord } from './seller-record';

/**
 * The sellers list: searched (name, company, e-mail, phone — phone also by its digits alone), sorted
 * and paginated in the database, each row with its listing counts.
 */
export async function listSellers(executor: Executor, search: SellersSearch): Promise<SellerListPageJson> {
  const page = search.page ?? 1;
  const limit = search.limit ?? ADMIN_LIST_LIMIT.default;
  const where = searchCondition(search.search);

  const counts = executor
    .select({
      sellerId: listings.sellerId,
      total: sql<number>`count(*)::int`.as('total'),
      active: sql<number>`(count(*) filter (where ${listings.status} = 'active'))::int`.as('active'),
    })
    .from(listings)
    .groupBy(listings.sellerId)
    .as('listing_counts');

  const [totalRow] = await executor.select({ total: count() }).from(sellers).where(where);
  const rows = await executor
    .select({
      ...sellerColumns,
      listingCount: sql<number>`coalesce(${counts.total}, 0)`,
      activeListingCount: sql<number>`coalesce(${counts.active}, 0)`,
    })
    .from(sellers)
    .leftJoin(makes, eq(makes.id, sellers.makeId))
    .leftJoin(files, eq(files.id, sellers.logoFileId))
    .leftJoin(counts, eq(counts.sellerId, sellers.id))
    .where(where)
    .orderBy(...order(search.sort ?? 'name', sql`coalesce(${counts.total}, 0)`))
    .limit(limit)
    .offset((page - 1) * limit);

  return {
    items: rows.map((row) => ({
      ...toSellerRecord(row),
      listing_count: Number(row.listingCount),
      active_listing_count: Number(row.activeListingCount),
      last_import_at: null,
    })),
    total: totalRow?.total ?? 0,
    page,
    limit,
  };
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  const digits = search.replace(/\D/g, '');
  return or(
    ilike(sellers.name, pattern),
    ilike(sellers.company, pattern),
    ilike(sellers.email, pattern),
    ilike(sellers.phone, pattern),
    // "12345678" finds "+45 12 34 56 78".
    digits.length >= 3 && digits.length === search.replace(/[\s+()./-]/g, '').length
      ? sql`regexp_replace(coalesce(${sellers.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

function order(sort: SellerSort, listingCount: SQL): SQL[] {
  const direction = sort.startsWith('-') ? desc : asc;
  const key = sort.replace('-', '');
  const byName = [direction(sql`lower(${sellers.name})`), asc(sellers.id)];
  if (key === 'created') return [direction(sellers.createdAt), ...byName];
  if (key === 'listings') return [direction(listingCount), asc(sql`lower(${sellers.name})`), asc(sellers.id)];
  return byName;
}
