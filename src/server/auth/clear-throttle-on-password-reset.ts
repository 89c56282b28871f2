import { clearAccountAttempts } from '../../db/account-throttle/clear-account-attempts';
import type { Database } from '../../db/client';
import {
  accountThrottleKey,
  normalisedEmail,
  SECOND_FACTOR_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT,
} from './account-throttle-rules';

/**
 * better-auth's onPasswordReset: whoever set a new password through the mailed link is the owner, so the
 * account's sign-in and second-factor counts start again (ADR 036). Reset requests keep theirs: they
 * limit mail, not guessing.
 */
export function clearThrottleOnPasswordReset(db: Database) {
  return async ({ user }: { user: { id: string; email: string } }): Promise<void> => {
    const email = normalisedEmail(user.email);
    await clearAccountAttempts(db, [
      ...(email ? [accountThrottleKey(SIGN_IN_PER_ACCOUNT, email)] : []),
      accountThrottleKey(SECOND_FACTOR_PER_ACCOUNT, user.id),
    ]);
  };
}
