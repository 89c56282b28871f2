import type { MiddlewareHandler } from 'hono';
import { NO_STORE_PRIVATE } from './cache-policies';

const PRIVATE_AREAS = /^\/api\/(admin|auth)(\/|$)/;

/**
 * API answers are not stored unless their route chose a policy; admin and auth answers never are,
 * whatever their handler (or better-auth) said.
 */
export function apiCacheControl(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (PRIVATE_AREAS.test(c.req.path) || !c.res.headers.has('Cache-Control'))
      c.header('Cache-Control', NO_STORE_PRIVATE);
  };
}
