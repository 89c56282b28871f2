import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Database, Executor } from '../../db/client';
import { parseListingDetailParams } from '../../domain/listings/listing-detail-params';
import { NOT_FOUND_TITLES } from '../../domain/pages/not-found-titles';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { CatalogResponses } from '../http-caching/catalog-responses';
import { answerPrepared, prepareResponse } from '../http-caching/prepared-response';
import { logger } from '../logging/logger';
import { listingRoutes } from '../routes/listing-routes';
import { getCachedListingDetail } from '../services/listings/get-cached-listing-detail';
import { publicSiteSettingsReader } from '../settings/public-site-settings';
import type { PageRenderer } from '../web-app-routes';
import type { AppRenderer } from '../web-app-ssr';
import { listingHead } from './listing-head';
import {
  type ClientConfig,
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  type RenderedApp,
  renderIndexHtml,
  SITE_NAME,
} from './page-head';
import { isAppPath, isPersonalPath, isServerRenderedPath, listingIdFromPath } from './public-paths';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap-xml';
import { viewportFromUserAgent } from './viewport-from-user-agent';

export type SeoOptions = {
  db: Executor;
  catalog: CatalogCache;
  /** PUBLIC_URL: the canonical origin; without it, the origin the request came to. */
  publicUrl?: string | undefined;
  /** PRODUCTION_HOSTS, handed to the web app for its staging banner (plus the admin's, from settings). */
  productionHosts?: readonly string[] | undefined;
};

export function siteOrigin(c: Context, publicUrl: string | undefined): string {
  return new URL(publicUrl ?? c.req.url).origin;
}

/** GET /robots.txt and /sitemap.xml. */
export function seoRoutes(options: SeoOptions) {
  return new Hono()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(siteOrigin(c, options.publicUrl)));
    })
    .get('/sitemap.xml', async (c) => {
      const snapshot = await options.catalog.get();
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(sitemapXml(siteOrigin(c, options.publicUrl), snapshot.listings));
    });
}

/** How long a page's data may take on the server before the page is left to the browser. */
const SSR_TIMEOUT_MS = 2_000;

/**
 * The page's content rendered on the server (ADR 013), its `/api` requests answered in-process by
 * the same routes the browser calls. Any failure leaves the page to the browser, as without SSR.
 */
async function renderApp(
  renderer: AppRenderer,
  c: Context,
  api: Hono,
  config: ClientConfig,
): Promise<RenderedApp | undefined> {
  const url = new URL(c.req.url);
  try {
    return await renderer({
      url: `${url.pathname}${url.search}`,
      host: url.hostname,
      viewport: viewportFromUserAgent(c.req.header('user-agent')),
      config,
      // Without the query's abort signal: undici's Request keeps a listener and a finalizer on a signal it
      // follows, and under load these piled up in the heap (a heap diff of a soak showed ~5 000 per minute).
      // An in-process answer cannot be cancelled anyway; the render has its own time limit.
      fetch: async (path, { signal: _unused, ...init }) => api.request(path, init),
      timeoutMs: SSR_TIMEOUT_MS,
    });
  } catch (error) {
    logger.error(
      { err: error, path: c.req.path, requestId: c.get('requestId') },
      'Server-side rendering failed',
    );
    return undefined;
  }
}

const notFoundTitle = (kind: keyof typeof NOT_FOUND_TITLES) => `${NOT_FOUND_TITLES[kind]} | ${SITE_NAME}`;

type RenderedPage = {
  status: 200 | 404;
  html: string;
  /** False when the content was due but could not be rendered: such a page is sent once, never kept. */
  complete: boolean;
};

/**
 * index.html for one page: a listing gets its own title, description, canonical URL, Open Graph
 * tags and JSON-LD; other pages the defaults. Public pages come with their content rendered when
 * there is a server-side build. Unknown listings and paths keep the app (it shows the error screen)
 * but answer 404 so crawlers drop them.
 *
 * A page depends only on its URL, host, layout (viewport) and the catalogue version, never on the
 * visitor (sessions live in the browser's API calls), so each is rendered once per catalogue version
 * and sent from memory, compressed, with an ETag (ADR 060).
 */
export function createPageRenderer(
  options: SeoOptions & { db: Database; pages?: CatalogResponses },
): PageRenderer {
  const publicSiteSettings = publicSiteSettingsReader(
    options.db,
    options.catalog,
    options.productionHosts ?? [],
  );
  const api = new Hono().route('/api', listingRoutes(options.db, options.catalog));
  const appFor = (c: Context, renderer: AppRenderer | undefined, config: ClientConfig) =>
    renderer && isServerRenderedPath(c.req.path) ? renderApp(renderer, c, api, config) : undefined;

  const render = async (
    c: Context,
    indexHtml: string,
    renderer: AppRenderer | undefined,
  ): Promise<RenderedPage> => {
    const config: ClientConfig = await publicSiteSettings();
    const origin = siteOrigin(c, options.publicUrl);
    const path = c.req.path;
    const due = renderer !== undefined && isServerRenderedPath(path);
    const listingId = listingIdFromPath(path);
    if (listingId !== undefined) {
      const params = parseListingDetailParams(new URL(c.req.url).searchParams);
      const listing = await getCachedListingDetail(options.db, options.catalog, listingId, params);
      if (listing) {
        const app = await appFor(c, renderer, config);
        const html = renderIndexHtml(indexHtml, listingHead(listing, origin), config, app);
        return { status: 200, html, complete: !due || app !== undefined };
      }
      // The app's own screen for an unknown listing, rendered like any page, answered with 404.
      const head = {
        title: notFoundTitle('listing'),
        description: DEFAULT_DESCRIPTION,
        canonicalUrl: `${origin}${path}`,
        noIndex: true,
      };
      const app = await appFor(c, renderer, config);
      return { status: 404, html: renderIndexHtml(indexHtml, head, config, app), complete: !due || !!app };
    }
    const found = isAppPath(path);
    const head = {
      title: found ? DEFAULT_TITLE : notFoundTitle('page'),
      description: DEFAULT_DESCRIPTION,
      canonicalUrl: `${origin}${path}`,
      noIndex: !found || isPersonalPath(path),
    };
    const app = found ? await appFor(c, renderer, config) : undefined;
    const status = found ? 200 : 404;
    return { status, html: renderIndexHtml(indexHtml, head, config, app), complete: !found || !due || !!app };
  };

  const pages = options.pages;
  if (!pages) {
    return async (c, indexHtml, renderer) => {
      const page = await render(c, indexHtml, renderer);
      return c.html(page.html, page.status);
    };
  }
  return async (c, indexHtml, renderer) => {
    const url = new URL(c.req.url);
    const viewport = viewportFromUserAgent(c.req.header('user-agent'));
    const key = `${viewport} ${url.host}${url.pathname}${url.search}`;
    let once: RenderedPage | undefined;
    const prepared = await pages.prepared(await options.catalog.get(), key, async () => {
      const page = await render(c, indexHtml, renderer);
      if (!page.complete) {
        once = page;
        return undefined;
      }
      return prepareResponse(page.status, 'text/html; charset=UTF-8', page.html);
    });
    // The layout follows the user agent (phone or desktop), so a shared cache must key pages on it too.
    if (prepared) return answerPrepared(c, prepared, 'no-cache', 'Accept-Encoding, User-Agent');
    // Not kept (its content timed out): this request, or one sharing its miss, renders on its own.
    const page = once ?? (await render(c, indexHtml, renderer));
    return c.html(page.html, page.status);
  };
}
