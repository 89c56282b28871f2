/** Public pages with fixed paths that belong in the sitemap (spec §2), most important first. */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/listings',
  '/hvorfor-privatleasing',
  '/om-os',
  '/saadan-tjener-vi-penge',
  '/advertising',
  '/cookie-og-privatlivspolitik',
] as const;

/**
 * Pages about one visitor's own things (a sent enquiry, saved cars, a comparison, price alerts opened
 * from a mail): rendered in the browser, never in the sitemap, and marked noindex.
 */
const PERSONAL_PATHS = new Set<string>([
  '/henvendelse-sendt',
  // Gemte biler (ADR 069): the browser's own list.
  '/gemte-biler',
  // The compare page (ADR 070): a visitor's own selection.
  '/sammenlign',
  // Price alerts' pages (ADR 072): opened from a mail with its token.
  '/besked/bekraeft',
  '/besked/afmeld',
  '/mine-beskeder',
]);

/** Every path the web app has a route for; anything else is answered with the app's 404 page and status. */
const APP_PATHS = new Set<string>([
  ...SITEMAP_STATIC_PATHS,
  ...PERSONAL_PATHS,
  '/login',
  '/design-system',
  '/background-removal-poc',
]);

const LISTING_PATH = /^\/listing\/([^/]+)\/?$/;

export function listingIdFromPath(path: string): string | undefined {
  const match = LISTING_PATH.exec(path);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

export function isAppPath(path: string): boolean {
  const trimmed = trimTrailingSlash(path);
  return APP_PATHS.has(trimmed) || trimmed === '/admin' || trimmed.startsWith('/admin/');
}

export function isPersonalPath(path: string): boolean {
  return PERSONAL_PATHS.has(trimTrailingSlash(path));
}

const trimTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Pages the server renders with their content (ADR 013): the public pages of the sitemap and the
 * listings. Admin and login pages depend on the visitor's session and stay client-rendered.
 */
export function isServerRenderedPath(path: string): boolean {
  return (
    (SITEMAP_STATIC_PATHS as readonly string[]).includes(trimTrailingSlash(path)) ||
    listingIdFromPath(path) !== undefined
  );
}
