import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * CSRF protection for cookie-authenticated writes: a browser always says where a write comes from
 * (Origin, Sec-Fetch-Site), so a write another site triggers is refused. Clients that send neither
 * header are not browsers and cannot carry a victim's cookie. The allowed origin is the site's one
 * trusted origin (ADR 035), the same one better-auth trusts, never the request's own Host.
 */
export function sameOriginWrites(trustedOrigin: string): MiddlewareHandler {
  const allowedOrigin = new URL(trustedOrigin).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite && !ALLOWED_FETCH_SITES.has(fetchSite)) return jsonError(c, 'CROSS_SITE_REQUEST');
    const origin = c.req.header('origin');
    if (origin && origin !== allowedOrigin) return jsonError(c, 'CROSS_SITE_REQUEST');
    return next();
  };
}
