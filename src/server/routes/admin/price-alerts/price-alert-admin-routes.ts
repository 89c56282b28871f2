import { Hono } from 'hono';
import type { adminPriceAlertsApi } from '../../../../domain/api/admin-price-alerts-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import type { AdminEnv } from '../../../auth/require-admin';
import { loadPriceAlertCounts } from '../../../services/admin/price-alerts/load-price-alert-counts';
import type { AdminDeps } from '../admin-deps';

/** GET /api/admin/price-alerts: the counts for the dashboard (ADR 072). */
export function priceAlertAdminRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>().get('/', async (c) =>
    c.json({ kinds: await loadPriceAlertCounts(deps.db) } satisfies ResponseOf<
      typeof adminPriceAlertsApi.counts
    >),
  );
}
