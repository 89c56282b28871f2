import type { Executor } from '../../../../db/client';
import {
  countAlertMailsSince,
  countAlertsByKindAndStatus,
} from '../../../../db/price-alerts/count-price-alerts';
import type { PriceAlertKindCounts } from '../../../../domain/api/admin-price-alerts-api';
import { priceAlertKinds } from '../../../../domain/price-alerts/price-alert-vocabulary';

const DAY_MS = 86_400_000;

/** Per kind: alerts by status and alert mails in the last 30 days (ADR 072); no addresses. */
export async function loadPriceAlertCounts(db: Executor, now = new Date()): Promise<PriceAlertKindCounts[]> {
  const [byStatus, mails] = await Promise.all([
    countAlertsByKindAndStatus(db),
    countAlertMailsSince(db, new Date(now.getTime() - 30 * DAY_MS)),
  ]);
  return priceAlertKinds.map((kind) => {
    const count = (status: string) =>
      byStatus.find((row) => row.kind === kind && row.status === status)?.alerts ?? 0;
    return {
      kind,
      active: count('active'),
      pending: count('pending'),
      unsubscribed: count('unsubscribed'),
      mails_last_30_days: mails.find((row) => row.kind === kind)?.mails ?? 0,
    };
  });
}
