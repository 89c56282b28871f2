/** Public reads: caches may keep them but must ask again each time (a cheap 304 when nothing changed). */
export const REVALIDATE_PUBLIC = 'public, no-cache';
/** Admin and auth answers, and anything that did not choose a policy: never stored anywhere. */
export const NO_STORE_PRIVATE = 'private, no-store';
/**
 * Build files whose name does not change with their content (favicon.svg): a day in any cache, so a
 * new icon reaches every visitor by the next day without each page view asking for it.
 */
export const DAY_PUBLIC = 'public, max-age=86400';
/** URLs that change when their content does (hashed build assets, content-addressed files). */
export const IMMUTABLE_PUBLIC = 'public, max-age=31536000, immutable';

/** If-None-Match matching is weak (RFC 9110 13.1.2): `W/"x"` and `"x"` name the same content. */
export function ifNoneMatchHits(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.match(/"[^"]*"/g)?.includes(opaque) ?? false;
}
