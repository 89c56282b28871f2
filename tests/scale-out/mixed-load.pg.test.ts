import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../scripts/loadtest/seed-catalogue';
import { API_KINDS, type MixResult, runApiMix } from './api-mix-load';
import { createSiteDatabase, type ServerProcess, startServer } from './server-process';
import { call, createSiteAdmin, signIn } from './site-client';

// Ports 3147–3148 belong to this file (two-processes uses 3141–3143, tests/faults 3144–3146).
const CATALOG_MAX_STALE_MS = 500;
/**
 * A version check whose query left before the write committed may finish (and restart the clock) a
 * moment after A answered the write; this covers that moment, not a slower bound.
 */
const CHECK_IN_FLIGHT_MS = 100;
const LISTINGS = 300;
// Modest on purpose: 2 × 4 connections for 3 s runs in CI on 2 cores beside the other database tests.
const CONNECTIONS_PER_PROCESS = 4;
const LOAD_SECONDS = 3;

let a: ServerProcess;
let b: ServerProcess;
let listingIds: string[];
let cookie: string;

beforeAll(async () => {
  const { databaseUrl } = await createSiteDatabase();
  await createSiteAdmin(databaseUrl);
  // The load test's own seeding: the demo catalogue generator and the bulk insert; ids of public listings.
  listingIds = await seedCatalogue(databaseUrl, LISTINGS);
  const env = { CATALOG_MAX_STALE_MS: String(CATALOG_MAX_STALE_MS) };
  [a, b] = await Promise.all([
    startServer({ name: 'load-a', port: 3147, databaseUrl, env }),
    startServer({ name: 'load-b', port: 3148, databaseUrl, env }),
  ]);
  cookie = await signIn(a.url);
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b].map((server) => server?.stop('SIGKILL')));
});

type ListingDetail = {
  id: string;
  make: string;
  model: string;
  body_type: string | null;
  retail_price: number | null;
};

const detailOf = async (server: ServerProcess, id: string) =>
  (await call(server.url, 'GET', `/api/listings/${id}`)).json as ListingDetail;

/** A retail price and body type the listing does not have, so the search, detail and filters all change. */
const changeFor = (listing: ListingDetail, step: number) => ({
  retail_price: (listing.retail_price ?? 300_000) + step * 1_000,
  // Cabriolet and Stationcar are filter options of their own, so the filters' counts move too.
  body_type: listing.body_type === 'Cabriolet' ? 'Stationcar' : 'Cabriolet',
});

async function bulkEdit(id: string, change: ReturnType<typeof changeFor>) {
  const saved = await call(a.url, 'POST', '/api/admin/listings/bulk-edit', {
    cookie,
    body: { ids: [id], ...change },
  });
  expect(saved.status, saved.text).toBe(200);
  expect(saved.json).toMatchObject({ count: 1 });
}

const noFailures = (result: MixResult) => ({
  errors: result.errors,
  non2xx: result.non2xx,
  failures: result.failures,
});

describe('two server processes on one PostgreSQL database under the load test mix', {
  timeout: 120_000,
}, () => {
  it('answer the API mix on both at once, a catalogue write through A midway, without an error or a non-2xx answer', async () => {
    const id = listingIds[0] as string;
    const before = await detailOf(a, id);
    const mix = (server: ServerProcess) =>
      runApiMix({
        baseUrl: server.url,
        connections: CONNECTIONS_PER_PROCESS,
        seconds: LOAD_SECONDS,
        listingIds,
      });
    const load = Promise.all([mix(a), mix(b)]);
    // Both processes reload their snapshot under load: A at once, B within CATALOG_MAX_STALE_MS.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await bulkEdit(id, changeFor(before, 1));
    const [onA, onB] = await load;

    for (const result of [onA, onB]) {
      expect(noFailures(result)).toEqual({ errors: 0, non2xx: 0, failures: [] });
      // Every API kind of the mix was answered (the first five requests are one of each).
      expect(Object.keys(result.byKind).sort()).toEqual([...API_KINDS].sort());
    }
    console.log(
      `[scale-out] API mix for ${LOAD_SECONDS} s at ${CONNECTIONS_PER_PROCESS} connections each: A ${onA.requests}, B ${onB.requests} requests, 0 errors`,
    );
  });

  it('give the same answer (body and ETag) on A and B for the search, detail and filters a write through A changed, within CATALOG_MAX_STALE_MS', async () => {
    // A car the search shows as its own card: with one card per car across sellers (ADR 071) another
    // seller's identical car may stand for it, and the edit would not show in the search's answer.
    const search = '/api/listings?limit=50';
    const shown = (await call(b.url, 'GET', search)).json as { items: ListingDetail[] };
    const id = shown.items[1]?.id as string;
    const before = await detailOf(b, id);
    const paths = [search, `/api/listings/${id}`, '/api/filters'];
    // B has the old answers in memory (and, with the per-version response cache, kept).
    const old = await Promise.all(paths.map((path) => call(b.url, 'GET', path)));
    const change = changeFor(before, 2);

    await bulkEdit(id, change);
    const savedAt = Date.now();
    // A reads its own write at once (ADR 044).
    expect(await detailOf(a, id)).toMatchObject(change);
    await new Promise((resolve) =>
      setTimeout(resolve, savedAt + CATALOG_MAX_STALE_MS + CHECK_IN_FLIGHT_MS - Date.now()),
    );

    for (const [i, path] of paths.entries()) {
      const [onA, onB] = await Promise.all([call(a.url, 'GET', path), call(b.url, 'GET', path)]);
      expect({ path, status: onB.status }).toEqual({ path, status: 200 });
      expect(onB.response.headers.get('etag'), path).toBe(onA.response.headers.get('etag'));
      expect(onB.text, path).toBe(onA.text);
      // The answer is the new one: it changed with the write (the filters' body-type counts too).
      expect(onB.response.headers.get('etag'), path).not.toBe(old[i]?.response.headers.get('etag'));
      // An ETag from one process revalidates on the other: a proxy or browser needs no sticky session.
      const revalidated = await fetch(`${b.url}${path}`, {
        headers: { 'if-none-match': onA.response.headers.get('etag') ?? '' },
      });
      expect(revalidated.status, path).toBe(304);
    }
    expect(await detailOf(b, id)).toMatchObject(change);
    const found = (await call(b.url, 'GET', search)).json as { items: ListingDetail[] };
    expect(found.items.find((item) => item.id === id)).toMatchObject(change);
  });
});
