import { createHash, randomBytes } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client';

/** What the collector derives from a request's address and user agent; neither is ever stored. */
export type ClientIdentity = {
  /** The client's rate-limit and byte-budget key: a hash of the day's salt and the address's network. */
  key: string;
  /** The visit's analytics session, `s_{UTC day start}_{hash}`: the same address and browser all day. */
  sessionId: string;
};

const SESSION_HASH_LENGTH = 16;

/**
 * The part of an address that names one client: an IPv4 address whole, an IPv6 address by its /64
 * network (one household or host holds a whole /64, and could otherwise rotate through it).
 */
export function clientNetwork(address: string | undefined): string {
  if (!address) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The client's key and session for a request (ADR 021, 050): SHA-256 of the day's salt with the address
 * (and, for the session, the user agent), so no address or user agent is ever stored. The salt lives in
 * the database (every process hashes alike) and is replaced each UTC day; the previous days' salts and
 * counters are deleted then, so yesterday's keys and sessions cannot be traced back to anyone.
 */
export function createClientKeys(db: Database) {
  let cached: { day: string; salt: Promise<string> } | undefined;
  return async (
    address: string | undefined,
    userAgent: string | undefined,
    now: Date,
  ): Promise<ClientIdentity> => {
    const day = now.toISOString().slice(0, 10);
    if (cached?.day !== day) {
      cached = { day, salt: daySalt(db, day) };
      cached.salt.catch(() => {
        cached = undefined;
      });
    }
    const salt = await cached.salt;
    const key = createHash('sha256')
      .update(`${salt}:${clientNetwork(address)}`)
      .digest('base64url');
    const visitor = createHash('sha256')
      .update(`${salt}:visitor:${address ?? 'unknown'}:${(userAgent ?? '').slice(0, 512)}`)
      .digest('hex');
    const hash = BigInt(`0x${visitor.slice(0, 20)}`)
      .toString(36)
      .padStart(SESSION_HASH_LENGTH, '0');
    return { key, sessionId: `s_${Date.parse(day)}_${hash.slice(-SESSION_HASH_LENGTH)}` };
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
