import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * CSRF protection for cookie-authenticated writes: a browser always says where a write comes from
 * (Origin, Sec-Fetch-Site), so a write another site triggers is refused. Clients that send neither
 * header are not browsers and cannot carry a victim's cookie. The allowed origins are the ones
 * better-auth trusts (ADR 035: the site's one origin, plus loopback spellings in development), never
 * the request's own Host.
 */
export function sameOriginWrites(trustedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite && !ALLOWED_FETCH_SITES.has(fetchSite)) return jsonError(c, 'CROSS_SITE_REQUEST');
    const origin = c.req.header('origin');
    if (origin && !allowed.has(origin)) return jsonError(c, 'CROSS_SITE_REQUEST');
    return next();
  };
}
