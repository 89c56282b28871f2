import { date, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Daily rollups of analytics_events for the admin's report (ADR 023): one row per Danish calendar day and
 * key, so a year's report reads a few hundred thousand small rows instead of every event. A day is final
 * once it is over (received_at is the server's clock), and recorded in analytics_rollup_days; the days
 * not yet final are recomputed on each report.
 */
export const analyticsRollupDays = pgTable('analytics_rollup_days', {
  day: date('day').primaryKey(),
  rolledAt: timestamp('rolled_at', { withTimezone: true }).notNull(),
});

/** Events per day, event and page type ('' for events without one). */
export const analyticsDailyCounts = pgTable(
  'analytics_daily_counts',
  {
    day: date('day').notNull(),
    event: text('event').notNull(),
    pageType: text('page_type').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.event, t.pageType] })],
);

/** Results page views per day: distinct results sessions, views, and views that found nothing. */
export const analyticsDailySearches = pgTable('analytics_daily_searches', {
  day: date('day').primaryKey(),
  sessions: integer('sessions').notNull(),
  resultViews: integer('result_views').notNull(),
  zeroResultViews: integer('zero_result_views').notNull(),
});

/** The funnel and lease-terms changes per day and listing; the seller an outbound click named. */
export const analyticsDailyListings = pgTable(
  'analytics_daily_listings',
  {
    day: date('day').notNull(),
    listingId: uuid('listing_id').notNull(),
    outboundSellerId: uuid('outbound_seller_id'),
    views: integer('views').notNull(),
    clicks: integer('clicks').notNull(),
    outbound: integer('outbound').notNull(),
    leaseTermsApply: integer('lease_terms_apply').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.listingId] })],
);

/** Filter use per day: source 'changed' (filter_change keys) or 'active' (results filters_active keys). */
export const analyticsDailyFilters = pgTable(
  'analytics_daily_filters',
  {
    day: date('day').notNull(),
    source: text('source').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.source, t.key] })],
);
