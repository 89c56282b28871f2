import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { enquiries } from './enquiries';

/** An administrator's note on an enquiry in the leads inbox (ADR 066); it goes with its enquiry. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as written, so the note still says who wrote it after the account is gone. */
    authorEmail: text('author_email'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
