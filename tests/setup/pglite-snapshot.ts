import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrateDatabase, migrationsFolder, openDatabase } from '../../src/db/client';

const snapshotFolder = join(migrationsFolder, '..', '.tmp', 'test-db');
const formatVersion = '1';

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Changes whenever a migration or the PGlite build changes, so a stale snapshot is never loaded. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256').update(formatVersion);
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const pglitePackage = JSON.parse(await readFile(join(dirname(pgliteEntry), '..', 'package.json'), 'utf8'));
  hash.update(`pglite@${pglitePackage.version}`);
  for (const file of await listFiles(migrationsFolder)) {
    hash.update(relative(migrationsFolder, file)).update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Migrates a fresh PGlite once and saves its data dir as a tarball; reused while the migrations are unchanged. */
export async function ensurePgliteSnapshot(): Promise<string> {
  const path = join(snapshotFolder, `pglite-${await snapshotKey()}.tar`);
  if (await exists(path)) return path;
  await mkdir(snapshotFolder, { recursive: true });
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await migrateDatabase(handle);
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const tarball = await client.dumpDataDir('none');
    const partial = `${path}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await rename(partial, path);
  } finally {
    await handle.close();
  }
  for (const name of await readdir(snapshotFolder)) {
    const file = join(snapshotFolder, name);
    if (file !== path && name.startsWith('pglite-') && name.endsWith('.tar')) await rm(file, { force: true });
  }
  return path;
}
