import { type SQL, sql } from 'drizzle-orm';
import type { PriceObservation } from '../../domain/price-history/price-observation';

/** One offer's observations, oldest first (ADR 068). */
export type OfferPriceHistory = {
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  observations: PriceObservation[];
};

/** One stored observation as `offerPriceHistoryJson` answers it. */
export type PriceObservationRow = {
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  kind: PriceObservation['kind'];
  observed_at: string;
  monthly_price: number | null;
};

/**
 * A JSON array of every observation of the listing `listingId` (an SQL expression, such as a column of the
 * caller's query) from `since` on, with each offer's last observation before `since` (the price it had when
 * the window opened), oldest first: one sub-select, so a detail page's single query can carry its history.
 */
export function offerPriceHistoryJson(listingId: SQL, since: Date): SQL {
  const at = since.toISOString();
  return sql`coalesce((
    select jsonb_agg(jsonb_build_object('mileage_per_year', h.mileage_per_year,
        'period_months', h.period_months::int, 'first_payment', h.first_payment, 'kind', h.kind,
        'observed_at', h.observed_at, 'monthly_price', h.monthly_price) order by h.observed_at)
    from (
      select distinct on (b.mileage_per_year, b.period_months, b.first_payment) b.*
      from offer_price_history b
      where b.listing_id = ${listingId} and b.observed_at < ${at}::timestamptz
      order by b.mileage_per_year, b.period_months, b.first_payment, b.observed_at desc
    ) h
  ), '[]'::jsonb) || coalesce((
    select jsonb_agg(jsonb_build_object('mileage_per_year', h.mileage_per_year,
        'period_months', h.period_months::int, 'first_payment', h.first_payment, 'kind', h.kind,
        'observed_at', h.observed_at, 'monthly_price', h.monthly_price) order by h.observed_at)
    from offer_price_history h
    where h.listing_id = ${listingId} and h.observed_at >= ${at}::timestamptz
  ), '[]'::jsonb)`;
}

/** The rows of `offerPriceHistoryJson` per offer (km/år, løbetid, udbetaling), each oldest first. */
export function groupPriceObservations(rows: readonly PriceObservationRow[]): OfferPriceHistory[] {
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
    offer.observations.push({
      kind: row.kind,
      observed_at: new Date(row.observed_at).toISOString(),
      monthly_price: row.monthly_price === null ? null : Number(row.monthly_price),
    });
  }
  for (const offer of offers.values()) {
    offer.observations.sort((a, b) => Date.parse(a.observed_at) - Date.parse(b.observed_at));
  }
  return [...offers.values()];
}
