import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sellers } from './catalog';
import { extractionSessions, importBatches } from './ingestion';

export const priceListFetchOutcomes = ['unchanged', 'same_reading', 'changed', 'failed'] as const;
export type PriceListFetchOutcome = (typeof priceListFetchOutcomes)[number];

/**
 * The scheduled re-fetch of a seller's saved price-list URL (issue 27 part 5, ADR 056): one row per
 * (seller, URL) the schedule has tried. An unchanged download (same SHA-256) only confirms the offers
 * the URL gave; a changed one becomes an extraction session and a batch for review.
 */
export const priceListFetches = pgTable(
  'price_list_fetches',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** The last attempt, successful or not (the server's clock). */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** The last download that succeeded; null while none has. */
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
    /** SHA-256 (hex) of the last successful download. */
    contentSha256: text('content_sha256'),
    outcome: text('outcome').$type<PriceListFetchOutcome>().notNull(),
    /** Danish, shown on the dashboard while the source fails. */
    error: text('error'),
    /** When the current run of failures began; null when the last attempt succeeded. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    /** The session a changed list became, while it is read (a batch is made from it when it succeeds). */
    sessionId: uuid('session_id').references(() => extractionSessions.id, { onDelete: 'set null' }),
    /** The batch a changed list opened for review. */
    batchId: uuid('batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.sellerId, t.url] }),
    check(
      'price_list_fetches_outcome_check',
      sql`${t.outcome} in ('unchanged', 'same_reading', 'changed', 'failed')`,
    ),
    index('price_list_fetches_checked_idx').on(t.checkedAt),
  ],
);
