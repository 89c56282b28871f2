import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { createApp } from '../app';
import { committedMigrations } from '../lifecycle/readiness';
import { healthRoutes } from './health-routes';

let handle: DatabaseHandle;

beforeEach(async () => {
  handle = await createTestDatabase();
});
afterEach(async () => {
  await handle.close();
});

const ready = async (options: Parameters<typeof healthRoutes>[1] = {}) => {
  const response = await healthRoutes(handle.db, options).request('/ready');
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/health and /api/ready', () => {
  it('are mounted under /api: alive, and ready with every committed migration applied', async () => {
    const { app } = createApp({ db: handle.db });
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const response = await app.request('/api/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', migrations: committedMigrations().count });
    expect(committedMigrations().count).toBeGreaterThanOrEqual(7);
  });

  it('answers 503 when the database lacks the newest committed migration', async () => {
    await handle.db.execute(
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const { status, body } = await ready();
    expect(status).toBe(503);
    expect(body).toMatchObject({
      status: 'unavailable',
      reason: 'migrations_pending',
      code: 'SERVICE_UNAVAILABLE',
      error: 'Tjenesten er midlertidigt utilgængelig - prøv igen senere',
    });
    expect(body.detail).toBe(
      `${committedMigrations().count - 1} of ${committedMigrations().count} migrations applied`,
    );
  });

  it('answers 503 within its timeout when the database does not answer, and 200 again once it does', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // A transaction holding an exclusive lock on the migrations table: the probe's query waits on it.
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const blocker = handle.db.transaction(async (tx) => {
      await tx.execute(sql`lock table drizzle.__drizzle_migrations in access exclusive mode`);
      locked();
      await held;
    });
    await lockTaken;
    const started = Date.now();
    const { status, body } = await ready({ readyTimeoutMs: 300 });
    const waited = Date.now() - started;
    expect(status).toBe(503);
    expect(body).toMatchObject({ reason: 'database_unreachable', code: 'SERVICE_UNAVAILABLE' });
    expect(body).not.toHaveProperty('detail');
    expect(waited).toBeGreaterThanOrEqual(290);
    release();
    await blocker;
    expect((await ready()).status).toBe(200);
  });

  it('answers 503 when the database is closed, and while the process shuts down', async () => {
    expect((await ready({ isShuttingDown: () => true })).body).toMatchObject({ reason: 'shutting_down' });
    await handle.close();
    const { status, body } = await ready({ readyTimeoutMs: 1000 });
    expect(status).toBe(503);
    expect(body.reason).toBe('database_unreachable');
    const health = await healthRoutes(handle.db).request('/health');
    expect(health.status).toBe(200);
  });
});
