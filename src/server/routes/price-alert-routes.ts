import { Hono } from 'hono';
import { z } from 'zod/mini';
import type { Database } from '../../db/client';
import type { ResponseOf } from '../../domain/api/endpoint';
import type { priceAlertsApi } from '../../domain/api/price-alerts-api';
import {
  changeAlertFrequencySchema,
  confirmAlertSchema,
  manageAlertsQuerySchema,
  priceAlertInputSchema,
  unsubscribeAlertSchema,
} from '../../domain/price-alerts/price-alert-input-schema';
import type { CatalogCache } from '../catalog/catalog-cache';
import { jsonError } from '../http-error';
import { parseJsonBody, toFieldIssues, validationError } from '../http-validation';
import {
  changePriceAlertFrequency,
  confirmPriceAlert,
  listPriceAlerts,
  unsubscribePriceAlerts,
} from '../services/price-alerts/manage-price-alerts';
import { priceAlertSubscriber } from '../services/price-alerts/subscribe-price-alert';
import { visitorClientOf, visitorRefusalResponse } from './visitor-form-responses';

export type PriceAlertRoutesOptions = {
  db: Database;
  catalog: CatalogCache;
  /** The site's origin, for the links in the mails. */
  publicOrigin: string;
  trustedProxyHeader?: string | undefined;
  /** Called once a confirmation mail is queued (main.ts wakes this process's mail worker). */
  onMailQueued?: (() => void) | undefined;
};

const LINK_GONE = 'Linket virker ikke længere. Beskeden kan være slettet, eller linket kan være for gammelt.';

const SUBSCRIBED =
  'Tjek din e-mail: Vi har sendt dig et link, som du skal åbne for at bekræfte. Først derefter får du beskeder.';

/** /api/price-alerts (ADR 072): public, no cookies; the API's same-origin check guards the writes. */
export function priceAlertRoutes(options: PriceAlertRoutesOptions) {
  const subscribe = priceAlertSubscriber(options.db, options.catalog, { publicOrigin: options.publicOrigin });
  return new Hono()
    .post('/', async (c) => {
      const parsed = await parseJsonBody(c, priceAlertInputSchema);
      if (parsed.response) return parsed.response;
      const result = await subscribe(parsed.data, visitorClientOf(c, options.trustedProxyHeader));
      switch (result.kind) {
        case 'refused':
        case 'throttled':
        case 'listing_not_found':
          return visitorRefusalResponse(c, result);
        case 'invalid':
          return validationError(c, [{ path: result.path, message: result.message }]);
        case 'offer_changed':
          return jsonError(
            c,
            'CONFLICT',
            'Prisen er ændret, siden du åbnede siden. Genindlæs siden, og prøv igen.',
          );
        case 'stored':
          options.onMailQueued?.();
          return c.json(
            { id: result.id, message: SUBSCRIBED } satisfies ResponseOf<typeof priceAlertsApi.subscribe>,
            201,
          );
      }
    })
    .post('/confirm', async (c) => {
      const parsed = await parseJsonBody(c, confirmAlertSchema);
      if (parsed.response) return parsed.response;
      const result = await confirmPriceAlert(options.db, parsed.data.token);
      if (result.kind === 'not_found') return jsonError(c, 'NOT_FOUND', LINK_GONE);
      return c.json({
        alert: result.alert,
        manage_token: result.manageToken,
      } satisfies ResponseOf<typeof priceAlertsApi.confirm>);
    })
    .get('/manage', async (c) => {
      const parsed = z.safeParse(manageAlertsQuerySchema, { token: c.req.query('token') });
      if (!parsed.success) return validationError(c, toFieldIssues(parsed.error));
      const found = await listPriceAlerts(options.db, parsed.data.token);
      if (!found) return jsonError(c, 'NOT_FOUND', LINK_GONE);
      return c.json(found satisfies ResponseOf<typeof priceAlertsApi.list>);
    })
    .post('/unsubscribe', async (c) => {
      const parsed = await parseJsonBody(c, unsubscribeAlertSchema);
      if (parsed.response) return parsed.response;
      const done = await unsubscribePriceAlerts(options.db, parsed.data.token, {
        alertId: parsed.data.alert_id,
        all: parsed.data.all,
      });
      if (!done) return jsonError(c, 'NOT_FOUND', LINK_GONE);
      return c.json(done satisfies ResponseOf<typeof priceAlertsApi.unsubscribe>);
    })
    .post('/frequency', async (c) => {
      const parsed = await parseJsonBody(c, changeAlertFrequencySchema);
      if (parsed.response) return parsed.response;
      const alert = await changePriceAlertFrequency(
        options.db,
        parsed.data.token,
        parsed.data.alert_id,
        parsed.data.frequency,
      );
      if (!alert) return jsonError(c, 'NOT_FOUND', LINK_GONE);
      return c.json({ alert } satisfies ResponseOf<typeof priceAlertsApi.changeFrequency>);
    });
}
