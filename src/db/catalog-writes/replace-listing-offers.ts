import { sql } from 'drizzle-orm';
import { LEASE_SCORE_VERSION } from '../../domain/lease-score/lease-score-config';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import { type Executor, queryRows } from '../client';
import { assertValidOffers } from './offer-validation';
import { unnestColumns } from './pg-arrays';
import { type OfferScore, scoreOffer } from './score-offer';

export type ScoredOffer = LeaseOffer & OfferScore;

/**
 * Makes `offers` the listing's complete offer list, each stored with its v2.1 score against the listing's
 * current retail price. Offers whose (mileage, term, first payment) survive keep their id and are updated
 * only when something changed; the rest are deleted. Throws if the listing does not exist or the input
 * repeats a combination.
 */
export async function replaceListingOffers(
  executor: Executor,
  listingId: string,
  offers: readonly LeaseOffer[],
): Promise<ScoredOffer[]> {
  assertValidOffers(offers, listingId);
  return executor.transaction(async (tx) => {
    // Locks the listing row, so a concurrent retail-price change cannot slip between reading the price
    // and writing scores based on it.
    const [listing] = await queryRows<{ retail_price: number | null }>(
      tx,
      sql`update listings set updated_at = now() where id = ${listingId} returning retail_price`,
    );
    if (!listing) throw new Error(`Listing ${listingId} not found`);
    const retailPrice = listing.retail_price === null ? null : Number(listing.retail_price);
    const scored = offers.map((offer) => ({ ...offer, ...scoreOffer(retailPrice, offer) }));

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
    ]);
    await tx.execute(sql`
      insert into lease_offers as o (
        listing_id, mileage_per_year, period_months, first_payment, monthly_price,
        lease_score, lease_score_method, lease_score_version
      )
      select ${listingId}::uuid, r.*, ${LEASE_SCORE_VERSION}
      from ${rows} as r
      on conflict (listing_id, mileage_per_year, period_months, first_payment) do update set
        monthly_price = excluded.monthly_price,
        lease_score = excluded.lease_score,
        lease_score_method = excluded.lease_score_method,
        lease_score_version = excluded.lease_score_version,
        updated_at = now()
      where (o.monthly_price, o.lease_score, o.lease_score_method, o.lease_score_version)
        is distinct from (excluded.monthly_price, excluded.lease_score, excluded.lease_score_method,
          excluded.lease_score_version)`);
    return scored;
  });
}
