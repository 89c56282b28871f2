import { sql } from 'drizzle-orm';
import type { PriceObservation } from '../../domain/price-history/price-observation';
import { type Executor, queryRows } from '../client';

/** One offer's observations, oldest first (ADR 068). */
export type OfferPriceHistory = {
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  observations: PriceObservation[];
};

type Row = {
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  kind: PriceObservation['kind'];
  observed_at: string | Date;
  monthly_price: number | null;
};

/**
 * Every offer's observations of one listing from `since` on, with each offer's last observation before
 * `since` (the price it had when the window opened), oldest first.
 */
export async function readOfferPriceHistory(
  db: Executor,
  listingId: string,
  since: Date,
): Promise<OfferPriceHistory[]> {
  const at = since.toISOString();
  const rows = await queryRows<Row>(
    db,
    sql`
      select mileage_per_year, period_months::int as period_months, first_payment, kind, observed_at,
        monthly_price
      from (
        select h.*, row_number() over (
            partition by h.mileage_per_year, h.period_months, h.first_payment
            order by h.observed_at desc
          ) as back
        from offer_price_history h
        where h.listing_id = ${listingId} and h.observed_at < ${at}::timestamptz
      ) before_window
      where back = 1
      union all
      select mileage_per_year, period_months::int, first_payment, kind, observed_at, monthly_price
      from offer_price_history
      where listing_id = ${listingId} and observed_at >= ${at}::timestamptz
      order by mileage_per_year, period_months, first_payment, observed_at`,
  );
  const offers = new Map<string, OfferPriceHistory>();
  for (const row of rows) {
    const key = `${row.mileage_per_year}|${row.period_months}|${row.first_payment}`;
    let offer = offers.get(key);
    if (!offer) {
      offer = {
        mileage_per_year: Number(row.mileage_per_year),
        period_months: Number(row.period_months),
        first_payment: Number(row.first_payment),
        observations: [],
      };
      offers.set(key, offer);
    }
    const observedAt = row.observed_at instanceof Date ? row.observed_at : new Date(row.observed_at);
    offer.observations.push({
      kind: row.kind,
      observed_at: observedAt.toISOString(),
      monthly_price: row.monthly_price === null ? null : Number(row.monthly_price),
    });
  }
  return [...offers.values()];
}
