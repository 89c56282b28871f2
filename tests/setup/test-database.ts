import { sql } from 'drizzle-orm';
import {
  type Database,
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  queryRows,
} from '../../src/db/client';

/** A migrated, empty database private to the caller. Close it in afterAll. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrateDatabase(handle);
  return handle;
}

/** Empties every public table except catalog_state, restarting sequences. */
export async function resetCatalog(db: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' and tablename <> 'catalog_state'`,
  );
  if (tables.length === 0) return;
  const list = tables.map((t) => `"public"."${t.tablename.replace(/"/g, '""')}"`).join(', ');
  await db.execute(sql.raw(`truncate table ${list} restart identity cascade`));
}
