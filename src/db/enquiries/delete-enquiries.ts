import { count, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { enquiries } from '../schema/enquiries';
import { mailOutbox } from '../schema/mail-outbox';

export type DeletedEnquiries = { enquiries: number; mails: number };

/**
 * Deletes the enquiries that match, with their mails and notes (both cascade), and answers how many of
 * each. A queued mail's delivery job finds its mail gone and ends without sending.
 */
async function deleteEnquiriesWhere(tx: Executor, where: SQL): Promise<DeletedEnquiries> {
  const matching = tx.select({ id: enquiries.id }).from(enquiries).where(where);
  const [mails] = await tx
    .select({ total: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.enquiryId, matching));
  const deleted = await tx.delete(enquiries).where(where).returning({ id: enquiries.id });
  return { enquiries: deleted.length, mails: mails?.total ?? 0 };
}

/** Every enquiry sent from the address, whatever its case (the lower(email) index). */
export function deleteEnquiriesByEmail(tx: Executor, email: string): Promise<DeletedEnquiries> {
  return deleteEnquiriesWhere(tx, sql`lower(${enquiries.email}) = ${email.toLowerCase()}`);
}

/** Every enquiry created before the cutoff. */
export function deleteEnquiriesCreatedBefore(tx: Executor, cutoff: Date): Promise<DeletedEnquiries> {
  return deleteEnquiriesWhere(tx, lt(enquiries.createdAt, cutoff));
}
