import { sql } from 'drizzle-orm';
import type { StatedOffer } from '../../domain/ingestion/offer-conditions';
import { LEASE_SCORE_VERSION } from '../../domain/lease-score/lease-score-config';
import { assertValidOffers } from '../catalog-writes/offer-validation';
import { unnestColumns } from '../catalog-writes/pg-arrays';
import { scoreOffer } from '../catalog-writes/score-offer';
import type { Transaction } from '../client';

/**
 * Set-based offer writes of an import's apply (issue 28 goal 4, ADR 058): the offers of many listings
 * in a few statements, where replaceListingOffers writes one listing's. The same rules: each offer is
 * scored against its listing's retail price, keeps the totals the list states (null where it states
 * none), and gets the price list as its source, confirmed at the apply's moment (ADR 056).
 */

/** One listing's offers as the price list states them, and where they come from. */
export type ListingOffersFromList = {
  listingId: string;
  /** The listing's retail price the offers are scored against (null: not scorable). */
  retailPrice: number | null;
  offers: readonly StatedOffer[];
  /** The first page the car was read on, when the reader knows it. */
  page: number | null;
};

export type PriceListSource = { name: string; batchId: string; confirmedAt: Date };

function offerRows(lists: readonly ListingOffersFromList[]) {
  const rows = lists.flatMap((list) => {
    assertValidOffers(list.offers, list.listingId);
    return list.offers.map((offer) => ({
      listingId: list.listingId,
      page: list.page,
      offer,
      ...scoreOffer(list.retailPrice, offer),
    }));
  });
  return unnestColumns([
    { values: rows.map((r) => r.listingId), type: 'uuid' },
    { values: rows.map((r) => r.offer.mileage_per_year), type: 'integer' },
    { values: rows.map((r) => r.offer.period_months), type: 'smallint' },
    { values: rows.map((r) => r.offer.first_payment), type: 'integer' },
    { values: rows.map((r) => r.offer.monthly_price), type: 'integer' },
    { values: rows.map((r) => r.leaseScore), type: 'smallint' },
    { values: rows.map((r) => r.leaseScoreMethod), type: 'text' },
    { values: rows.map((r) => r.offer.total_cost ?? null), type: 'integer' },
    { values: rows.map((r) => r.offer.minimum_price ?? null), type: 'integer' },
    { values: rows.map((r) => r.page), type: 'smallint' },
  ]);
}

const offerColumns = sql`r(listing_id, mileage_per_year, period_months, first_payment, monthly_price,
  lease_score, lease_score_method, stated_total_cost, stated_minimum_price, source_page)`;

/**
 * Makes each list's offers its listing's complete offer set, in two statements whatever the number of
 * listings: offers the list no longer states are deleted, the others inserted or updated (an offer's id
 * survives when its mileage, term and first payment do), each carrying the price list as its source,
 * confirmed now. `newListings`: listings created by this apply, which have no offers to delete.
 */
export async function replaceOffersFromList(
  tx: Transaction,
  lists: readonly ListingOffersFromList[],
  source: PriceListSource,
  options: { newListings?: boolean } = {},
): Promise<void> {
  if (lists.length === 0) return;
  // A listing named twice keeps the last list's offers, as two replacements one after the other would.
  lists = [...new Map(lists.map((list) => [list.listingId, list])).values()];
  const confirmedAt = sql`${source.confirmedAt.toISOString()}::timestamptz`;
  const listingIds = unnestColumns([{ values: lists.map((list) => list.listingId), type: 'uuid' }]);
  const rows = offerRows(lists);
  if (!options.newListings) {
    await tx.execute(sql`
      delete from lease_offers o
      where o.listing_id in (select id from ${listingIds} as l(id))
        and not exists (
          select 1 from ${rows} as ${offerColumns}
          where r.listing_id = o.listing_id
            and r.mileage_per_year = o.mileage_per_year
            and r.period_months = o.period_months
            and r.first_payment = o.first_payment
        )`);
  }
  // Every offer left is one the list states: each is written once, with its source and confirmation;
  // updated_at moves only where the price, score or stated totals changed.
  const changed = sql`(o.monthly_price, o.lease_score, o.lease_score_method, o.lease_score_version,
      o.stated_total_cost, o.stated_minimum_price)
    is distinct from (excluded.monthly_price, excluded.lease_score, excluded.lease_score_method,
      excluded.lease_score_version, excluded.stated_total_cost, excluded.stated_minimum_price)`;
  await tx.execute(sql`
    insert into lease_offers as o (
      listing_id, mileage_per_year, period_months, first_payment, monthly_price,
      lease_score, lease_score_method, stated_total_cost, stated_minimum_price, source_page,
      lease_score_version, source_kind, source_name, source_batch_id, confirmed_at
    )
    select r.*, ${LEASE_SCORE_VERSION}, 'price_list', ${source.name}, ${source.batchId}::uuid, ${confirmedAt}
    from ${rows} as ${offerColumns}
    on conflict (listing_id, mileage_per_year, period_months, first_payment) do update set
      updated_at = case when ${changed} then now() else o.updated_at end,
      monthly_price = excluded.monthly_price,
      lease_score = excluded.lease_score,
      lease_score_method = excluded.lease_score_method,
      lease_score_version = excluded.lease_score_version,
      stated_total_cost = excluded.stated_total_cost,
      stated_minimum_price = excluded.stated_minimum_price,
      source_kind = excluded.source_kind,
      source_name = excluded.source_name,
      source_page = excluded.source_page,
      source_batch_id = excluded.source_batch_id,
      confirmed_at = excluded.confirmed_at`);
}

/**
 * The list states these listings' offers (changed or not): all of them are its, and confirmed now. With
 * `sellerId`, only listings of that seller are touched.
 */
export async function confirmOffersFromList(
  tx: Transaction,
  lists: readonly { listingId: string; page: number | null }[],
  source: PriceListSource,
  sellerId?: string,
): Promise<void> {
  if (lists.length === 0) return;
  const pages = unnestColumns([
    { values: lists.map((list) => list.listingId), type: 'uuid' },
    { values: lists.map((list) => list.page), type: 'smallint' },
  ]);
  const ofSeller = sellerId
    ? sql`and exists (select 1 from listings l where l.id = o.listing_id and l.seller_id = ${sellerId})`
    : sql``;
  await tx.execute(sql`
    update lease_offers o set source_kind = 'price_list', source_name = ${source.name},
      source_page = p.page, source_batch_id = ${source.batchId}::uuid,
      confirmed_at = ${source.confirmedAt.toISOString()}::timestamptz
    from ${pages} as p(listing_id, page)
    where o.listing_id = p.listing_id ${ofSeller}`);
}
