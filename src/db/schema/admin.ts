import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';

/**
 * Every admin write, recorded in the same transaction as the write itself (who, what, when,
 * before/after). actor_email is copied so the history still reads right after an account is deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    /** A StoredAuditAction of src/domain/admin/audit-vocabulary.ts ('update', 'rename+update_aliases'). */
    action: text('action').notNull(),
    /** An AuditEntity of src/domain/admin/audit-vocabulary.ts. */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The summary row of the write this row is one step of (one listing changed by a batch apply →
     * the apply's row); null for a row that stands alone or sums up others. No foreign key: the
     * summary is written last, when its counts are known.
     */
    groupId: uuid('group_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_group_idx').on(t.groupId),
    index('audit_log_entity_idx').on(t.entity, t.at),
    index('audit_log_entity_id_idx').on(t.entityId),
  ],
);

/** Site settings, one row per key; each value is validated by its zod schema in src/domain. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  /** Optimistic concurrency (ADR 037): the section's version, bumped by every save (0 while unsaved). */
  version: integer('version').notNull().default(1),
});

/**
 * Optimistic concurrency (ADR 037) for the admin user form. Kept beside better-auth's user table rather
 * than in it, so better-auth's adapter and schema check never see a field they do not know. A user
 * without a row is at version 1.
 */
export const userVersions = pgTable('user_versions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
});
