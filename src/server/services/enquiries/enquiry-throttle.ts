import { countAccountAttempt } from '../../../db/account-throttle/count-account-attempt';
import type { Executor } from '../../../db/client';
import { type AccountThrottleRule, accountThrottleKey } from '../../auth/account-throttle-rules';

/**
 * Enquiries per client network (ADR 064): a family or an office behind one address asking several
 * sellers in an evening stays well inside; a script does not.
 */
export const ENQUIRIES_PER_ADDRESS: AccountThrottleRule = {
  name: 'enquiry-address',
  maxAttempts: 10,
  windowSeconds: 60 * 60,
};

/** Enquiries per e-mail address: a person comparing a handful of offers; not a flood in someone's name. */
export const ENQUIRIES_PER_EMAIL: AccountThrottleRule = {
  name: 'enquiry-email',
  maxAttempts: 5,
  windowSeconds: 60 * 60,
};

export const ENQUIRY_THROTTLE_MESSAGE =
  'Du har sendt mange henvendelser på kort tid. Vent lidt, og prøv igen – eller kontakt forhandleren direkte.';

/**
 * Counts one enquiry against its client and its e-mail address in the shared attempt table (ADR 036's
 * counter; keys are hashes). Both are counted, so a flood uses up both; undefined when both are inside.
 */
export async function countEnquiryAttempt(
  db: Executor,
  subjects: { clientKey: string; email: string },
): Promise<{ retryAfterSeconds: number } | undefined> {
  const counts = [
    [ENQUIRIES_PER_ADDRESS, subjects.clientKey],
    [ENQUIRIES_PER_EMAIL, subjects.email.toLowerCase()],
  ] as const;
  let retryAfterSeconds = 0;
  for (const [rule, subject] of counts) {
    const attempt = await countAccountAttempt(db, accountThrottleKey(rule, subject), rule.windowSeconds);
    if (attempt.attempts > rule.maxAttempts)
      retryAfterSeconds = Math.max(retryAfterSeconds, attempt.retryAfterSeconds);
  }
  return retryAfterSeconds > 0 ? { retryAfterSeconds } : undefined;
}
