import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LayoutTemplate } from '../../domain/ingestion/layout-template';
import { user } from './auth';
import { sellers } from './catalog';
import { extractionSessions } from './ingestion';

/**
 * A seller's price-list layout as an admin taught it (ADR 032). Every save is a new version; the
 * newest active version is the seller's template, which extraction tries before the general reader.
 * `template` is validated by layoutTemplateSchema before it is written.
 */
export const layoutTemplates = pgTable(
  'layout_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    /** 1, 2, 3… per seller, never reused. */
    version: integer('version').notNull(),
    name: text('name'),
    template: jsonb('template').$type<LayoutTemplate>().notNull(),
    active: boolean('active').notNull().default(true),
    /** The session it was taught on (kept when that session is gone). */
    sourceSessionId: uuid('source_session_id').references(() => extractionSessions.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdByEmail: text('created_by_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedByEmail: text('deactivated_by_email'),
  },
  (t) => [
    uniqueIndex('layout_templates_seller_version_idx').on(t.sellerId, t.version),
    check('layout_templates_version_check', sql`${t.version} > 0`),
    index('layout_templates_active_idx').on(t.sellerId, t.version).where(sql`${t.active}`),
  ],
);
