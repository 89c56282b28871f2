import { Hono } from 'hono';
import type { Database } from '../../db/client';
import type { CatalogCache } from '../catalog/catalog-cache';
import { serverNow, setTestClockOffset } from '../clock/server-clock';
import { jsonError } from '../http-error';
import { runPriceListRefetchSoon } from '../ingestion/start-ingestion-worker';

const MAX_OFFSET_MS = 366 * 86_400_000;

/**
 * PUT /api/test-clock { offset_ms } — mounted only on a test server (TEST_CLOCK=1, refused in
 * production; ADR 056): moves the server's calendar clock (offers' expiry, confirmations, which saved
 * price lists are due), re-reads the catalogue and runs the re-fetch sweep now, as if that time had
 * passed. Sessions, rate limits and the job queue keep real time.
 */
export function testClockRoutes(db: Database, catalog: CatalogCache) {
  return new Hono().put('/test-clock', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { offset_ms?: unknown } | null;
    const offset = body?.offset_ms;
    if (typeof offset !== 'number' || !Number.isInteger(offset) || Math.abs(offset) > MAX_OFFSET_MS) {
      return jsonError(c, 'VALIDATION');
    }
    setTestClockOffset(offset);
    catalog.invalidate();
    await runPriceListRefetchSoon(db);
    return c.json({ now: serverNow().toISOString() });
  });
}
