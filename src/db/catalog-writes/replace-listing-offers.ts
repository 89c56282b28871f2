import { sql } from 'drizzle-orm';
import type { StatedOffer } from '../../domain/ingestion/offer-conditions';
import { LEASE_SCORE_VERSION } from '../../domain/lease-score/lease-score-config';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import { type Executor, queryRows } from '../client';
import { namePriceSource } from '../price-history/name-price-source';
import { assertValidOffers } from './offer-validation';
import { unnestColumns } from './pg-arrays';
import { type OfferScore, scoreOffer } from './score-offer';

export type ScoredOffer = LeaseOffer & OfferScore;

export type ReplaceOffersOptions = {
  /**
   * What happens to the totals a price list stated for an offer that survives (same mileage, term, first
   * payment): 'replace' (an import) stores the input's, null where it states none; 'keep' (default: an
   * admin's edit, whose offers carry none) leaves them. New offers always get the input's.
   */
  statedTotals?: 'replace' | 'keep';
  /**
   * Where the prices come from (issue 27 part 5, ADR 056). A price list confirms every offer it states:
   * each offer of the listing gets this source and `confirmedAt`, changed or not. Without it (an admin's
   * form) only an offer whose monthly price changed, or a new one, becomes 'admin' and confirmed now;
   * the others keep the source and date they had.
   */
  source?: PriceListOfferSource;
  /** The moment written to confirmed_at (the server's clock); default the database's now(). */
  confirmedAt?: Date;
};

export type PriceListOfferSource = {
  /** The price list's file name or URL. */
  name: string;
  /** The page the car was read from, when the reader knows it. */
  page: number | null;
  batchId: string | null;
};

/**
 * Makes `offers` the listing's complete offer list, each stored with its v2.1 score against the listing's
 * current retail price. Offers whose (mileage, term, first payment) survive keep their id and are updated
 * only when something changed; the rest are deleted. A stated total or minimum price is stored beside the
 * offer and never takes part in its identity or score. Throws if the listing does not exist or the input
 * repeats a combination.
 */
export async function replaceListingOffers(
  executor: Executor,
  listingId: string,
  offers: readonly StatedOffer[],
  options: ReplaceOffersOptions = {},
): Promise<ScoredOffer[]> {
  const stated = options.statedTotals === 'replace' ? 'excluded' : 'o';
  const confirmedAt = options.confirmedAt
    ? sql`${options.confirmedAt.toISOString()}::timestamptz`
    : sql`now()`;
  assertValidOffers(offers, listingId);
  return executor.transaction(async (tx) => {
    await namePriceSource(tx, 'admin', { unlessNamed: true });
    // Locks the listing row, so a concurrent retail-price change cannot slip between reading the price
    // and writing scores based on it.
    const [listing] = await queryRows<{ retail_price: number | null }>(
      tx,
      sql`update listings set updated_at = now() where id = ${listingId} returning retail_price`,
    );
    if (!listing) throw new Error(`Listing ${listingId} not found`);
    const retailPrice = listing.retail_price === null ? null : Number(listing.retail_price);
    const scored = offers.map((offer) => ({
      mileage_per_year: offer.mileage_per_year,
      period_months: offer.period_months,
      first_payment: offer.first_payment,
      monthly_price: offer.monthly_price,
      ...scoreOffer(retailPrice, offer),
    }));

    const keys = unnestColumns([
      { values: scored.map((o) => o.mileage_per_year), type: 'integer' },
      { values: scored.map((o) => o.period_months), type: 'smallint' },
      { values: scored.map((o) => o.first_payment), type: 'integer' },
    ]);
    await tx.execute(sql`
      delete from lease_offers o
      where o.listing_id = ${listingId}
        and not exists (
          select 1 from ${keys} as k(mileage_per_year, period_months, first_payment)
          where k.mileage_per_year = o.mileage_per_year
            and k.period_months = o.period_months
            and k.first_payment = o.first_payment
        )`);
    if (scored.length === 0) return scored;

    const rows = unnestColumns([
      { values: scored.map((o) => o.mileage_per_year), type: 'integer' },
      { values: scored.map((o) => o.period_months), type: 'smallint' },
      { values: scored.map((o) => o.first_payment), type: 'integer' },
      { values: scored.map((o) => o.monthly_price), type: 'integer' },
      { values: scored.map((o) => o.leaseScore), type: 'smallint' },
      { values: scored.map((o) => o.leaseScoreMethod), type: 'text' },
      { values: offers.map((o) => o.total_cost ?? null), type: 'integer' },
      { values: offers.map((o) => o.minimum_price ?? null), type: 'integer' },
    ]);
    const statedTotal = sql.raw(`${stated}.stated_total_cost`);
    const statedMinimum = sql.raw(`${stated}.stated_minimum_price`);
    await tx.execute(sql`
      insert into lease_offers as o (
        listing_id, mileage_per_year, period_months, first_payment, monthly_price,
        lease_score, lease_score_method, stated_total_cost, stated_minimum_price, lease_score_version,
        source_kind, confirmed_at
      )
      select ${listingId}::uuid, r.*, ${LEASE_SCORE_VERSION}, 'admin', ${confirmedAt}
      from ${rows} as r
      on conflict (listing_id, mileage_per_year, period_months, first_payment) do update set
        monthly_price = excluded.monthly_price,
        lease_score = excluded.lease_score,
        lease_score_method = excluded.lease_score_method,
        lease_score_version = excluded.lease_score_version,
        stated_total_cost = ${statedTotal},
        stated_minimum_price = ${statedMinimum},
        source_kind = case when o.monthly_price is distinct from excluded.monthly_price
          then 'admin' else o.source_kind end,
        source_name = case when o.monthly_price is distinct from excluded.monthly_price
          then null else o.source_name end,
        source_page = case when o.monthly_price is distinct from excluded.monthly_price
          then null else o.source_page end,
        source_batch_id = case when o.monthly_price is distinct from excluded.monthly_price
          then null else o.source_batch_id end,
        confirmed_at = case when o.monthly_price is distinct from excluded.monthly_price
          then excluded.confirmed_at else o.confirmed_at end,
        updated_at = now()
      where (o.monthly_price, o.lease_score, o.lease_score_method, o.lease_score_version,
          o.stated_total_cost, o.stated_minimum_price)
        is distinct from (excluded.monthly_price, excluded.lease_score, excluded.lease_score_method,
          excluded.lease_score_version, ${statedTotal}, ${statedMinimum})`);
    if (options.source) {
      // The list states every one of these offers today: all of them are its, and confirmed now.
      await tx.execute(sql`
        update lease_offers set source_kind = 'price_list', source_name = ${options.source.name},
          source_page = ${options.source.page}, source_batch_id = ${options.source.batchId},
          confirmed_at = ${confirmedAt}
        where listing_id = ${listingId}`);
    }
    return scored;
  });
}
