import { Hono } from 'hono';
import type { AdminEnv } from '../../auth/require-admin';
import type { AdminDeps } from './admin-deps';
import { analyticsRoutes } from './analytics/analytics-routes';
import { auditLogRoutes } from './audit-log/audit-log-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { enquiryAdminRoutes } from './enquiries/enquiry-admin-routes';
import { batchRoutes } from './ingestion/batch-routes';
import { extractionSessionRoutes } from './ingestion/extraction-session-routes';
import { sellerLayoutTemplateRoutes, sessionLayoutRoutes } from './ingestion/layout-template-routes';
import { toyotaPdfRoutes } from './ingestion/toyota-pdf-routes';
import { listingImageRoutes } from './listing-images/listing-image-routes';
import { listingAdminRoutes } from './listings/listing-admin-routes';
import { makeAdminRoutes } from './makes/make-admin-routes';
import { priceAlertAdminRoutes } from './price-alerts/price-alert-admin-routes';
import { sellerAdminRoutes } from './sellers/seller-admin-routes';
import { settingsRoutes } from './settings/settings-routes';
import { usersRoutes } from './users/users-routes';

/**
 * Every admin endpoint hangs off this router, mounted behind requireAdmin in app.ts;
 * admin-authorization.db.test.ts walks the registered routes and proves each one is guarded.
 * Each area mounts its own router here (one line per area).
 */
export function adminRoutes(deps: AdminDeps) {
  return new Hono<AdminEnv>()
    .get('/me', (c) => c.json(c.get('admin')))
    .route('/listing-images', listingImageRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/analytics', analyticsRoutes(deps))
    .route('/audit-log', auditLogRoutes(deps))
    .route('/settings', settingsRoutes(deps))
    .route('/users', usersRoutes(deps))
    .route('/listings', listingAdminRoutes(deps))
    .route('/sellers', sellerAdminRoutes(deps))
    .route('/sellers', sellerLayoutTemplateRoutes(deps))
    .route('/makes', makeAdminRoutes(deps))
    .route('/extraction-sessions', extractionSessionRoutes(deps))
    .route('/extraction-sessions', sessionLayoutRoutes(deps))
    .route('/batches', batchRoutes(deps))
    .route('/toyota-pdf', toyotaPdfRoutes(deps))
    .route('/enquiries', enquiryAdminRoutes(deps))
    .route('/price-alerts', priceAlertAdminRoutes(deps));
}
