import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openConfiguredDatabase } from './open-configured-database';

const dataDir = mkdtempSync(join(tmpdir(), 'leasingmatch-lock-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('openConfiguredDatabase on the embedded database', () => {
  // Each open migrates a fresh embedded database: seconds on a busy 2-core machine, hence the minute.
  it('keeps a second process out while the folder is open, and lets it in after close', {
    timeout: 60_000,
  }, async () => {
    const first = await openConfiguredDatabase({ dataDir });
    // Another live process holds the lock: the parent of this test runner is one.
    writeFileSync(join(dataDir, 'pglite', 'leasingmatch.lock'), String(process.ppid));
    await expect(openConfiguredDatabase({ dataDir })).rejects.toThrow(/in use by process \d+/);
    writeFileSync(join(dataDir, 'pglite', 'leasingmatch.lock'), String(process.pid));
    await first.close();
    const second = await openConfiguredDatabase({ dataDir });
    await second.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    writeFileSync(join(dataDir, 'pglite', 'leasingmatch.lock'), '999999');
    const handle = await openConfiguredDatabase({ dataDir });
    await handle.close();
  });
});
