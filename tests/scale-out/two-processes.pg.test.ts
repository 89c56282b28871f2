import { createHash } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInsertCatalog } from '../../src/db/catalog-writes';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/db/client';
import { seedSellerWithModels } from '../../src/server/routes/admin/ingestion/ingestion-test-client';
import { buildCatalog } from '../factories/catalog-factory';
import { type HangingAi, startHangingAi, textSessionForm } from './hanging-ai';
import { createSiteDatabase, type ServerProcess, startServer } from './server-process';
import {
  call,
  createSiteAdmin,
  eventually,
  freshClientIp,
  SITE_ADMIN,
  sessionCookie,
  signIn,
} from './site-client';

// Ports 3141–3143 belong to this file (tests/faults uses 3144–3146).
const CATALOG_MAX_STALE_MS = 500;
let databaseUrl: string;
let handle: DatabaseHandle;
let ai: HangingAi;
let a: ServerProcess;
let b: ServerProcess;
let c: ServerProcess | undefined;
let sellerId: string;
let listingIds: string[];

const serverEnv = () => ({
  CATALOG_MAX_STALE_MS: String(CATALOG_MAX_STALE_MS),
  JOB_LEASE_MS: '2000',
  AI_BASE_URL: ai.server.baseUrl,
  AI_API_KEY: 'sk-test',
  AI_MODEL: 'test-model',
  AI_TIMEOUT_MS: '60000',
});

beforeAll(async () => {
  ({ databaseUrl } = await createSiteDatabase());
  handle = await openDatabase({ databaseUrl, maxConnections: 2 });
  await createSiteAdmin(databaseUrl);
  sellerId = await seedSellerWithModels(handle.db, 'Toyota Danmark', [{ make: 'Toyota', model: 'Yaris' }]);
  const bundle = buildCatalog([{ make: 'Kia' }, { make: 'Hyundai' }]);
  await bulkInsertCatalog(handle.db, bundle);
  listingIds = bundle.ids;
  ai = await startHangingAi();
  // A job of a killed process is taken over 2 s after its last heartbeat.
  [a, b] = await Promise.all([
    startServer({ name: 'a', port: 3141, databaseUrl, env: serverEnv() }),
    startServer({ name: 'b', port: 3142, databaseUrl, env: serverEnv() }),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a, b, c].map((server) => server?.stop('SIGKILL')));
  await ai?.server.close();
  await handle?.close();
});

type JobRow = { status: string; attempts: number; locked_by: string | null };
const jobOf = async (sessionId: string) =>
  (
    await queryRows<JobRow>(
      handle.db,
      sql`select status, attempts, locked_by from jobs where payload->>'sessionId' = ${sessionId}`,
    )
  )[0];

const holderOf = (job: JobRow | undefined, servers: ServerProcess[]) =>
  servers.find((server) => job?.locked_by?.includes(`:${server.child.pid}:`));

async function startSession(server: ServerProcess, cookie: string, text: string): Promise<string> {
  const started = await call(server.url, 'POST', '/api/admin/extraction-sessions', {
    cookie,
    form: textSessionForm(sellerId, text),
  });
  expect(started.status).toBe(201);
  return (started.json?.session_ids as string[] | undefined)?.[0] as string;
}

async function sessionLog(server: ServerProcess, cookie: string, sessionId: string): Promise<string[]> {
  const log = await call(server.url, 'GET', `/api/admin/extraction-sessions/${sessionId}/log`, { cookie });
  return ((log.json?.lines ?? []) as Array<{ message: string }>).map((line) => line.message);
}

const finished = (server: ServerProcess, cookie: string, sessionId: string) =>
  eventually(async () => {
    const session = await call(server.url, 'GET', `/api/admin/extraction-sessions/${sessionId}`, { cookie });
    const status = session.json?.status as string;
    return status === 'queued' || status === 'running' ? undefined : session.json;
  });

