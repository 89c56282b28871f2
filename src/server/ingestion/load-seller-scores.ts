import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client';
import { SCORED_METHOD } from '../../domain/lease-score/lease-score-bands';

/**
 * One score per scored listing of the seller, as matching's outlier warning wants it: the highest
 * scored-method (SCORED_METHOD) lease score among the listing's offers.
 */
export async function loadSellerScores(db: Executor, sellerId: string): Promise<number[]> {
  const rows = await queryRows<{ score: number }>(
    db,
    sql`select max(o.lease_score) as score
        from lease_offers o join listings l on l.id = o.listing_id
        where l.seller_id = ${sellerId} and o.lease_score_method = ${SCORED_METHOD}
        group by l.id`,
  );
  return rows.map((row) => Number(row.score));
}
