import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Events from the first-party collector (POST /api/events, ADR 021). Nothing about the client (address,
 * user agent) is stored; the columns copied out of `properties` are the ones the admin's per-period
 * aggregations group by. listing_id and seller_id have no foreign key: events outlive listings.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** The client's time, clamped to received_at ± 1 day. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    event: text('event').notNull(),
    sessionId: text('session_id').notNull(),
    path: text('path').notNull(),
    pageType: text('page_type'),
    listingId: uuid('listing_id'),
    sellerId: uuid('seller_id'),
    resultsSessionId: text('results_session_id'),
    /** The whole validated event. */
    properties: jsonb('properties').notNull(),
  },
  (t) => [
    index('analytics_events_received_at_idx').on(t.receivedAt),
    index('analytics_events_event_received_at_idx').on(t.event, t.receivedAt),
    index('analytics_events_listing_event_idx')
      .on(t.listingId, t.event)
      .where(sql`${t.listingId} is not null`),
    index('analytics_events_seller_event_idx').on(t.sellerId, t.event).where(sql`${t.sellerId} is not null`),
  ],
);

/**
 * The collector's limits, shared by every server process: per client key (a SHA-256 of the client
 * address with the day's salt, never the address itself) a fixed one-minute window of requests and the
 * bytes of events it sent today (the key changes with the salt each UTC day, so the count starts over).
 */
export const analyticsRateLimits = pgTable('analytics_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
  /** Bytes of valid events this client sent today (ADR 050), stored or refused. */
  dayBytes: bigint('day_bytes', { mode: 'number' }).notNull().default(0),
});

/** One random salt per UTC day for the rate-limit keys; older days are deleted, so old keys cannot be reversed. */
export const analyticsRateLimitSalts = pgTable('analytics_rate_limit_salts', {
  day: date('day').primaryKey(),
  salt: text('salt').notNull(),
});