// Generous timeouts: a process starts in 2–15 s depending on how busy the machine is.
describe('two server processes on one PostgreSQL database', { timeout: 120_000 }, () => {
  it('share sessions: signed in on A, admin on B; signed out on B, refused on A', async () => {
    const cookie = await signIn(a.url);
    expect((await call(b.url, 'GET', '/api/admin/extraction-sessions', { cookie })).status).toBe(200);
    expect((await call(b.url, 'GET', '/api/admin/extraction-sessions')).status).toBe(401);
    const signOut = await call(b.url, 'POST', '/api/auth/sign-out', { cookie, body: {} });
    expect(signOut.status).toBe(200);
    expect((await call(a.url, 'GET', '/api/admin/extraction-sessions', { cookie })).status).toBe(401);
  });

  it('share the sign-in rate limit: five wrong passwords spread over A and B, the sixth is refused on both', async () => {
    const ip = freshClientIp();
    const wrong = { email: SITE_ADMIN.email, password: 'wrong-password-1' };
    const statuses = [];
    for (const server of [a, b, a, b, a]) {
      statuses.push((await call(server.url, 'POST', '/api/auth/sign-in/email', { body: wrong, ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    for (const server of [b, a]) {
      const refused = await call(server.url, 'POST', '/api/auth/sign-in/email', { body: SITE_ADMIN, ip });
      expect(refused.status).toBe(429);
    }
    // Counted per client address: another address still signs in.
    expect((await call(b.url, 'POST', '/api/auth/sign-in/email', { body: SITE_ADMIN })).status).toBe(200);
  });

  it('serve an image uploaded through A from B (files live in the database)', async () => {
    const cookie = await signIn(a.url);
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c02020' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new File([new Uint8Array(png)], 'bil.png', { type: 'image/png' }));
    const uploaded = await call(a.url, 'POST', `/api/admin/listing-images/${listingIds[0]}`, {
      cookie,
      form,
    });
    expect(uploaded.status).toBe(201);
    for (const key of ['url', 'card_url', 'detail_url']) {
      const path = uploaded.json?.[key] as string;
      const served = await fetch(`${b.url}${path}`);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(path).toContain(createHash('sha256').update(bytes).digest('hex'));
    }
  });

  it('see a catalogue change saved through A on B within CATALOG_MAX_STALE_MS', async () => {
    const cookie = await signIn(a.url);
    const id = listingIds[1] as string;
    expect((await call(b.url, 'GET', `/api/listings/${id}`)).status).toBe(200);
    const saved = await call(a.url, 'POST', '/api/admin/listings/bulk', {
      cookie,
      body: { action: 'deactivate', ids: [id] },
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    await eventually(async () =>
      (await call(b.url, 'GET', `/api/listings/${id}`)).status === 404 ? true : undefined,
    );
    console.log(
      `[scale-out] catalogue change seen on B after ${Date.now() - savedAt} ms (bound ${CATALOG_MAX_STALE_MS} ms)`,
    );
  });

  it('finish on the other process an extraction job whose process was killed (SIGKILL) while it ran', async () => {
    const cookie = await signIn(a.url);
    const text = ai.priceList();
    const sessionId = await startSession(a, cookie, text);
    // The first AI request hangs, so the job is running when its process dies.
    await eventually(async () => ai.requestAt(text, 1));
    const holder = holderOf(await jobOf(sessionId), [a, b]);
    expect(holder).toBeDefined();
    const survivor = holder === a ? b : a;
    await holder?.stop('SIGKILL');
    const killedAt = Date.now();
    const session = await finished(survivor, cookie, sessionId);
    expect(session).toMatchObject({ status: 'succeeded' });
    expect(await jobOf(sessionId)).toMatchObject({ status: 'succeeded', attempts: 2 });
    expect(await sessionLog(survivor, cookie, sessionId)).toContainEqual(
      expect.stringContaining('Udtrækningen startede (forsøg 2)'),
    );
    console.log(`[scale-out] job taken over ${(ai.requestAt(text, 2) ?? 0) - killedAt} ms after SIGKILL`);
    // The killed process is replaced so the next test has two again.
    const replacement = await startServer({
      name: `${holder?.name}2`,
      port: 3143,
      databaseUrl,
      env: serverEnv(),
    });
    if (holder === a) a = replacement;
    else b = replacement;
  });

  it('on SIGTERM finish the open request, hand the running job back at once and exit 0', async () => {
    const cookie = await signIn(b.url);
    const text = ai.priceList();
    c = undefined;
    const sessionId = await startSession(a, cookie, text);
    await eventually(async () => ai.requestAt(text, 1));
    const holder = holderOf(await jobOf(sessionId), [a, b]) as ServerProcess;
    expect(holder).toBeDefined();
    const other = holder === a ? b : a;

    // A sign-in whose body arrives in two halves, the second after SIGTERM.
    const body = JSON.stringify(SITE_ADMIN);
    const slow = new Promise<{ status: number; cookie: string }>((resolve, reject) => {
      const request = httpRequest(`${holder.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': freshClientIp(),
        },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cookie: sessionCookie(new Response(null, { headers: toHeaders(response.headers) })),
          }),
        );
      });
      request.on('error', reject);
      request.write(body.slice(0, 10));
      setTimeout(() => request.end(body.slice(10)), 700);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const signalledAt = Date.now();
    holder.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));
    // No longer accepting: a new connection is refused while the open request is still running.
    await expect(fetch(`${holder.url}/api/health`)).rejects.toThrow();
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(answered.cookie).toContain('session_token');
    expect(await holder.exited).toBe(0);
    const exitedAfter = Date.now() - signalledAt;

    // Released, not expired: a job recovered after its lease ran out would be on attempt 2.
    const session = await finished(other, cookie, sessionId);
    expect(session).toMatchObject({ status: 'succeeded' });
    expect(await jobOf(sessionId)).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect(holder.output()).toMatch(/SIGTERM received/);
    console.log(
      `[scale-out] SIGTERM → exit ${exitedAfter} ms with a request in flight; job resumed on the other process ${(ai.requestAt(text, 2) ?? 0) - signalledAt} ms after SIGTERM`,
    );
  });
});

function toHeaders(raw: import('node:http').IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, one);
  }
  return headers;
}
