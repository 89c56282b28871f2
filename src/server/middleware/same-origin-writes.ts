import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../http-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * CSRF protection for cookie-authenticated writes: a browser always says where a write comes from
 * (Origin, Sec-Fetch-Site), so a write another site triggers is refused. Clients that send neither
 * header are not browsers and cannot carry a victim's cookie.
 */
export function sameOriginWrites(publicUrl?: string): MiddlewareHandler {
  const configuredOrigin = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const fetchSite = c.req.header('sec-fetch-site');
    if (fetchSite && !ALLOWED_FETCH_SITES.has(fetchSite)) return jsonError(c, 'CROSS_SITE_REQUEST');
    const origin = c.req.header('origin');
    if (origin && !isExpectedOrigin(origin, configuredOrigin, c.req.url)) {
      return jsonError(c, 'CROSS_SITE_REQUEST');
    }
    return next();
  };
}

/** Without PUBLIC_URL only the host is compared: behind a TLS proxy the server itself sees http. */
function isExpectedOrigin(origin: string, configuredOrigin: string | undefined, requestUrl: string) {
  if (configuredOrigin) return origin === configuredOrigin;
  try {
    return new URL(origin).host === new URL(requestUrl).host;
  } catch {
    return false;
  }
}
