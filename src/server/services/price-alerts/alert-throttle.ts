import { countAccountAttempt } from '../../../db/account-throttle/count-account-attempt';
import type { Executor } from '../../../db/client';
import { type AccountThrottleRule, accountThrottleKey } from '../../auth/account-throttle-rules';

/** Alerts per client network: a household watching a handful of cars and searches in an evening. */
export const ALERTS_PER_ADDRESS: AccountThrottleRule = {
  name: 'price-alert-address',
  maxAttempts: 10,
  windowSeconds: 60 * 60,
};

/** Alerts (each with a confirmation mail) per e-mail address: never a flood of mails in someone's name. */
export const ALERTS_PER_EMAIL: AccountThrottleRule = {
  name: 'price-alert-email',
  maxAttempts: 5,
  windowSeconds: 60 * 60,
};

export const ALERT_THROTTLE_MESSAGE = 'Du har oprettet mange beskeder på kort tid. Vent lidt, og prøv igen.';

/** Counts one subscription against its client and its address, as enquiries are counted (ADR 064). */
export async function countAlertAttempt(
  db: Executor,
  subjects: { clientKey: string; email: string },
): Promise<{ retryAfterSeconds: number } | undefined> {
  const counts = [
    [ALERTS_PER_ADDRESS, subjects.clientKey],
    [ALERTS_PER_EMAIL, subjects.email.toLowerCase()],
  ] as const;
  let retryAfterSeconds = 0;
  for (const [rule, subject] of counts) {
    const attempt = await countAccountAttempt(db, accountThrottleKey(rule, subject), rule.windowSeconds);
    if (attempt.attempts > rule.maxAttempts)
      retryAfterSeconds = Math.max(retryAfterSeconds, attempt.retryAfterSeconds);
  }
  return retryAfterSeconds > 0 ? { retryAfterSeconds } : undefined;
}
