import { lt, sql } from 'drizzle-orm';
import type { Executor } from '../client';
import { accountThrottle } from '../schema/account-throttle';

export type AccountAttempt = {
  /** This attempt's number in the key's current window (1 for the first). */
  attempts: number;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
};

/**
 * Counts one attempt against a key in a single upsert, so concurrent attempts from any number of
 * processes each get a number of their own and none can slip in under the limit. A window that has
 * ended starts again at 1. The database's clock decides, so all processes agree on it.
 */
export async function countAccountAttempt(
  db: Executor,
  key: string,
  windowSeconds: number,
): Promise<AccountAttempt> {
  const newWindowEnd = sql`now() + make_interval(secs => ${windowSeconds})`;
  const ended = sql`${accountThrottle.windowEndsAt} <= now()`;
  const [row] = await db
    .insert(accountThrottle)
    .values({ key, attempts: 1, windowEndsAt: newWindowEnd })
    .onConflictDoUpdate({
      target: accountThrottle.key,
      set: {
        attempts: sql`case when ${ended} then 1 else ${accountThrottle.attempts} + 1 end`,
        windowEndsAt: sql`case when ${ended} then ${newWindowEnd} else ${accountThrottle.windowEndsAt} end`,
      },
    })
    .returning({
      attempts: accountThrottle.attempts,
      retryAfterSeconds: sql<number>`greatest(1, ceil(extract(epoch from ${accountThrottle.windowEndsAt} - now())))::int`,
    });
  if (!row) throw new Error('Account throttle upsert returned no row');
  // A new window is a good moment to drop the ended ones (unknown e-mails would otherwise pile up).
  if (row.attempts === 1)
    await db.delete(accountThrottle).where(lt(accountThrottle.windowEndsAt, sql`now()`));
  return { attempts: row.attempts, retryAfterSeconds: Number(row.retryAfterSeconds) };
}
