import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { type DatabaseHandle, migrateDatabase, openDatabase, queryRows } from '../client';
import { seedDemoCatalog } from '../seed/seed-demo-catalog';
import { readSequences } from './backup-tables';
import { restoreBackup } from './restore-backup';
import { type TableChecksum, tableChecksums } from './table-checksums';
import { writeBackup } from './write-backup';

const onPostgres = inject('testDatabase')?.kind === 'postgres';
let folder: string;
const opened: DatabaseHandle[] = [];

/** A second engine for the cross-engine round trip: PGlite when the run is on PostgreSQL, and the reverse. */
async function freshDatabase(kind: 'same' | 'pglite'): Promise<DatabaseHandle> {
  const handle = kind === 'same' ? await createTestDatabase() : await openDatabase({ dataDir: 'memory://' });
  if (kind === 'pglite') await migrateDatabase(handle);
  opened.push(handle);
  return handle;
}

/** The demo catalogue (image bytes, numerics, jsonb), odd bytes and timestamps, events with a bigserial id. */
async function seedEverything(handle: DatabaseHandle) {
  await seedDemoCatalog(handle.db, { listings: 40 });
  await handle.db.execute(
    sql`insert into files (sha256, content_type, size, bytes)
        values ('odd-bytes', 'application/octet-stream', 4, '\\x00ff0a27'::bytea)`,
  );
  await handle.db.execute(
    sql`insert into analytics_events (received_at, occurred_at, event, session_id, path, properties)
        values ('2026-11-22T10:11:12.123456+01:00', '2026-11-22T10:11:12Z', 'page_view', 's_1', '/',
                '{"quote": "it''s \\"æøå\\"", "nested": {"n": 1.5, "list": [1, null, true]}}'::jsonb),
               (now(), now(), 'listing_view', 's_2', '/listings', '{}'::jsonb)`,
  );
  // A gap in the sequence: the restored one must continue after it, not after the last row.
  await handle.db.execute(sql`select nextval(pg_get_serial_sequence('analytics_events', 'id'))`);
}

const insertEvent = async (handle: DatabaseHandle) =>
  Number(
    (
      await queryRows<{ id: number }>(
        handle.db,
        sql`insert into analytics_events (occurred_at, event, session_id, path, properties)
            values (now(), 'page_view', 's_3', '/', '{}') returning id`,
      )
    )[0]?.id,
  );

let source: DatabaseHandle;
let backupFile: string;
let written: { rows: number };
let expected: TableChecksum[];

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'leasingmatch-backup-'));
  source = await freshDatabase('same');
  await seedEverything(source);
  backupFile = join(folder, 'backup.jsonl.gz');
  written = await writeBackup(source, backupFile);
  expected = await tableChecksums(source.db);
}, 120_000);

afterAll(async () => {
  for (const handle of opened) await handle.close();
  await rm(folder, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every table exactly (row counts and checksums) and continues the sequences', async () => {
    const target = await freshDatabase('same');
    const restored = await restoreBackup(target, backupFile);

    expect(expected.find((t) => t.table === 'lease_offers')?.rows).toBeGreaterThan(100);
    expect(expected.find((t) => t.table === 'files')?.rows).toBeGreaterThan(1);
    expect(await tableChecksums(target.db)).toEqual(expected);
    expect(restored.rows).toBe(written.rows);
    expect(await readSequences(target.db)).toEqual(await readSequences(source.db));
    // Events 1 and 2, then id 3 taken without a row: the next event is 4.
    expect(await insertEvent(target)).toBe(4);
  }, 60_000);

  // Defined in the PostgreSQL run only: the PGlite run has no server to move to.
  if (onPostgres) {
    it('moves a database from PostgreSQL to PGlite and back', async () => {
      const embedded = await freshDatabase('pglite');
      await restoreBackup(embedded, backupFile);
      expect(await tableChecksums(embedded.db)).toEqual(expected);

      const back = await freshDatabase('same');
      const fromEmbedded = join(folder, 'from-pglite.jsonl.gz');
      await writeBackup(embedded, fromEmbedded);
      await restoreBackup(back, fromEmbedded);
      expect(await tableChecksums(back.db)).toEqual(expected);
    }, 120_000);
  }

  it('refuses a database with data unless forced, and a forced restore replaces it', async () => {
    const target = await freshDatabase('same');
    await seedDemoCatalog(target.db, { listings: 25, seed: 99 });
    const own = await tableChecksums(target.db);

    await expect(restoreBackup(target, backupFile)).rejects.toThrow(/not empty .*--force/);
    expect(await tableChecksums(target.db)).toEqual(own);
    await restoreBackup(target, backupFile, { force: true });
    expect(await tableChecksums(target.db)).toEqual(expected);
  }, 60_000);

  it('refuses a file that is not a backup, and leaves nothing behind from a cut-off one', async () => {
    const target = await freshDatabase('same');
    const notBackup = join(folder, 'not-a-backup.gz');
    await writeFile(notBackup, gzipSync('hello\n'));
    await expect(restoreBackup(target, notBackup)).rejects.toThrow(/not a Leasingmatch backup/);

    const lines = gunzipSync(await readFile(backupFile))
      .toString('utf8')
      .split('\n');
    const cut = join(folder, 'cut.jsonl.gz');
    await writeFile(cut, gzipSync(lines.slice(0, Math.floor(lines.length / 2)).join('\n')));
    await expect(restoreBackup(target, cut)).rejects.toThrow(/damaged|incomplete/);
    const counts = await tableChecksums(target.db);
    expect(counts.filter((t) => t.table !== 'catalog_state').every((t) => t.rows === 0)).toBe(true);
  }, 60_000);
});
