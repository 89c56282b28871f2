import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Database } from '../db/client';
import { clientIp, withClientIp } from './auth/client-ip';
import { createAuth } from './auth/create-auth';
import { isExposedAuthEndpoint } from './auth/exposed-auth-endpoints';
import { requireAdmin } from './auth/require-admin';
import { CatalogCache } from './catalog/catalog-cache';
import { checkCatalogAfterWrites } from './catalog/check-catalog-after-writes';
import { apiCacheControl } from './http-caching/api-cache-control';
import { CatalogResponses } from './http-caching/catalog-responses';
import { jsonError } from './http-error';
import { MAX_JSON_DEPTH } from './json-nesting';
import { isDatabaseUnavailable } from './lifecycle/database-unavailable';
import { serviceUnavailableAnswer } from './lifecycle/service-unavailable-answer';
import { type Logger, logger as processLogger } from './logging/logger';
import { createMailSender } from './mail/mail-sender';
import { boundedJson } from './middleware/bounded-json';
import { logRequestError, requestLog } from './middleware/request-log';
import { responseCompression } from './middleware/response-compression';
import { sameOriginWrites } from './middleware/same-origin-writes';
import { securityHeaders } from './middleware/security-headers';
import { adminRoutes } from './routes/admin/admin-routes';
import { INGESTION_UPLOAD_PATH } from './routes/admin/ingestion/ingestion-answers';
import { LISTING_IMAGE_UPLOAD_PATH } from './routes/admin/listing-images/listing-image-routes';
import { BACKGROUND_REMOVAL_PATH, backgroundRemovalRoutes } from './routes/background-removal-routes';
import { compareRoutes } from './routes/compare-routes';
import { enquiryRoutes } from './routes/enquiry-routes';
import { EVENTS_PATH, eventRoutes, MAX_BATCH_BODY_BYTES } from './routes/events/event-routes';
import { fileRoutes } from './routes/file-routes';
import { type HealthOptions, healthRoutes } from './routes/health-routes';
import { listingRoutes } from './routes/listing-routes';
import { priceAlertRoutes } from './routes/price-alert-routes';
import { testClockRoutes } from './routes/test-clock-routes';
import { testOutboxRoutes } from './routes/test-outbox-routes';
import { createPageRenderer, seoRoutes } from './seo/seo-routes';
import { webAppRoutes } from './web-app-routes';

export type AppOptions = {
  db: Database;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  catalogMaxStaleMs?: number;
  /**
   * The site's one trusted origin (env.ts trustedOriginOf): better-auth's base URL, mailed links, allowed
   * write origins, canonical URLs. Tests may omit it: auth and writes then trust TEST_ORIGIN, and the SEO
   * routes use the request's origin.
   */
  publicUrl?: string | undefined;
  /** Development only: other loopback spellings of publicUrl, accepted for sign-in and writes (env.ts loopbackAliasesOf). */
  loopbackAliases?: readonly string[];
  /** PRODUCTION_HOSTS: hosts without the staging banner (handed to the web app in index.html). */
  productionHosts?: readonly string[];
  /** NODE_ENV=production: Secure cookies, HSTS. */
  production?: boolean;
  /** AUTH_SECRET; tests may omit it and get a random one per app. */
  authSecret?: string;
  /** TRUSTED_PROXY_HEADER: set only behind a reverse proxy that writes the client IP into it. */
  trustedProxyHeader?: string | undefined;
  smtpUrl?: string | undefined;
  /** Called after an enquiry's mails are queued, so delivery need not wait for the worker's next poll. */
  onMailQueued?: () => void;
  signInAttemptsPerMinute?: number;
  /** Request and error log; defaults to the process's logger. */
  logger?: Logger;
  /** /api/ready: its database timeout and the process's shutdown state. */
  health?: HealthOptions;
  /**
   * TEST_CLOCK=1 (test servers only, refused in production): mounts PUT /api/test-clock (ADR 056) and
   * GET /api/test-outbox.
   */
  testClock?: boolean;
};

/** The origin of an app created without publicUrl (tests request http://localhost/…). */
export const TEST_ORIGIN = 'http://localhost';

/**
 * Memory for kept public answers per process (ADR 060): pages and API reads each have their own budget,
 * so a crawl through detail pages does not push out the searches every visitor makes.
 */
const KEPT_PAGE_BYTES = 96 * 1024 * 1024;
const KEPT_API_BYTES = 48 * 1024 * 1024;

