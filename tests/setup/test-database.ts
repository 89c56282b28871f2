import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import {
  type Database,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  queryRows,
} from '../../src/db/client';
import { dropDatabaseStatement, quoteIdentifier, runAdminStatement } from './postgres-admin';
import { databaseUrlFor, type TestDatabaseSource } from './test-database-context';

let snapshot: { path: string; blob: Promise<Blob> } | undefined;

function loadSnapshot(path: string): Promise<Blob> {
  if (snapshot?.path !== path) {
    snapshot = { path, blob: readFile(path).then((bytes) => new Blob([bytes])) };
  }
  return snapshot.blob;
}

function closeOnce(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

async function clonePostgres(source: Extract<TestDatabaseSource, { kind: 'postgres' }>) {
  const name = `${source.namePrefix}${randomBytes(6).toString('hex')}`;
  await runAdminStatement(
    source.serverUrl,
    `create database ${quoteIdentifier(name)} template ${quoteIdentifier(source.template)}`,
  );
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(source.serverUrl, name),
    maxConnections: 4,
  });
  const close = async () => {
    await handle.close();
    await runAdminStatement(source.serverUrl, dropDatabaseStatement(name));
  };
  return { ...handle, close: closeOnce(close) };
}

/**
 * A migrated, empty database private to the caller: PGlite loaded from the migrated snapshot, or a fresh
 * database cloned from the migrated template when TEST_DATABASE_URL is set. Call `close()` in afterAll.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const source = inject('testDatabase');
  if (source?.kind === 'postgres') return clonePostgres(source);
  if (source?.kind === 'pglite') {
    const handle = await openDatabase({
      dataDir: 'memory://',
      loadDataDir: await loadSnapshot(source.snapshotPath),
    });
    return { ...handle, close: closeOnce(handle.close) };
  }
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  return { ...handle, close: closeOnce(handle.close) };
}

/**
 * Empties every public table except catalog_state (RESTART IDENTITY CASCADE). The truncate triggers bump the
 * catalog version, so it only ever grows: compare versions before and after, never against a fixed number.
 */
export async function resetCatalog(db: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'catalog_state'`,
  );
  if (tables.length === 0) return;
  const list = tables.map((table) => `"public".${quoteIdentifier(table.tablename)}`).join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}
