import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';

/**
 * The ids of live offers whose last observation is a lower monthly price recorded on or after the Danish
 * day `firstDay` ('YYYY-MM-DD'): the cards' "Prisfald" (ADR 068), read once per catalogue snapshot. Only
 * recent changes are visited (a partial index on changes by time), so the cost follows the number of
 * recent changes, not of offers.
 */
export async function readRecentPriceDrops(db: Executor, firstDay: string): Promise<Set<string>> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
      select o.id::text as id
      from offer_price_history h
      join lease_offers o on o.listing_id = h.listing_id and o.mileage_per_year = h.mileage_per_year
        and o.period_months = h.period_months and o.first_payment = h.first_payment
        and o.monthly_price = h.monthly_price
      where h.kind = 'changed'
        and h.observed_at >= (${firstDay}::date)::timestamp at time zone 'Europe/Copenhagen'
        and h.monthly_price < h.previous_monthly_price
        and not exists (
          select 1 from offer_price_history later
          where later.listing_id = h.listing_id and later.mileage_per_year = h.mileage_per_year
            and later.period_months = h.period_months and later.first_payment = h.first_payment
            and later.observed_at > h.observed_at
        )`,
  );
  return new Set(rows.map((row) => row.id));
}
