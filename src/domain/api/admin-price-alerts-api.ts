import type { PriceAlertKind } from '../price-alerts/price-alert-vocabulary';
import { endpoint } from './endpoint';

/** One kind's alerts by status and the alert mails queued in the last 30 days; never an address. */
export type PriceAlertKindCounts = {
  kind: PriceAlertKind;
  active: number;
  pending: number;
  unsubscribed: number;
  mails_last_30_days: number;
};

/** The admin's view of price alerts and saved searches (ADR 072): counts only. */
export const adminPriceAlertsApi = {
  counts: endpoint('GET', '/api/admin/price-alerts').types<{ response: { kinds: PriceAlertKindCounts[] } }>(),
};
