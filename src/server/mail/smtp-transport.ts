import { createTransport } from 'nodemailer';
import { MAIL_FROM } from './mail-sender';

export type OutgoingMail = { to: string; subject: string; text: string; replyTo?: string | undefined };

/** Hands one mail to the SMTP server; throws when the server cannot be reached or refuses it. */
export type SendMail = (mail: OutgoingMail) => Promise<void>;

/** The SMTP delivery of queued mails; undefined without SMTP_URL (mails then stay in the outbox table). */
export function smtpSendMail(smtpUrl: string | undefined): SendMail | undefined {
  if (!smtpUrl) return undefined;
  const transport = createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({
      from: MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    });
  };
}
