import type {
  ChangeAlertFrequencyInput,
  PriceAlertInput,
  UnsubscribeAlertInput,
} from '../price-alerts/price-alert-input-schema';
import type {
  PriceAlertFrequency,
  PriceAlertKind,
  PriceAlertStatus,
} from '../price-alerts/price-alert-vocabulary';
import { endpoint } from './endpoint';

/** One alert as the manage page shows it (no address: the page already knows it is yours). */
export type PriceAlertView = {
  id: string;
  kind: PriceAlertKind;
  label: string;
  frequency: PriceAlertFrequency;
  status: PriceAlertStatus;
  /** Car alerts: the listing and its configuration (for the link to the car). */
  listing_id: string | null;
  terms: { km: number; mdr: number; udb: number } | null;
  price_limit: number | null;
  last_price: number | null;
  /** Search alerts: the results page's query. */
  search_query: string | null;
  created_at: string;
};

/**
 * Price alerts and saved searches by e-mail (issue 30, ADR 072), public and without an account: a token
 * from a mail opens its alert and the other alerts of the same address. 404 NOT_FOUND for an unknown or
 * expired token. Never cached. Kept apart from publicApi, which is in the entry chunk.
 */
export const priceAlertsApi = {
  /** 201; 400 VALIDATION with the fields' Danish messages; 404 LISTING_NOT_FOUND; 409 CONFLICT; 429. */
  subscribe: endpoint('POST', '/api/price-alerts').types<{
    body: PriceAlertInput;
    response: { id: string; message: string };
  }>(),
  confirm: endpoint('POST', '/api/price-alerts/confirm').types<{
    body: { token: string };
    response: { alert: PriceAlertView; manage_token: string };
  }>(),
  list: endpoint('GET', '/api/price-alerts/manage').types<{
    search: { token: string };
    response: { email: string; alerts: PriceAlertView[] };
  }>(),
  unsubscribe: endpoint('POST', '/api/price-alerts/unsubscribe').types<{
    body: UnsubscribeAlertInput;
    response: { unsubscribed: PriceAlertView[] };
  }>(),
  changeFrequency: endpoint('POST', '/api/price-alerts/frequency').types<{
    body: ChangeAlertFrequencyInput;
    response: { alert: PriceAlertView };
  }>(),
};
