import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  type PriceAlertFrequency,
  type PriceAlertKind,
  type PriceAlertStatus,
  priceAlertFrequencies,
  priceAlertKinds,
  priceAlertStatuses,
} from '../../domain/price-alerts/price-alert-vocabulary';
import { listings } from './catalog';
import { mailOutbox } from './mail-outbox';

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A visitor's price alert or saved search by e-mail, without an account (issue 30, ADR 072). A car alert
 * watches one listing's displayed monthly price at one configuration; a search alert watches which
 * listings match a results-page query. Pending until its confirmation link is used.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PriceAlertKind>().notNull(),
    email: text('email').notNull(),
    frequency: text('frequency').$type<PriceAlertFrequency>().notNull(),
    status: text('status').$type<PriceAlertStatus>().notNull().default('pending'),
    /** Car alerts: the listing (the alert ends when the listing is deleted) and its configuration. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    mileagePerYear: integer('mileage_per_year'),
    periodMonths: integer('period_months'),
    firstPayment: integer('first_payment'),
    /** Car alerts: the highest monthly price that is news (below the price seen, or the visitor's own). */
    priceLimit: integer('price_limit'),
    /** Car alerts: the price at subscription, then the price last mailed; a mail needs a lower one. */
    lastPrice: integer('last_price'),
    /** Car alerts: the car's name as it was at subscription, for mails after the listing changed. */
    label: text('label').notNull(),
    /** Search alerts: the canonical results-page query (listingSearchToQuery), without page. */
    searchQuery: text('search_query'),
    /** Search alerts: the listings that matched when subscribed or last mailed (never mailed again). */
    seenListingIds: uuid('seen_listing_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The period of the last mail ('2026-11-29', '2026-W48', 'v1234'): at most one mail per period. */
    lastSentPeriod: text('last_sent_period'),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('price_alerts_kind_check', sql`${t.kind} in (${sqlList(priceAlertKinds)})`),
    check('price_alerts_frequency_check', sql`${t.frequency} in (${sqlList(priceAlertFrequencies)})`),
    check('price_alerts_status_check', sql`${t.status} in (${sqlList(priceAlertStatuses)})`),
    check(
      'price_alerts_target_check',
      sql`(${t.kind} = 'car' and ${t.listingId} is not null and ${t.priceLimit} is not null and ${t.lastPrice} is not null)
        or (${t.kind} = 'search' and ${t.searchQuery} is not null)`,
    ),
    index('price_alerts_due_idx').on(t.status, t.frequency),
    // Erasing a person's data and the manage page find alerts by address, whatever its case.
    index('price_alerts_email_idx').on(sql`lower(${t.email})`),
  ],
);

export const priceAlertTokenPurposes = ['confirm', 'manage'] as const;
export type PriceAlertTokenPurpose = (typeof priceAlertTokenPurposes)[number];

/**
 * The links' tokens, stored as SHA-256 hashes only: each mail gets fresh ones, and every one stays valid
 * while its alert exists (a confirm token until used or expired).
 */
export const priceAlertTokens = pgTable(
  'price_alert_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PriceAlertTokenPurpose>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('price_alert_tokens_purpose_check', sql`${t.purpose} in (${sqlList(priceAlertTokenPurposes)})`),
    index('price_alert_tokens_alert_idx').on(t.alertId),
  ],
);

export type PriceAlertMailRole = 'confirm' | 'alert';

/** Which outbox mails belong to which alert: counted for the admin, deleted with the person's data. */
export const priceAlertMails = pgTable(
  'price_alert_mails',
  {
    mailId: uuid('mail_id')
      .primaryKey()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    alertId: uuid('alert_id')
      .notNull()
      .references(() => priceAlerts.id, { onDelete: 'cascade' }),
    role: text('role').$type<PriceAlertMailRole>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('price_alert_mails_role_check', sql`${t.role} in ('confirm', 'alert')`),
    index('price_alert_mails_alert_idx').on(t.alertId),
    index('price_alert_mails_created_idx').on(t.createdAt),
  ],
);
