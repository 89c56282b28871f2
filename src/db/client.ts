import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { queryCountingLogger } from './query-count';
import * as schema from './schema';
import { connectStartupCloseSocket } from './startup-close-socket';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Anything that can run a query: the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** Applies the committed migrations (see migrateDatabase). */
  migrate: () => Promise<void>;
};

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { databaseUrl: string; maxConnections?: number }
  /** Embedded PGlite: a folder, or 'memory://' for a throwaway instance. */
  | { dataDir: string; loadDataDir?: Blob | File };

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      onnotice: () => {},
      // postgres.js's documented "custom socket" option, missing from its typings.
      ...({ socket: connectStartupCloseSocket } as object),
    });
    const db = drizzlePostgres({ client, schema, logger: queryCountingLogger }) as unknown as Database;
    const databaseUrl = options.databaseUrl;
    return {
      db,
      kind: 'postgres',
      close: () => client.end({ timeout: 5 }),
      migrate: () => migratePostgresServer(databaseUrl),
    };
  }
  const client = await PGlite.create(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite({ client, schema, logger: queryCountingLogger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(db as never, { migrationsFolder }),
  };
}

/**
 * On a server several processes may start at once: one dedicated connection takes an advisory lock,
 * migrates and releases it, so the lock and the unlock run in the same session.
 */
async function migratePostgresServer(databaseUrl: string): Promise<void> {
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  const db = drizzlePostgres({ client });
  const lockKey = 0x1ea5e;
  try {
    await db.execute(sql`select pg_advisory_lock(${lockKey})`);
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${lockKey})`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** Applies the committed migrations to the database behind the handle. */
export function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  return handle.migrate();
}

/** Runs raw SQL and returns its rows, whichever driver is underneath. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown;
  if (Array.isArray(result)) return result as Row[];
  return ((result as { rows?: Row[] }).rows ?? []) as Row[];
}
