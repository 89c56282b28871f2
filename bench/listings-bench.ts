// `npm run bench [-- --quick]`: GET /api/listings against the framework floor and the old approach.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { bulkInsertCatalog } from '../src/db/catalog-writes/bulk-insert-catalog';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { generateDemoCatalog } from '../src/db/seed/generate-demo-catalog';
import { parseListingSearch } from '../src/domain/listings/listing-search-params';
import { createApp } from '../src/server/app';
import { measure, percentile, timedGet } from './http-timer';
import { legacySearch } from './legacy-baseline';

const quick = process.argv.includes('--quick');
const sizes = quick ? [10_000] : [1_000, 10_000, 50_000];
const searchRequests = quick ? 600 : 1_500;
const floorRequests = quick ? 1_000 : 3_000;

type QueryType = { name: string; paths: string[] };

function queryMix(deepPage: number): QueryType[] {
  return [
    { name: 'default sort', paths: ['/api/listings'] },
    {
      name: 'make + fuel',
      paths: [
        '/api/listings?makes=Toyota&fuel_type=hybrid',
        '/api/listings?makes=Volkswagen&fuel_type=electric',
        '/api/listings?makes=BMW&makes=Audi&fuel_type=petrol',
      ],
    },
    { name: 'price cap', paths: ['/api/listings?price_max=4000', '/api/listings?price_max=3000&sort=asc'] },
    {
      name: 'custom km/mdr/udb',
      paths: [
        '/api/listings?km=20000&mdr=24&udb=0',
        '/api/listings?km=25000&mdr=48&udb=14995',
        '/api/listings?km=10000&mdr=36&udb=35000&sort=asc',
      ],
    },
    {
      name: 'cost sorts',
      paths: [
        '/api/listings?sort=total_asc',
        '/api/listings?sort=effective_asc&fuel_type=electric',
        '/api/listings?km=20000&mdr=24&sort=effective_asc',
      ],
    },
    {
      name: 'deep page',
      paths: [`/api/listings?page=${deepPage}`, `/api/listings?page=${deepPage}&sort=desc`],
    },
  ];
}

/** Interleaves the query types so each gets an equal share of the run. */
function interleave(mix: QueryType[], count: number): { type: string; path: string }[] {
  return Array.from({ length: count }, (_, i) => {
    const type = mix[i % mix.length] as QueryType;
    return { type: type.name, path: type.paths[Math.floor(i / mix.length) % type.paths.length] as string };
  });
}

const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2));

