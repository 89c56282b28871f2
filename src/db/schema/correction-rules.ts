import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { sellers } from './catalog';
import { importBatches } from './ingestion';

/**
 * Corrections remembered per seller (issue 25; ADR 020): a car the reader read as `from` (make, model,
 * variant) that an admin renamed with "Ret bil" and applied is read as `to` in the seller's next lists.
 * One rule per seller and reading (`from_key`: the reading trimmed, single-spaced, lower case); a later
 * correction of the same reading replaces it. Learnt when a batch is applied; a seller's rules go with
 * the seller.
 */
export const sellerCorrectionRules = pgTable(
  'seller_correction_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    fromKey: text('from_key').notNull(),
    fromMake: text('from_make').notNull(),
    fromModel: text('from_model').notNull(),
    fromVariant: text('from_variant').notNull(),
    toMake: text('to_make').notNull(),
    toModel: text('to_model').notNull(),
    toVariant: text('to_variant').notNull(),
    /** The batch whose apply taught (or last confirmed) the rule. */
    batchId: uuid('batch_id').references(() => importBatches.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedByEmail: text('updated_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('seller_correction_rules_reading_unique').on(t.sellerId, t.fromKey),
    index('seller_correction_rules_batch_idx').on(t.batchId),
  ],
);