/** JSON bodies the API accepts; uploads get their own limits on their routes. */
const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** POST paths of upload routes, which apply their own (larger) body limit instead of the JSON one. */
const OWN_BODY_LIMIT_UPLOADS = [
  LISTING_IMAGE_UPLOAD_PATH,
  INGESTION_UPLOAD_PATH,
  EVENTS_PATH,
  BACKGROUND_REMOVAL_PATH,
];
const jsonBodyLimit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => jsonError(c, 'PAYLOAD_TOO_LARGE'),
});
/** Every body but multipart uploads, scanned before anything parses it (ADR 027); the largest is a batch. */
const jsonNestingLimit = boundedJson({ maxDepth: MAX_JSON_DEPTH, maxBytes: MAX_BATCH_BODY_BYTES });

/**
 * Mount order matters: security headers first, then /api (whose unknown paths answer JSON 404),
 * then robots.txt and sitemap.xml, then the web app with its index.html fallback.
 */
export function createApp(options: AppOptions) {
  const catalog = new CatalogCache(options.db, { maxStaleMs: options.catalogMaxStaleMs ?? 1000 });
  const production = options.production ?? false;
  const apiResponses = new CatalogResponses(KEPT_API_BYTES);
  const pageResponses = new CatalogResponses(KEPT_PAGE_BYTES);
  const origin = new URL(options.publicUrl ?? TEST_ORIGIN).origin;
  const auth = createAuth(options.db, {
    secret: options.authSecret ?? randomBytes(32).toString('base64url'),
    origin,
    loopbackAliases: options.loopbackAliases ?? [],
    production,
    mail: createMailSender(options.db, options.smtpUrl),
    ...(options.signInAttemptsPerMinute ? { signInAttemptsPerMinute: options.signInAttemptsPerMinute } : {}),
  });
  const api = new Hono()
    .use('*', apiCacheControl())
    .use('*', sameOriginWrites([origin, ...(options.loopbackAliases ?? [])]))
    .use('*', (c, next) =>
      c.req.method === 'POST' && OWN_BODY_LIMIT_UPLOADS.some((path) => path.test(c.req.path))
        ? next()
        : jsonBodyLimit(c, next),
    )
    .use('*', jsonNestingLimit)
    // Only the listed better-auth endpoints are reachable; the admin plugin's and the rest answer 404 (ADR 035).
    .use('/auth/*', async (c, next) => {
      if (!isExposedAuthEndpoint(c.req.method, c.req.path)) return jsonError(c, 'NOT_FOUND');
      await next();
    })
    .on(['GET', 'POST'], '/auth/*', (c) =>
      auth.handler(withClientIp(c.req.raw, clientIp(c, options.trustedProxyHeader))),
    )
    .use('/admin/*', requireAdmin(auth))
    .use('/admin/*', checkCatalogAfterWrites(catalog))
    .route('/admin', adminRoutes({ db: options.db, auth, catalog }))
    .route('/background-removal', backgroundRemovalRoutes())
    .route('/events', eventRoutes({ db: options.db, trustedProxyHeader: options.trustedProxyHeader }))
    .route(
      '/enquiries',
      enquiryRoutes({
        db: options.db,
        publicOrigin: origin,
        trustedProxyHeader: options.trustedProxyHeader,
        onMailQueued: options.onMailQueued,
      }),
    )
    .route(
      '/price-alerts',
      priceAlertRoutes({
        db: options.db,
        catalog,
        publicOrigin: origin,
        trustedProxyHeader: options.trustedProxyHeader,
        onMailQueued: options.onMailQueued,
      }),
    )
    .route('/', healthRoutes(options.db, options.health))
    .route('/', listingRoutes(options.db, catalog, apiResponses))
    .route('/', compareRoutes(options.db, catalog))
    .route('/', options.testClock && !production ? testClockRoutes(options.db, catalog) : new Hono())
    .route('/', options.testClock && !production ? testOutboxRoutes(options.db) : new Hono())
    .route('/', fileRoutes(options.db))
    .all('*', (c) => jsonError(c, 'NOT_FOUND'));

  const app = new Hono();
  const logger = options.logger ?? processLogger;
  app.use('*', requestLog({ logger, exposeQueryCount: !production }));
  app.use('*', securityHeaders(production));
  app.use('*', responseCompression());
  app.route('/api', api);
  const seo = {
    db: options.db,
    catalog,
    publicUrl: options.publicUrl,
    productionHosts: options.productionHosts,
  };
  app.route('/', seoRoutes(seo));
  if (options.webRoot) {
    app.route('/', webAppRoutes(options.webRoot, createPageRenderer({ ...seo, pages: pageResponses })));
  }
  app.onError((error, c) => {
    if (isDatabaseUnavailable(error)) return serviceUnavailableAnswer(c);
    logRequestError(logger, error, c.get('requestId'));
    return jsonError(c, 'INTERNAL');
  });
  return { app, catalog, auth };
}
