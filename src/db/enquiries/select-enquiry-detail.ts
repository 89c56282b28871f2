import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { enquiries } from '../schema/enquiries';
import { enquiryNotes } from '../schema/enquiry-notes';
import { mailOutbox } from '../schema/mail-outbox';

/** One enquiry with its mails (seller mails first) and notes (oldest first); undefined when it is gone. */
export async function selectEnquiryDetail(db: Executor, id: string) {
  const [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, id));
  if (!enquiry) return undefined;
  const [mails, notes] = await Promise.all([
    db
      .select({
        id: mailOutbox.id,
        role: mailOutbox.enquiryRole,
        recipient: mailOutbox.recipient,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        error: mailOutbox.error,
        nextAttemptAt: mailOutbox.nextAttemptAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.enquiryId, id))
      .orderBy(asc(mailOutbox.enquiryRole), asc(mailOutbox.recipient)),
    db
      .select()
      .from(enquiryNotes)
      .where(eq(enquiryNotes.enquiryId, id))
      .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id)),
  ]);
  return { enquiry, mails, notes };
}
