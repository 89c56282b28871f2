import { type SQL, sql } from 'drizzle-orm';
import type { AdminListingsFilter } from '../../../../domain/admin/listing-selection';
import { listingQualityCondition } from './listing-quality-condition';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function likePattern(word: string): string {
  return `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The listings list's filter as SQL over `listings l`, `makes mk`, `models md` and `sellers s` (left
 * joined): every search word must occur in make, model, variant or seller name (case-insensitive); then
 * status, seller, data quality. The list's page and a bulk action on every matching listing (issue 25)
 * both use it, so "every listing that matches the filter" is exactly what the list counts.
 */
export function adminListingsFilterCondition(filter: AdminListingsFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  for (const word of words) {
    conditions.push(
      sql`(mk.name || ' ' || md.name || ' ' || coalesce(l.variant, '') || ' ' || coalesce(s.name, '')) ilike ${likePattern(word)}`,
    );
  }
  if (filter.status) conditions.push(sql`l.status = ${filter.status}`);
  if (filter.seller_id !== undefined) {
    // An id that cannot exist matches nothing rather than failing the page.
    conditions.push(
      uuidPattern.test(filter.seller_id) ? sql`l.seller_id = ${filter.seller_id}::uuid` : sql`false`,
    );
  }
  if (filter.quality) conditions.push(listingQualityCondition[filter.quality]);
  return sql.join(conditions, sql` and `);
}

/** The joins the filter's aliases need, after `from listings l`. */
export const adminListingsFilterJoins = sql`
  join makes mk on mk.id = l.make_id
  join models md on md.id = l.model_id
  left join sellers s on s.id = l.seller_id`;