async function benchSize(listingCount: number) {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  let started = Date.now();
  const bundle = generateDemoCatalog({ seed: 7, listings: listingCount, offersPerListing: 20 });
  await bulkInsertCatalog(handle.db, bundle);
  const offers = bundle.listings.reduce((sum, l) => sum + l.offers.length, 0);
  const loadSeconds = (Date.now() - started) / 1000;

  const { app } = createApp({ db: handle.db, catalogMaxStaleMs: 60_000 });
  const root = new Hono();
  root.get('/bench/legacy', async (c) =>
    c.json(await legacySearch(handle.db, parseListingSearch(new URL(c.req.url).searchParams))),
  );
  root.route('/', app);
  const server = serve({ fetch: root.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;

  started = Date.now();
  const first = await timedGet(port, '/api/listings');
  const snapshotMs = Date.now() - started;
  const totalRes = await fetch(`http://127.0.0.1:${port}/api/listings`).then(
    (r) => r.json() as Promise<{ total: number; card_total?: number }>,
  );
  // The pages count cards: one car at several sellers is one card (ADR 071).
  const cardTotal = totalRes.card_total ?? totalRes.total;
  const mix = queryMix(Math.max(1, Math.floor((cardTotal / 20) * 0.8)));

  const firstHit: Record<string, number> = {};
  for (const type of mix) {
    for (const path of type.paths) {
      const { ms } = await timedGet(port, path);
      firstHit[type.name] = Math.max(firstHit[type.name] ?? 0, ms);
    }
  }

  const floor = await measure(port, ['/api/health'], floorRequests);
  const sequence = interleave(mix, searchRequests);
  const byType = new Map<string, number[]>();
  const all: number[] = [];
  for (const { type, path } of sequence) {
    const [ms] = await measure(port, [path], 1);
    all.push(ms as number);
    byType.set(type, [...(byType.get(type) ?? []), ms as number]);
  }
  all.sort((a, b) => a - b);

  const baselineAll: number[] = [];
  const baselineByType = new Map<string, number>();
  for (const type of mix) {
    const times = await measure(
      port,
      type.paths.map((p) => p.replace('/api/listings', '/bench/legacy')),
      type.paths.length,
    );
    baselineAll.push(...times);
    baselineByType.set(type.name, percentile(times, 50));
  }
  baselineAll.sort((a, b) => a - b);

  // Similar cars of public listings spread over the catalogue (the detail page's second request).
  const pages = Array.from({ length: 10 }, (_, i) => 1 + Math.floor((i * cardTotal) / 20 / 10));
  const ids: string[] = [];
  for (const page of pages) {
    const response = await fetch(`http://127.0.0.1:${port}/api/listings?page=${page}`);
    const { items } = (await response.json()) as { items: { id: string }[] };
    ids.push(...items.slice(0, 5).map((item) => item.id));
  }
  const similarPaths = ids.map((id) => `/api/listings/${id}/similar`);
  await measure(port, similarPaths, similarPaths.length);
  const similar = (await measure(port, similarPaths, quick ? 200 : 600)).sort((a, b) => a - b);

  const memoryMb = process.memoryUsage().rss / 1024 / 1024;
  server.close();
  await handle.close();
  void first;
  return {
    listingCount,
    offers,
    loadSeconds,
    snapshotMs,
    memoryMb,
    floorP50: percentile(floor, 50),
    similarP50: percentile(similar, 50),
    similarP95: percentile(similar, 95),
    searchP50: percentile(all, 50),
    searchP95: percentile(all, 95),
    baselineP50: percentile(baselineAll, 50),
    types: mix.map((type) => {
      const times = (byType.get(type.name) ?? []).sort((a, b) => a - b);
      return {
        name: type.name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        first: firstHit[type.name] ?? Number.NaN,
        baseline: baselineByType.get(type.name) ?? Number.NaN,
      };
    }),
  };
}

const results = [];
for (const size of sizes) {
  const result = await benchSize(size);
  results.push(result);
  console.log(
    `\n${result.listingCount} listings, ${result.offers} offers — loaded in ${result.loadSeconds.toFixed(1)} s, ` +
      `first search (snapshot load) ${result.snapshotMs} ms, RSS ${result.memoryMb.toFixed(0)} MB`,
  );
  console.log('query               p50 ms   p95 ms  first ms  baseline p50 ms  speedup');
  for (const t of result.types) {
    console.log(
      `${t.name.padEnd(18)} ${fmt(t.p50).padStart(7)}  ${fmt(t.p95).padStart(7)}  ${fmt(t.first).padStart(8)}  ${fmt(t.baseline).padStart(15)}  ${(t.baseline / t.p50).toFixed(0).padStart(6)}x`,
    );
  }
  console.log(
    `${'all (mix)'.padEnd(18)} ${fmt(result.searchP50).padStart(7)}  ${fmt(result.searchP95).padStart(7)}            ${fmt(result.baselineP50).padStart(15)}  ${(result.baselineP50 / result.searchP50).toFixed(0).padStart(6)}x`,
  );
  console.log(
    `${'similar cars'.padEnd(18)} ${fmt(result.similarP50).padStart(7)}  ${fmt(result.similarP95).padStart(7)}`,
  );
  console.log(`${'health (floor)'.padEnd(18)} ${fmt(result.floorP50).padStart(7)}`);
}
const last = results[results.length - 1];
if (last) {
  console.log(
    `bench: listings=${last.listingCount} search_p50_ms=${fmt(last.searchP50)} search_p95_ms=${fmt(last.searchP95)} ` +
      `baseline_p50_ms=${fmt(last.baselineP50)} speedup=${(last.baselineP50 / last.searchP50).toFixed(0)}x ` +
      `floor_p50_ms=${fmt(last.floorP50)} floor_ratio=${(last.searchP50 / last.floorP50).toFixed(2)}`,
  );
}
process.exit(0);
