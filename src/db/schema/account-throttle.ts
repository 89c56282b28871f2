import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attempts per account (sign-in, second factor, reset requests) in a fixed window, shared by every app
 * process (ADR 036). The key is a hash of the rule and the account's e-mail or user id, so the table
 * holds no addresses (nor a password someone typed into the e-mail field).
 */
export const accountThrottle = pgTable(
  'account_throttle',
  {
    key: text('key').primaryKey(),
    /** Attempts in the current window that no success has cleared. */
    attempts: integer('attempts').notNull(),
    /** When the window (and so any refusal in it) ends; the next attempt after it starts a new one. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('account_throttle_window_ends_idx').on(table.windowEndsAt)],
);
