import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail-outbox';
import { logger } from '../logging/logger';

export type Mail = { to: string; subject: string; text: string };
export type MailSender = { send(mail: Mail): Promise<void> };

export const MAIL_FROM = 'Leasingmatch <noreply@leasingmatch.dk>';

/**
 * Every mail is written to the outbox table; with SMTP_URL it is also delivered, otherwise it is
 * logged so a developer can follow a reset link without a mail server.
 */
export function createMailSender(db: Database, smtpUrl?: string): MailSender {
  const transport = smtpUrl ? createTransport(smtpUrl) : undefined;
  return {
    async send(mail) {
      let status = 'outbox';
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text });
          status = 'sent';
        } catch (cause) {
          status = 'failed';
          error = cause instanceof Error ? cause.message : String(cause);
          logger.error({ to: mail.to, subject: mail.subject, error }, 'Mail delivery failed');
        }
      } else {
        logger.info(
          { to: mail.to, subject: mail.subject, text: mail.text },
          'Mail kept in the outbox (no SMTP_URL)',
        );
      }
      await db.insert(mailOutbox).values({
        recipient: mail.to,
        subject: mail.subject,
        body: mail.text,
        status,
        error,
      });
    },
  };
}
