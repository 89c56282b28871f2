import type { MiddlewareHandler } from 'hono';
import type { CatalogCache } from './catalog-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * This process reads its own writes (ADR 044): after any write request under it, answered or not, the
 * next public read checks the catalogue version at once instead of trusting its snapshot for the rest
 * of CATALOG_MAX_STALE_MS. The database triggers decide whether anything public changed (only then is
 * the snapshot reloaded), so no route or service has to remember to say so.
 */
export function checkCatalogAfterWrites(catalog: CatalogCache): MiddlewareHandler {
  return async (c, next) => {
    try {
      await next();
    } finally {
      if (!READS.has(c.req.method)) catalog.invalidate();
    }
  };
}
