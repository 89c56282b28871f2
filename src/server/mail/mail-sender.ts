import { createTransport } from 'nodemailer';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail-outbox';

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
          console.error('Mail delivery failed', { to: mail.to, subject: mail.subject, error });
        }
      } else {
        console.log(`Mail (no SMTP_URL, kept in the outbox) to ${mail.to}: ${mail.subject}\n${mail.text}`);
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
