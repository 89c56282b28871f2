import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import type { Database } from '../db/client';
import { CatalogCache } from './catalog/catalog-cache';
import { jsonError } from './http-error';
import { fileRoutes } from './routes/file-routes';
import { healthRoutes } from './routes/health-routes';
import { listingRoutes } from './routes/listing-routes';
import { createPageRenderer, seoRoutes } from './seo/seo-routes';
import { webAppRoutes } from './web-app-routes';

export type AppOptions = {
  db: Database;
  /** Folder of the built web app; omitted in API-only tests. */
  webRoot?: string;
  catalogMaxStaleMs?: number;
  /** PUBLIC_URL: origin of canonical URLs, the sitemap and robots.txt; else the request's origin. */
  publicUrl?: string | undefined;
  /** PRODUCTION_HOSTS: hosts without the staging banner (handed to the web app in index.html). */
  productionHosts?: readonly string[];
};

/**
 * Mount order matters: security headers first, then /api (whose unknown paths answer JSON 404),
 * then robots.txt and sitemap.xml, then the web app with its index.html fallback.
 */
export function createApp(options: AppOptions) {
  const catalog = new CatalogCache(options.db, { maxStaleMs: options.catalogMaxStaleMs ?? 1000 });
  const api = new Hono()
    .route('/', healthRoutes)
    .route('/', listingRoutes(options.db, catalog))
    .route('/', fileRoutes(options.db))
    .all('*', (c) => jsonError(c, 'NOT_FOUND'));

  const app = new Hono();
  app.use('*', secureHeaders({ crossOriginResourcePolicy: 'same-origin' }));
  // Compresses JSON and the HTML page when the client asks; built assets come precompressed.
  app.use('*', compress());
  app.route('/api', api);
  const seo = {
    db: options.db,
    catalog,
    publicUrl: options.publicUrl,
    productionHosts: options.productionHosts,
  };
  app.route('/', seoRoutes(seo));
  if (options.webRoot) app.route('/', webAppRoutes(options.webRoot, createPageRenderer(seo)));
  app.onError((error, c) => {
    console.error('Request failed', { path: c.req.path, error });
    return jsonError(c, 'INTERNAL');
  });
  return { app, catalog };
}
