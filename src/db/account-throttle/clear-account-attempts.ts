import { inArray } from 'drizzle-orm';
import type { Executor } from '../client';
import { accountThrottle } from '../schema/account-throttle';

/** Forgets the attempts counted against these keys (a success, or the owner's password reset). */
export async function clearAccountAttempts(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.delete(accountThrottle).where(inArray(accountThrottle.key, [...keys]));
}
