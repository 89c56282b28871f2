import type { Executor } from '../client';
import { enqueue } from '../jobs/enqueue-job';
import { type EnquiryMailRole, mailOutbox } from '../schema/mail-outbox';

/** The job kind that delivers one queued mail (src/server/jobs/mail-delivery-job.ts). */
export const MAIL_DELIVERY_JOB_KIND = 'mail_delivery';

export type MailDeliveryPayload = { mailId: string };

export type QueuedMail = {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | undefined;
  enquiry?: { id: string; role: EnquiryMailRole };
};

/**
 * Writes a mail as `pending` and queues its delivery job. Call it with the transaction that stores what
 * the mail is about, so the mail exists exactly when its owner does and is never lost before SMTP.
 */
export async function queueMail(db: Executor, mail: QueuedMail): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      status: 'pending',
      replyTo: mail.replyTo ?? null,
      enquiryId: mail.enquiry?.id ?? null,
      enquiryRole: mail.enquiry?.role ?? null,
      nextAttemptAt: new Date(),
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('Mail insert returned no row');
  await enqueue(db, {
    kind: MAIL_DELIVERY_JOB_KIND,
    payload: { mailId: row.id } satisfies MailDeliveryPayload,
  });
  return row.id;
}
