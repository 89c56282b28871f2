import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enquiries } from './enquiries';

/** Which mail of an enquiry a row is: one per seller lead address, and the visitor's copy. */
export type EnquiryMailRole = 'seller' | 'visitor_copy';

/** Every e-mail the site sends, kept whether or not SMTP delivery is configured. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /**
     * 'outbox' when no SMTP_URL is set; 'sent' or 'failed' after an SMTP attempt; 'pending' while a
     * queued mail waits for its (next) attempt by the mail job (ADR 064).
     */
    status: text('status').notNull(),
    error: text('error'),
    /** Where a reply goes (an enquiry's seller mail: the visitor). */
    replyTo: text('reply_to'),
    /** SMTP attempts of a queued mail so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending mail is tried next (after a failed attempt: the backoff). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'cascade' }),
    enquiryRole: text('enquiry_role').$type<EnquiryMailRole>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_recipient_idx').on(table.recipient, table.createdAt),
    index('mail_outbox_enquiry_idx').on(table.enquiryId),
  ],
);
