import { desc, eq, or } from 'drizzle-orm';
import type { Executor } from '../client';
import { mailOutbox } from '../schema/mail-outbox';

/**
 * The mails kept for one address, newest first: sent to it, or (an enquiry's seller mail) with it as the
 * Reply-To. The test servers' outbox reader.
 */
export function mailsToRecipient(db: Executor, address: string) {
  return db
    .select({
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      status: mailOutbox.status,
      replyTo: mailOutbox.replyTo,
    })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.recipient, address), eq(mailOutbox.replyTo, address)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(20);
}
