import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulkInsertCatalog } from '../../src/db/catalog-writes';
import { openDatabase } from '../../src/db/client';
import { buildCatalog } from '../factories/catalog-factory';
import { createSiteDatabase, type ServerProcess, startServer } from './server-process';
import { eventually } from './site-client';

// Port 3149 belongs to this file (two-processes uses 3141–3143, faults 3144–3146, mixed load 3147–3148).
let site: ServerProcess;

/** The server processes the primary forked (node:cluster workers are its child processes). */
function workerPids(): number[] {
  const pid = site.child.pid as number;
  const list = (() => {
    try {
      return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8');
    } catch {
      return '';
    }
  })();
  return list.split(/\s+/).filter(Boolean).map(Number);
}

beforeAll(async () => {
  const { databaseUrl } = await createSiteDatabase();
  const handle = await openDatabase({ databaseUrl, maxConnections: 1 });
  await bulkInsertCatalog(handle.db, buildCatalog([{ make: 'Kia' }, { make: 'Skoda' }]));
  await handle.close();
  site = await startServer({ name: 'cluster', port: 3149, databaseUrl, env: { WEB_CONCURRENCY: '2' } });
}, 120_000);

afterAll(async () => {
  if (!site) return;
  const pids = workerPids();
  await site.stop('SIGTERM');
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

describe('WEB_CONCURRENCY=2 (ADR 060)', { timeout: 90_000 }, () => {
  it('serves from two server processes, replaces one that dies, and stops all of them on SIGTERM', async () => {
    expect(workerPids()).toHaveLength(2);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`${site.url}/api/listings`).then((r) => r.status)),
    );
    expect(answers).toEqual(Array(20).fill(200));

    const [killed] = workerPids();
    process.kill(killed as number, 'SIGKILL');
    const replaced = await eventually(async () => {
      const pids = workerPids();
      return pids.length === 2 && !pids.includes(killed as number) ? pids : undefined;
    });
    expect(replaced).not.toContain(killed);
    await eventually(async () => {
      const status = await fetch(`${site.url}/api/ready`).then(
        (r) => r.status,
        () => 0,
      );
      return status === 200 ? true : undefined;
    });

    const workers = workerPids();
    const code = await site.stop('SIGTERM');
    expect(code, site.output().slice(-3000)).toBe(0);
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    expect(site.output()).toContain('Starting 2 server processes');
    expect(site.output()).toContain('SIGTERM received, stopping 2 server processes');
  });
});
