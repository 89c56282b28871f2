import { countAccountAttempt } from '../../../db/account-throttle/count-account-attempt';
import type { Database } from '../../../db/client';
import { FORM_REFUSALS, formVerdict } from '../../../domain/enquiries/enquiry-spam-guard';
import { type AccountThrottleRule, accountThrottleKey } from '../../auth/account-throttle-rules';
import { createClientKeys } from '../events/client-key';

/** How a visitor's form (an enquiry, a price alert) is throttled, and the words when it is. */
export type VisitorThrottle = {
  perAddress: AccountThrottleRule;
  perEmail: AccountThrottleRule;
  message: string;
};

export type VisitorClient = { address: string | undefined; userAgent: string | undefined };

export type GuardRefusal =
  /** The honeypot or the time on the form gave a bot away, or the form is stale: nothing stored. */
  { kind: 'refused'; message: string } | { kind: 'throttled'; retryAfterSeconds: number; message: string };

/**
 * The spam guard shared by the visitor's forms (ADR 064, ADR 072): the honeypot and the time on the
 * form, then one attempt counted against the client and against the e-mail address in the shared
 * attempt table (ADR 036's counter; keys are hashes). Both are counted, so a flood uses up both.
 * Passed: the client's key for the day (ADR 036's hash), which an enquiry stores.
 */
export function visitorGuard(db: Database, throttle: VisitorThrottle, now: () => Date) {
  const clientKeys = createClientKeys(db);
  return async (
    input: { fax?: string | undefined; ms_on_form: number; email: string },
    client: VisitorClient,
  ): Promise<GuardRefusal | { kind: 'passed'; clientKey: string }> => {
    const verdict = formVerdict(input);
    if (verdict !== 'ok') return { kind: 'refused', message: FORM_REFUSALS[verdict] };

    const { key: clientKey } = await clientKeys(client.address, client.userAgent, now());
    const counts = [
      [throttle.perAddress, clientKey],
      [throttle.perEmail, input.email.toLowerCase()],
    ] as const;
    let retryAfterSeconds = 0;
    for (const [rule, subject] of counts) {
      const attempt = await countAccountAttempt(db, accountThrottleKey(rule, subject), rule.windowSeconds);
      if (attempt.attempts > rule.maxAttempts)
        retryAfterSeconds = Math.max(retryAfterSeconds, attempt.retryAfterSeconds);
    }
    return retryAfterSeconds > 0
      ? { kind: 'throttled', retryAfterSeconds, message: throttle.message }
      : { kind: 'passed', clientKey };
  };
}
