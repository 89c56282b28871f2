import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import {
  ADMIN_LISTINGS_PAGE_SIZE,
  type AdminListingRow,
  type AdminListingsPage,
} from '../../../../domain/admin/admin-listing-types';
import type { AdminListingsSearch } from '../../../../domain/admin/admin-search-params';
import { fileUrl } from '../../../../domain/files/file-url';
import { SCORED_METHOD } from '../../../../domain/lease-score/lease-score-bands';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { adminListingsFilterCondition, adminListingsFilterJoins } from './admin-listings-filter';

type Row = Omit<AdminListingRow, 'image' | 'created_at' | 'updated_at' | 'offer_count'> & {
  image_sha: string | null;
  offer_count: number | string;
  total: number | string;
  created_at: Date | string;
  updated_at: Date | string;
};

const toIso = (value: Date | string) => new Date(value).toISOString();

/**
 * One page of the admin listings list, filtered and paginated in the database: the filtered set is
 * counted with a window function and only the page's rows get their offer figures and first image.
 */
export async function listAdminListings(
  db: Executor,
  search: AdminListingsSearch,
): Promise<AdminListingsPage> {
  const limit = ADMIN_LISTINGS_PAGE_SIZE;
  const page = search.page ?? 1;
  const rows = await queryRows<Row>(
    db,
    sql`
      with page as (
        select l.id, mk.name as make, md.name as model, l.variant, l.year, l.seller_id, s.name as seller_name,
          l.status, l.body_type, l.fuel_type, l.transmission, l.retail_price, l.created_at, l.updated_at,
          count(*) over () as total
        from listings l ${adminListingsFilterJoins}
        where ${adminListingsFilterCondition(search)}
        order by l.created_at desc, l.id desc
        limit ${limit} offset ${(page - 1) * limit}
      )
      select p.*, o.offer_count, o.lowest_monthly_price, o.best_lease_score,
        (select coalesce(cf.sha256, f.sha256)
          from listing_images li
          join files f on f.id = li.file_id
          left join files cf on cf.id = li.card_file_id
          where li.listing_id = p.id
          order by li.position, li.id limit 1) as image_sha
      from page p
      left join lateral (
        select count(*) as offer_count, min(lo.monthly_price) as lowest_monthly_price,
          max(lo.lease_score) filter (where lo.lease_score_method = ${SCORED_METHOD}) as best_lease_score
        from lease_offers lo where lo.listing_id = p.id
      ) o on true
      order by p.created_at desc, p.id desc`,
  );
  const total = rows[0] ? Number(rows[0].total) : page > 1 ? await countListings(db, search) : 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      make: row.make,
      model: row.model,
      variant: row.variant,
      year: row.year === null ? null : Number(row.year),
      seller_id: row.seller_id,
      seller_name: row.seller_name,
      status: row.status as ListingStatus,
      body_type: row.body_type,
      fuel_type: row.fuel_type,
      transmission: row.transmission,
      retail_price: row.retail_price === null ? null : Number(row.retail_price),
      image: row.image_sha ? fileUrl(row.image_sha) : null,
      lowest_monthly_price: row.lowest_monthly_price === null ? null : Number(row.lowest_monthly_price),
      offer_count: Number(row.offer_count),
      best_lease_score: row.best_lease_score === null ? null : Number(row.best_lease_score),
      created_at: toIso(row.created_at),
      updated_at: toIso(row.updated_at),
    })),
    total,
    page,
    limit,
    page_count: Math.ceil(total / limit),
  };
}

/** Only for a page past the end, where the window count has no row to ride on. */
async function countListings(db: Executor, search: AdminListingsSearch): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from listings l ${adminListingsFilterJoins}
        where ${adminListingsFilterCondition(search)}`,
  );
  return Number(row?.total ?? 0);
}
