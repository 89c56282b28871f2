import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  type PriceChangeSource,
  type PriceObservationKind,
  priceChangeSources,
  priceObservationKinds,
} from '../../domain/price-history/price-observation';

const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replace(/'/g, "''")}'`).join(', '));

/**
 * Every change of an offer's monthly price, written by triggers on lease_offers (migrations 0024 and 0026,
 * ADR 068). Keyed by the offer's terms, not its id: an offer deleted and inserted again with the same km/år,
 * løbetid and udbetaling continues its history. Lean on purpose, as the seed writes a row per offer: no id
 * and no foreign key (a trigger on listings deletes a deleted listing's rows).
 */
export const offerPriceHistory = pgTable(
  'offer_price_history',
  {
    listingId: uuid('listing_id').notNull(),
    mileagePerYear: integer('mileage_per_year').notNull(),
    periodMonths: smallint('period_months').notNull(),
    firstPayment: integer('first_payment').notNull(),
    kind: text('kind').$type<PriceObservationKind>().notNull(),
    /** Null when the offer was withdrawn. */
    monthlyPrice: integer('monthly_price'),
    /** The monthly price before a 'changed' observation; null otherwise. */
    previousMonthlyPrice: integer('previous_monthly_price'),
    source: text('source').$type<PriceChangeSource>().notNull(),
    /** The import batch that wrote the price, when one did. */
    batchId: uuid('batch_id'),
    observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('offer_price_history_listing_idx').on(t.listingId, t.observedAt),
    index('offer_price_history_changed_idx').on(t.observedAt).where(sql`${t.kind} = 'changed'`),
    check('offer_price_history_kind_check', sql`${t.kind} in (${sqlList(priceObservationKinds)})`),
    check('offer_price_history_source_check', sql`${t.source} in (${sqlList(priceChangeSources)})`),
    check(
      'offer_price_history_price_check',
      sql`(${t.kind} = 'withdrawn') = (${t.monthlyPrice} is null)
        and (${t.kind} = 'changed') = (${t.previousMonthlyPrice} is not null)`,
    ),
  ],
);
