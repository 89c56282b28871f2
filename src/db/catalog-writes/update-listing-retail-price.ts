import { sql } from 'drizzle-orm';
import { LEASE_SCORE_VERSION } from '../../domain/lease-score/lease-score-config';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import { type Executor, queryRows } from '../client';
import { assertValidRetailPrice } from './offer-validation';
import { unnestColumns } from './pg-arrays';
import { scoreOffer } from './score-offer';

type StoredOfferRow = LeaseOffer & { id: string };

/**
 * Sets the listing's retail price and rescores every one of its offers in the same transaction.
 * Returns how many offers were rescored; throws if the listing does not exist.
 */
export async function updateListingRetailPrice(
  executor: Executor,
  listingId: string,
  retailPrice: number | null,
): Promise<{ rescoredOffers: number }> {
  return updateListingsRetailPrice(executor, [listingId], retailPrice);
}

/**
 * The same write for several listings at once (a bulk edit of every listing matching a filter, issue 25):
 * one update of the listings, one read of their offers, one update of the offers' scores, whatever the
 * number. Throws if any listing does not exist.
 */
export async function updateListingsRetailPrice(
  executor: Executor,
  listingIds: readonly string[],
  retailPrice: number | null,
): Promise<{ rescoredOffers: number }> {
  const ids = [...new Set(listingIds)];
  if (ids.length === 0) return { rescoredOffers: 0 };
  assertValidRetailPrice(retailPrice, ids.join(', '));
  const idList = unnestColumns([{ values: ids, type: 'uuid' }]);
  return executor.transaction(async (tx) => {
    // Updating the rows first takes their locks, so concurrent offer replacements wait and then see the new price.
    const updated = await queryRows<{ id: string }>(
      tx,
      sql`update listings set retail_price = ${retailPrice}, updated_at = now()
          where id in (select id from ${idList} as r(id)) returning id`,
    );
    if (updated.length !== ids.length) {
      const found = new Set(updated.map((row) => row.id));
      throw new Error(`Listing ${ids.find((id) => !found.has(id))} not found`);
    }

    const offers = await queryRows<StoredOfferRow>(
      tx,
      sql`select id, mileage_per_year, period_months, first_payment, monthly_price
          from lease_offers where listing_id in (select id from ${idList} as r(id))`,
    );
    if (offers.length === 0) return { rescoredOffers: 0 };
    const scores = offers.map((offer) => scoreOffer(retailPrice, offer));

    const rows = unnestColumns([
      { values: offers.map((o) => o.id), type: 'uuid' },
      { values: scores.map((s) => s.leaseScore), type: 'smallint' },
      { values: scores.map((s) => s.leaseScoreMethod), type: 'text' },
    ]);
    await tx.execute(sql`
      update lease_offers o set
        lease_score = r.lease_score,
        lease_score_method = r.lease_score_method,
        lease_score_version = ${LEASE_SCORE_VERSION},
        updated_at = now()
      from ${rows} as r(id, lease_score, lease_score_method)
      where o.id = r.id`);
    return { rescoredOffers: offers.length };
  });
}
