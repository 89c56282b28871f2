import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client';
import { type SeededSeller, seedSeller } from '../../src/db/ingestion/ingestion-test-data';
import { validAnalyticsEvents } from '../../src/domain/analytics/analytics-event-examples';
import { createApp } from '../../src/server/app';
import { createSiteDatabase, SITE_AUTH_SECRET } from '../scale-out/server-process';
import { createSiteAdmin, eventually, SITE_ADMIN, sessionCookie } from '../scale-out/site-client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// The apps run in this process on a database reached through a proxy the test cuts: no server process
// to start, and a web root of our own (an index.html without a server-side build) instead of dist/.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const UNAVAILABLE = 'Tjenesten er midlertidigt utilgængelig - prøv igen senere';
const leak = /at .*\.[jt]s|stack|ECONN|CONNECTION_|postgres|drizzle|Failed query|select /i;

let seedHandle: DatabaseHandle;
let proxiedHandle: DatabaseHandle;
let proxy: TcpProxy;
let seed: SeededSeller;
/** Catalogue checked on every read (CATALOG_MAX_STALE_MS=0). */
let cold: Hono;
/** Catalogue and site settings read before the cut and still fresh during it. */
let warm: Hono;
let cookie: string;

type Ask = { method?: string; body?: unknown; cookie?: string; accept?: string };
async function ask(app: Hono, path: string, options: Ask = {}) {
  const headers: Record<string, string> = {
    accept: options.accept ?? 'text/html,application/xhtml+xml,*/*',
    origin: 'http://localhost',
    'x-forwarded-for': `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await app.request(path, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { response, status: response.status, text: await response.text() };
}

const pages = () => ['/', '/listings?make=Toyota', `/listing/${seed.yarisId}`, '/sitemap.xml', '/admin'];
const signInBody = { method: 'POST', body: SITE_ADMIN };
const eventsBody = () => ({ method: 'POST', body: { events: [validAnalyticsEvents.page_view] } });

beforeAll(async () => {
  const { databaseUrl } = await createSiteDatabase();
  await createSiteAdmin(databaseUrl);
  seedHandle = await openDatabase({ databaseUrl, maxConnections: 1 });
  seed = await seedSeller(seedHandle.db);
  const target = new URL(databaseUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const viaProxy = new URL(databaseUrl);
  viaProxy.port = String(proxy.port);
  proxiedHandle = await openDatabase({ databaseUrl: viaProxy.toString(), maxConnections: 4 });
  const webRoot = `${repoRoot}.tmp/faults/pages-${randomBytes(3).toString('hex')}/web`;
  mkdirSync(webRoot, { recursive: true });
  writeFileSync(
    `${webRoot}/index.html`,
    '<!doctype html><html lang="da"><head><title>Leasingmatch</title></head><body><div id="root"></div></body></html>',
  );
  const appFor = (catalogMaxStaleMs: number) =>
    createApp({
      db: proxiedHandle.db,
      webRoot,
      catalogMaxStaleMs,
      authSecret: SITE_AUTH_SECRET,
      trustedProxyHeader: 'x-forwarded-for',
    }).app;
  cold = appFor(0);
  warm = appFor(10 * 60_000);
  const signedIn = await ask(cold, '/api/auth/sign-in/email', signInBody);
  expect(signedIn.status).toBe(200);
  cookie = sessionCookie(signedIn.response);
  for (const path of ['/', '/api/listings?make=Toyota', '/api/filters']) {
    expect((await ask(warm, path)).status).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  await proxiedHandle?.close();
  await seedHandle?.close();
  await proxy?.close();
});

describe('while the database is away', { timeout: 20_000 }, () => {
  beforeAll(() => proxy.cut());
  afterAll(() => proxy.restore());

  it('pages answer 503 with the Danish error page and Retry-After; robots.txt needs no database', async () => {
    for (const path of pages()) {
      const answer = await ask(cold, path);
      expect({ path, status: answer.status }).toEqual({ path, status: 503 });
      expect(answer.response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.response.headers.get('retry-after')).toBe('5');
      expect(answer.response.headers.get('cache-control')).toBe('no-store');
      expect(answer.text).toContain('<h1>Siden kunne ikke indlæses</h1>');
      expect(answer.text).toContain(UNAVAILABLE);
      expect(answer.text).toContain('Gå til forsiden');
      expect(answer.text).not.toMatch(leak);
    }
    const robots = await ask(cold, '/robots.txt');
    expect(robots.status).toBe(200);
  });

  it('sign-in, the session, events, admin and catalogue APIs answer 503 SERVICE_UNAVAILABLE in Danish', async () => {
    const calls: Array<[string, Ask]> = [
      ['/api/auth/sign-in/email', signInBody],
      ['/api/auth/get-session', { cookie }],
      ['/api/events', eventsBody()],
      ['/api/admin/sellers', { cookie }],
      ['/api/admin/batches', { cookie }],
      ['/api/admin/settings', { cookie }],
      [`/api/listings/${seed.yarisId}`, {}],
      ['/api/listings?make=Toyota', {}],
      ['/api/filters', {}],
    ];
    for (const [path, options] of calls) {
      const answer = await ask(cold, path, { accept: 'application/json', ...options });
      expect({ path, status: answer.status, body: JSON.parse(answer.text) }).toEqual({
        path,
        status: 503,
        body: { error: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' },
      });
      expect(answer.response.headers.get('retry-after')).toBe('5');
    }
    // No session cookie: refused before any database read.
    expect((await ask(cold, '/api/admin/sellers')).status).toBe(401);
  });

  it('a warm catalogue keeps search, filters and the home page working; a listing needs the database', async () => {
    expect((await ask(warm, '/api/listings?make=Toyota')).status).toBe(200);
    expect((await ask(warm, '/api/filters')).status).toBe(200);
    expect((await ask(warm, '/')).status).toBe(200);
    const detailPage = await ask(warm, `/listing/${seed.yarisId}`);
    expect(detailPage.status).toBe(503);
    expect(detailPage.text).toContain('Siden kunne ikke indlæses');
    expect((await ask(warm, `/api/listings/${seed.yarisId}`)).status).toBe(503);
  });
});

describe('when the database is back', { timeout: 30_000 }, () => {
  it('every page and API recovers by itself', async () => {
    // A connection may be in postgres.js's reconnect back-off (up to 20 s after many failures).
    await eventually(async () => ((await ask(cold, '/api/filters')).status === 200 ? true : undefined), {
      everyMs: 50,
    });
    for (const path of [...pages(), '/api/filters', `/api/listings/${seed.yarisId}`]) {
      expect({ path, status: (await ask(cold, path)).status }).toEqual({ path, status: 200 });
    }
    expect((await ask(cold, '/api/auth/get-session', { cookie })).status).toBe(200);
    expect((await ask(cold, '/api/admin/sellers', { cookie })).status).toBe(200);
    expect((await ask(cold, '/api/events', eventsBody())).status).toBe(202);
    expect((await ask(cold, '/api/auth/sign-in/email', signInBody)).status).toBe(200);
  });
});
