import type { Database } from '../../../db/client';
import {
  activateAlert,
  alertsOfEmail,
  findAlertByToken,
  insertAlertToken,
  type PriceAlertRow,
  setAlertFrequency,
  unsubscribeAlerts,
} from '../../../db/price-alerts/price-alert-rows';
import type { PriceAlertView } from '../../../domain/api/price-alerts-api';
import { PENDING_ALERT_DAYS } from '../../../domain/price-alerts/price-alert-consent';
import type { PriceAlertFrequency } from '../../../domain/price-alerts/price-alert-vocabulary';
import { hashAlertToken, newAlertToken } from './alert-tokens';

const DAY_MS = 86_400_000;

function toView(alert: PriceAlertRow): PriceAlertView {
  const terms =
    alert.mileagePerYear !== null && alert.periodMonths !== null && alert.firstPayment !== null
      ? { km: alert.mileagePerYear, mdr: alert.periodMonths, udb: alert.firstPayment }
      : null;
  return {
    id: alert.id,
    kind: alert.kind,
    label: alert.label,
    frequency: alert.frequency,
    status: alert.status,
    listing_id: alert.listingId,
    terms,
    price_limit: alert.priceLimit,
    last_price: alert.lastPrice,
    search_query: alert.searchQuery,
    created_at: alert.createdAt.toISOString(),
  };
}

export type ConfirmedAlert =
  | { kind: 'confirmed'; alert: PriceAlertView; manageToken: string }
  | { kind: 'not_found' };

/**
 * The confirmation link's button: the alert becomes active (again, harmlessly, on a second click) and
 * the answer carries a fresh manage token for "Se dine beskeder". An unsubscribed alert stays so.
 */
export async function confirmPriceAlert(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ConfirmedAlert> {
  const since = new Date(now.getTime() - PENDING_ALERT_DAYS * DAY_MS);
  const alert = await findAlertByToken(db, hashAlertToken(token), 'confirm', since);
  if (!alert) return { kind: 'not_found' };
  const manage = newAlertToken();
  await db.transaction(async (tx) => {
    await activateAlert(tx, alert.id, now);
    await insertAlertToken(tx, alert.id, 'manage', manage.hash);
  });
  const status = alert.status === 'pending' ? 'active' : alert.status;
  return { kind: 'confirmed', alert: toView({ ...alert, status }), manageToken: manage.token };
}

/** The alert a manage link opens and every alert of its address (the link proves the address is yours). */
async function openManageLink(db: Database, token: string) {
  const alert = await findAlertByToken(db, hashAlertToken(token), 'manage');
  if (!alert) return undefined;
  return { alert, all: await alertsOfEmail(db, alert.email) };
}

export async function listPriceAlerts(
  db: Database,
  token: string,
): Promise<{ email: string; alerts: PriceAlertView[] } | undefined> {
  const opened = await openManageLink(db, token);
  if (!opened) return undefined;
  return { email: opened.alert.email, alerts: opened.all.map(toView) };
}

/** Unsubscribes the link's own alert, another alert of the same address, or all of them. */
export async function unsubscribePriceAlerts(
  db: Database,
  token: string,
  target: { alertId?: string | undefined; all?: boolean | undefined },
  now = new Date(),
): Promise<{ unsubscribed: PriceAlertView[] } | undefined> {
  const opened = await openManageLink(db, token);
  if (!opened) return undefined;
  const id = target.alertId ?? opened.alert.id;
  const chosen = target.all ? opened.all : opened.all.filter((alert) => alert.id === id);
  if (chosen.length === 0) return undefined;
  await db.transaction((tx) =>
    unsubscribeAlerts(
      tx,
      chosen.map((alert) => alert.id),
      now,
    ),
  );
  return { unsubscribed: chosen.map((alert) => toView({ ...alert, status: 'unsubscribed' })) };
}

export async function changePriceAlertFrequency(
  db: Database,
  token: string,
  alertId: string,
  frequency: PriceAlertFrequency,
): Promise<PriceAlertView | undefined> {
  const opened = await openManageLink(db, token);
  const alert = opened?.all.find((candidate) => candidate.id === alertId);
  if (!alert) return undefined;
  await setAlertFrequency(db, alert.id, frequency);
  return toView({ ...alert, frequency });
}
