import { refreshEnquiryDeliveryState } from '../../db/enquiries/refresh-enquiry-delivery-state';
import { enqueue } from '../../db/jobs/enqueue-job';
import { MAIL_DELIVERY_JOB_KIND, type MailDeliveryPayload } from '../../db/mail-outbox/queue-mail';
import {
  findPendingMail,
  type MailAttempt,
  recordMailAttempt,
} from '../../db/mail-outbox/record-mail-attempt';
import { logger } from '../logging/logger';
import type { SendMail } from '../mail/smtp-transport';
import type { JobHandler } from './job-types';

/**
 * Waits after the 1st, 2nd… failed SMTP attempt (ADR 064): a mail server away for a restart is caught
 * within minutes, one away for a weekend morning within the day; after the last wait's attempt
 * (about two days in all) the mail is failed and the admin's inbox says so.
 */
export const MAIL_RETRY_DELAYS_MS = [1, 5, 15, 60, 180, 360, 720, 1440].map((minutes) => minutes * 60_000);

export type MailDeliveryOptions = {
  /** Undefined without SMTP_URL: the mail is kept in the outbox table, as the immediate sender does. */
  sendMail: SendMail | undefined;
  retryDelaysMs?: readonly number[];
  now?: () => Date;
};

/**
 * Delivers one queued mail. A failed SMTP attempt is recorded on the mail and its next attempt queued as
 * a job of its own, both in one transaction, so the job itself succeeds and the backoff is the mail's.
 * A mail sent just before a crash may be sent twice (its job is run again): at least once, never lost.
 */
export function mailDeliveryJobHandler(options: MailDeliveryOptions): JobHandler<MailDeliveryPayload> {
  const delays = options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
  const now = options.now ?? (() => new Date());
  return {
    run: async ({ db, payload }) => {
      const mail = await findPendingMail(db, payload.mailId);
      if (!mail) return;
      let attempt: MailAttempt;
      if (!options.sendMail) {
        attempt = { outcome: 'kept' };
        logger.info({ to: mail.recipient, subject: mail.subject }, 'Mail kept in the outbox (no SMTP_URL)');
      } else {
        try {
          await options.sendMail({
            to: mail.recipient,
            subject: mail.subject,
            text: mail.body,
            replyTo: mail.replyTo ?? undefined,
          });
          attempt = { outcome: 'sent' };
        } catch (cause) {
          const error = cause instanceof Error ? cause.message : String(cause);
          const delay = delays[mail.attempts];
          attempt =
            delay === undefined
              ? { outcome: 'failed', error }
              : { outcome: 'retry', error, nextAttemptAt: new Date(now().getTime() + delay) };
          logger.warn(
            { mailId: mail.id, attempt: mail.attempts + 1, outcome: attempt.outcome, error },
            'Mail delivery failed',
          );
        }
      }
      await db.transaction(async (tx) => {
        await recordMailAttempt(tx, mail.id, attempt);
        if (attempt.outcome === 'retry') {
          await enqueue(tx, {
            kind: MAIL_DELIVERY_JOB_KIND,
            payload: { mailId: mail.id } satisfies MailDeliveryPayload,
            runAfter: attempt.nextAttemptAt,
          });
        }
        if (mail.enquiryId) await refreshEnquiryDeliveryState(tx, mail.enquiryId);
      });
    },
    // The job failed for another reason than SMTP (the database away through all its runs): the mail
    // is marked failed so the inbox shows it, instead of staying pending with no job to send it.
    onGiveUp: async (tx, job) => {
      const mail = await findPendingMail(tx, job.payload.mailId);
      if (!mail) return;
      await recordMailAttempt(tx, mail.id, { outcome: 'failed', error: job.reason });
      if (mail.enquiryId) await refreshEnquiryDeliveryState(tx, mail.enquiryId);
    },
  };
}
