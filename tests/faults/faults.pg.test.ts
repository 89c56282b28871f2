import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/db/client';
import {
  admin,
  car,
  createChange,
  ingestionTablesSnapshot,
  offer,
  type SeededSeller,
  seedSeller,
  updateChange,
} from '../../src/db/ingestion/ingestion-test-data';
import { createImportBatch } from '../../src/server/services/admin/ingestion/create-import-batch';
import { reviewImportChanges } from '../../src/server/services/admin/ingestion/review-import-changes';
import { type HangingAi, startHangingAi, textSessionForm } from '../scale-out/hanging-ai';
import { createSiteDatabase, type ServerProcess, startServer } from '../scale-out/server-process';
import { call, createSiteAdmin, eventually, signIn } from '../scale-out/site-client';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

// Ports 3144–3146 belong to this file (tests/scale-out uses 3141–3143).
let databaseUrl: string;
let handle: DatabaseHandle;
let seed: SeededSeller;
let ai: HangingAi;
let proxy: TcpProxy;
const servers: ServerProcess[] = [];
let applyServer: ServerProcess;
let proxiedServer: ServerProcess;
let restartedServer: ServerProcess | undefined;

const serverEnv = () => ({
  CATALOG_MAX_STALE_MS: '0',
  AI_BASE_URL: ai.server.baseUrl,
  AI_API_KEY: 'sk-test',
  AI_MODEL: 'test-model',
  AI_TIMEOUT_MS: '1000',
});

async function start(name: string, port: number, url = databaseUrl): Promise<ServerProcess> {
  const server = await startServer({ name, port, databaseUrl: url, env: serverEnv() });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  ({ databaseUrl } = await createSiteDatabase());
  handle = await openDatabase({ databaseUrl, maxConnections: 2 });
  await createSiteAdmin(databaseUrl);
  seed = await seedSeller(handle.db);
  ai = await startHangingAi();
  ai.hangAlways();
  const target = new URL(databaseUrl);
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const viaProxy = new URL(databaseUrl);
  viaProxy.port = String(proxy.port);
  [applyServer, proxiedServer] = await Promise.all([
    start('apply', 3144),
    start('proxied', 3145, viaProxy.toString()),
  ]);
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  await proxy?.close();
  await ai?.server.close();
  await handle?.close();
});

