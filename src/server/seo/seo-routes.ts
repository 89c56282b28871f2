import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Executor } from '../../db/client';
import { parseListingDetailParams } from '../../domain/listings/listing-detail-params';
import type { CatalogCache } from '../catalog/catalog-cache';
import { getListingDetail } from '../services/listings/get-listing-detail';
import type { PageRenderer } from '../web-app-routes';
import { listingHead } from './listing-head';
import { type ClientConfig, DEFAULT_DESCRIPTION, DEFAULT_TITLE, renderIndexHtml } from './page-head';
import { isAppPath, listingIdFromPath } from './public-paths';
import { robotsTxt } from './robots-txt';
import { sitemapXml } from './sitemap-xml';

export type SeoOptions = {
  db: Executor;
  catalog: CatalogCache;
  /** PUBLIC_URL: the canonical origin; without it, the origin the request came to. */
  publicUrl?: string | undefined;
  /** PRODUCTION_HOSTS, handed to the web app for its staging banner. */
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

/**
 * index.html for one page: a listing gets its own title, description, canonical URL, Open Graph
 * tags and JSON-LD; other pages the defaults. Unknown listings and paths keep the app (it shows the
 * error screen) but answer 404 so crawlers drop them.
 */
export function createPageRenderer(options: SeoOptions): PageRenderer {
  const config: ClientConfig = { productionHosts: [...(options.productionHosts ?? [])] };
  return async (c, indexHtml) => {
    const origin = siteOrigin(c, options.publicUrl);
    const path = c.req.path;
    const listingId = listingIdFromPath(path);
    if (listingId !== undefined) {
      const params = parseListingDetailParams(new URL(c.req.url).searchParams);
      const listing = await getListingDetail(options.db, listingId, params);
      if (listing) return c.html(renderIndexHtml(indexHtml, listingHead(listing, origin), config));
    }
    const found = listingId === undefined && isAppPath(path);
    const head = {
      title: DEFAULT_TITLE,
      description: DEFAULT_DESCRIPTION,
      canonicalUrl: `${origin}${path}`,
      noIndex: !found,
    };
    return c.html(renderIndexHtml(indexHtml, head, config), found ? 200 : 404);
  };
}
