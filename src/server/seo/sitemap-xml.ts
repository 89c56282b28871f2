import { escapeHtml } from './html-escape';
import { listingPath } from './listing-head';
import { SITEMAP_STATIC_PATHS } from './public-paths';

export type SitemapListing = { id: string; updated_at: string };

/** A sitemap holds at most 50 000 URLs; beyond that it would need an index (not needed at our size). */
export const SITEMAP_MAX_URLS = 50_000;

function urlEntry(loc: string, lastmod?: string): string {
  const lastmodTag = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `  <url><loc>${escapeHtml(loc)}</loc>${lastmodTag}</url>`;
}

function isoDate(value: string): string | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString().slice(0, 10);
}

export function sitemapXml(origin: string, listings: readonly SitemapListing[]): string {
  const entries = [
    ...SITEMAP_STATIC_PATHS.map((path) => urlEntry(`${origin}${path}`)),
    ...listings
      .slice(0, SITEMAP_MAX_URLS - SITEMAP_STATIC_PATHS.length)
      .map((listing) => urlEntry(`${origin}${listingPath(listing.id)}`, isoDate(listing.updated_at))),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
