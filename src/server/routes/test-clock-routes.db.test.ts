import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../../db/client';
import { createApp } from '../app';
import { serverNow, setTestClockOffset } from '../clock/server-clock';

/** ADR 056: PUT /api/test-clock exists only on a test server, and moves only the calendar clock. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());
afterEach(() => setTestClockOffset(0));

const put = (app: ReturnType<typeof createApp>['app'], body: unknown) =>
  app.request('http://localhost/api/test-clock', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    body: JSON.stringify(body),
  });

describe('PUT /api/test-clock', () => {
  it.each([
    { case: 'an ordinary server', options: {}, status: 404 },
    {
      case: 'a production server, even with testClock',
      options: { testClock: true, production: true },
      status: 404,
    },
  ])('is not there on $case', async ({ options, status }) => {
    const { app } = createApp({ db: handle.db, ...options });
    expect((await put(app, { offset_ms: 86_400_000 })).status).toBe(status);
    expect(Math.abs(serverNow().getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('moves the server clock on a test server, and refuses what is not a whole number of ms within a year', async () => {
    const { app } = createApp({ db: handle.db, testClock: true });
    const moved = await put(app, { offset_ms: 2 * 86_400_000 });
    expect(moved.status).toBe(200);
    const { now } = (await moved.json()) as { now: string };
    expect(new Date(now).getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(serverNow().getTime() - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    for (const offset_ms of [1.5, '1', 400 * 86_400_000]) {
      expect((await put(app, { offset_ms })).status).toBe(400);
    }
  });
});
