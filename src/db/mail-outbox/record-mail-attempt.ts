import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { mailOutbox } from '../schema/mail-outbox';

export type PendingMail = {
  id: string;
  recipient: string;
  subject: string;
  body: string;
  replyTo: string | null;
  attempts: number;
  enquiryId: string | null;
};

/** A queued mail still waiting for delivery; null once it was sent, given up or kept. */
export async function findPendingMail(db: Executor, mailId: string): Promise<PendingMail | null> {
  const [row] = await db
    .select({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      replyTo: mailOutbox.replyTo,
      attempts: mailOutbox.attempts,
      enquiryId: mailOutbox.enquiryId,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')));
  return row ?? null;
}

export type MailAttempt =
  | { outcome: 'sent' }
  /** No SMTP_URL: the mail stays in the outbox table, as every mail did before queued delivery. */
  | { outcome: 'kept' }
  | { outcome: 'retry'; error: string; nextAttemptAt: Date }
  | { outcome: 'failed'; error: string };

const STATUS_OF: Record<MailAttempt['outcome'], string> = {
  sent: 'sent',
  kept: 'outbox',
  retry: 'pending',
  failed: 'failed',
};

/** Records one delivery attempt of a pending mail; keeping it (no SMTP_URL) is no attempt. */
export async function recordMailAttempt(db: Executor, mailId: string, attempt: MailAttempt): Promise<void> {
  const counted = attempt.outcome !== 'kept';
  await db
    .update(mailOutbox)
    .set({
      status: STATUS_OF[attempt.outcome],
      error: 'error' in attempt ? attempt.error : null,
      attempts: counted ? sql`${mailOutbox.attempts} + 1` : mailOutbox.attempts,
      nextAttemptAt: attempt.outcome === 'retry' ? attempt.nextAttemptAt : null,
    })
    .where(and(eq(mailOutbox.id, mailId), eq(mailOutbox.status, 'pending')));
}