// Generous timeouts: a process starts in 2–15 s depending on how busy the machine is.
describe('faults on PostgreSQL', { timeout: 120_000 }, () => {
  it('a server killed in the middle of a batch apply leaves nothing half-applied; after a restart the batch is still in review and applies', async () => {
    const creates = Array.from({ length: 20 }, (_, index) =>
      createChange(
        car({ variant: `2.0 Hybrid Variant ${index + 1}`, offers: [offer(15_000, 36, 0, 3_000 + index)] }),
      ),
    );
    const corolla = updateChange(
      seed.corollaId,
      car({ model: 'Corolla', variant: '1.8 Hybrid Style', offers: [offer(15_000, 36, 0, 2_222)] }),
    );
    const { batchId } = await createImportBatch(handle.db, {
      sellerId: seed.sellerId,
      sessionIds: [],
      scope: [{ make: 'Toyota', model: 'C-HR' }],
      changes: [...creates, corolla],
      actor: admin,
    });
    await reviewImportChanges(handle.db, {
      batchId,
      decision: 'approved',
      actor: admin,
      types: ['create', 'update'],
    });
    const server = applyServer;
    const cookie = await signIn(server.url);
    const before = await ingestionTablesSnapshot(handle.db);

    // The Corolla (the last change) is locked elsewhere: the apply writes the 20 creates, then waits on it.
    const locker = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = locker.begin(async (tx) => {
      await tx`select id from listings where id = ${seed.corollaId} for update`;
      locked();
      await held;
    });
    await lockTaken;
    // A new batch, never edited: version 1 (ADR 037).
    const applying = call(server.url, 'POST', `/api/admin/batches/${batchId}/apply`, {
      cookie,
      body: { expectedVersion: 1 },
    }).catch((error: Error) => error);
    const waiting = await eventually(async () => {
      const [row] = await queryRows<{ pid: number; inserted: number }>(
        handle.db,
        sql`select pid, (select count(*)::int from pg_locks where pid = a.pid and locktype = 'transactionid') as inserted
            from pg_stat_activity a
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%listings%'`,
      );
      return row;
    });
    await server.stop('SIGKILL');
    expect(await applying).toBeInstanceOf(Error);
    release();
    await holding;
    await locker.end({ timeout: 5 });
    // The orphaned backend finds its client gone and rolls back.
    await eventually(async () => {
      const rows = await queryRows(handle.db, sql`select 1 from pg_stat_activity where pid = ${waiting.pid}`);
      return rows.length === 0 ? true : undefined;
    });

    const restarted = await start('apply-restarted', 3144);
    restartedServer = restarted;
    expect(await ingestionTablesSnapshot(handle.db)).toEqual(before);
    const adminCookie = await signIn(restarted.url);
    const batch = await call(restarted.url, 'GET', `/api/admin/batches/${batchId}`, { cookie: adminCookie });
    expect(batch.json).toMatchObject({ status: 'review', result: null });
    const changes = batch.json?.changes as Array<{ status: string }>;
    expect(changes.map((change) => change.status)).toEqual(Array(21).fill('approved'));

    const applied = await call(restarted.url, 'POST', `/api/admin/batches/${batchId}/apply`, {
      cookie: adminCookie,
      body: { expectedVersion: batch.json?.version },
    });
    expect(applied.status).toBe(200);
    const after = await call(restarted.url, 'GET', `/api/admin/batches/${batchId}`, { cookie: adminCookie });
    expect(after.json).toMatchObject({
      status: 'applied',
      result: { counts: { created: 20, updated: 1, withdrawn: 0, unchanged: 0 } },
    });
  });

  it('while the database is away requests answer 503 in Danish, and the site recovers by itself when it returns', async () => {
    const server = proxiedServer;
    onTestFailed(() => console.error(`server output:\n${server.output()}`));
    const listingPath = `/api/listings/${seed.yarisId}`;
    expect((await call(server.url, 'GET', listingPath)).status).toBe(200);

    proxy.cut();
    const down = await call(server.url, 'GET', listingPath);
    expect(down.status).toBe(503);
    expect(down.json).toEqual({
      error: 'Tjenesten er midlertidigt utilgængelig - prøv igen senere',
      code: 'SERVICE_UNAVAILABLE',
    });
    const search = await call(server.url, 'GET', '/api/listings?make=Toyota');
    expect(search.status).toBe(503);
    expect(search.text).not.toMatch(/at .*\.ts|stack|ECONN|postgres/i);
    expect((await call(server.url, 'GET', '/api/ready')).json).toMatchObject({
      reason: 'database_unreachable',
    });
    expect((await call(server.url, 'GET', '/api/health')).status).toBe(200);

    proxy.restore();
    const restoredAt = Date.now();
    await eventually(
      async () => ((await call(server.url, 'GET', listingPath)).status === 200 ? true : undefined),
      {
        everyMs: 20,
      },
    );
    const recoveredAfter = Date.now() - restoredAt;
    expect((await call(server.url, 'GET', '/api/ready')).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    console.log(`[faults] first 200 ${recoveredAfter} ms after the database came back`);
  });

  it('an AI endpoint that hangs fails the extraction session after AI_TIMEOUT_MS with a Danish message', async () => {
    // Every process start costs seconds: the restarted one from the first test serves this one.
    const server = restartedServer ?? (await start('hanging-ai', 3146));
    const cookie = await signIn(server.url);
    const startedAt = Date.now();
    const started = await call(server.url, 'POST', '/api/admin/extraction-sessions', {
      cookie,
      form: textSessionForm(seed.sellerId, ai.priceList()),
    });
    expect(started.status).toBe(201);
    const sessionId = (started.json?.session_ids as string[] | undefined)?.[0];
    const session = await eventually(async () => {
      const answer = await call(server.url, 'GET', `/api/admin/extraction-sessions/${sessionId}`, { cookie });
      const status = answer.json?.status;
      return status === 'queued' || status === 'running' ? undefined : answer.json;
    });
    expect(session).toMatchObject({
      status: 'failed',
      error_message: 'AI-tjenesten svarede ikke inden for 1 sekund. Prøv igen senere.',
    });
    console.log(
      `[faults] hanging AI: session failed after ${Date.now() - startedAt} ms (AI_TIMEOUT_MS=1000, one retry)`,
    );
  });
});
