import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../src/db/client';

/** Tables a read or a refused request may touch anyway (sessions refresh, rate-limit counters). */
const VOLATILE_TABLES = new Set([
  'auth_session',
  'auth_rate_limit',
  'auth_verification',
  'analytics_rate_limits',
  'analytics_rate_limit_salts',
]);

/** One hash per table of every row's text, to prove a refused write changed nothing at all. */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const hashed = tables.map(({ tablename }) => tablename).filter((name) => !VOLATILE_TABLES.has(name));
  const parts = hashed.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
  );
  const rows = await queryRows<{ name: string; hash: string }>(db, sql.raw(parts.join(' union all ')));
  return Object.fromEntries(rows.map(({ name, hash }) => [name, hash]));
}
