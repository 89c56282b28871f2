import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client';

/**
 * The rate-limit key of a client address: SHA-256 of the day's salt and the address, so no address is
 * ever stored. The salt lives in the database (every process hashes alike) and is replaced each UTC
 * day; the previous days' salts and counters are deleted then, so yesterday's keys cannot be reversed.
 */
export function createClientKeys(db: Database) {
  let cached: { day: string; salt: Promise<string> } | undefined;
  return async (address: string | undefined, now: Date): Promise<string> => {
    const day = now.toISOString().slice(0, 10);
    if (cached?.day !== day) {
      cached = { day, salt: daySalt(db, day) };
      cached.salt.catch(() => {
        cached = undefined;
      });
    }
    const salt = await cached.salt;
    return createHash('sha256')
      .update(`${salt}:${address ?? 'unknown'}`)
      .digest('base64url');
  };
}

async function daySalt(db: Database, day: string): Promise<string> {
  await db.execute(sql`insert into analytics_rate_limit_salts (day, salt)
    values (${day}::date, ${randomBytes(32).toString('base64url')}) on conflict (day) do nothing`);
  await db.execute(sql`delete from analytics_rate_limit_salts where day < ${day}::date`);
  await db.execute(
    sql`delete from analytics_rate_limits where window_start < ${day}::date - interval '1 minute'`,
  );
  const [row] = await queryRows<{ salt: string }>(
    db,
    sql`select salt from analytics_rate_limit_salts where day = ${day}::date`,
  );
  if (!row) throw new Error(`No analytics salt for ${day}`);
  return row.salt;
}
