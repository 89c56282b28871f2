import { type SQL, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../client';

export type DeletedPriceAlerts = { alerts: number; mails: number };

/** Deletes the matching alerts with their tokens and every mail sent about them (a queued one is not sent). */
async function deleteAlertsWhere(tx: Executor, where: SQL): Promise<DeletedPriceAlerts> {
  const mails = await queryRows<{ id: string }>(
    tx,
    sql`delete from mail_outbox where id in (select m.mail_id from price_alert_mails m
      join price_alerts a on a.id = m.alert_id where ${where}) returning id`,
  );
  const alerts = await queryRows<{ id: string }>(
    tx,
    sql`delete from price_alerts a where ${where} returning id`,
  );
  return { alerts: alerts.length, mails: mails.length };
}

/** Every alert of the address, whatever its case: a deletion request (ADR 066, 072). */
export function deleteAlertsByEmail(tx: Executor, email: string): Promise<DeletedPriceAlerts> {
  return deleteAlertsWhere(tx, sql`lower(a.email) = ${email.toLowerCase()}`);
}

/** Alerts never confirmed within `pendingDays`, and alerts unsubscribed more than `unsubscribedDays` ago. */
export function deleteStaleAlerts(
  tx: Executor,
  now: Date,
  limits: { pendingDays: number; unsubscribedDays: number },
): Promise<DeletedPriceAlerts> {
  const day = 86_400_000;
  const pendingBefore = new Date(now.getTime() - limits.pendingDays * day).toISOString();
  const unsubscribedBefore = new Date(now.getTime() - limits.unsubscribedDays * day).toISOString();
  return deleteAlertsWhere(
    tx,
    sql`(a.status = 'pending' and a.created_at < ${pendingBefore}::timestamptz)
      or (a.status = 'unsubscribed' and a.unsubscribed_at < ${unsubscribedBefore}::timestamptz)`,
  );
}
