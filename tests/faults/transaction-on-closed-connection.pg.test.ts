import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// postgres.js 3.4.9 writes a transaction's ROLLBACK to the connection it has just closed, from a
// setImmediate, and the TypeError ends the process (porsager/postgres#1208); scripts/patch-postgres.mjs
// (postinstall) guards that write. Without the guard this process exits 1 with the TypeError.
// The child also takes the transaction's failure as it happens: a rejection left without a handler
// while the close arrives ended it once under load (ADR 025, amendment 2026-11-26).
describe('a transaction whose database connection is terminated mid-query', () => {
  it('fails with CONNECTION_CLOSED (the app answers 503), the process lives on, and the next query works', () => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set (run through scripts/with-postgres.sh)');
    const script = fileURLToPath(new URL('./transaction-on-closed-connection.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, `the process ended with:\n${run.stderr}`).toBe(0);
    const outcome = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}');
    expect(outcome).toEqual({
      transactionError: expect.stringMatching(/CONNECTION|57P01/),
      unavailable: true,
      nextQuery: 42,
    });
  }, 40_000);
});
