import { sql } from 'drizzle-orm';
import type { PriceAlertKind, PriceAlertStatus } from '../../domain/price-alerts/price-alert-vocabulary';
import { type Executor, queryRows } from '../client';

export type PriceAlertCountRow = { kind: PriceAlertKind; status: PriceAlertStatus; alerts: number };

/** Alerts per kind and status; no addresses. */
export function countAlertsByKindAndStatus(db: Executor): Promise<PriceAlertCountRow[]> {
  return queryRows<PriceAlertCountRow>(
    db,
    sql`select kind, status, count(*)::int as alerts from price_alerts group by kind, status`,
  );
}

/** Alert mails (not confirmations) queued since `since`, per kind. */
export function countAlertMailsSince(
  db: Executor,
  since: Date,
): Promise<{ kind: PriceAlertKind; mails: number }[]> {
  return queryRows(
    db,
    sql`select a.kind, count(*)::int as mails from price_alert_mails m join price_alerts a on a.id = m.alert_id
      where m.role = 'alert' and m.created_at >= ${since.toISOString()}::timestamptz group by a.kind`,
  );
}
