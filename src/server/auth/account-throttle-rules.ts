import { createHash } from 'node:crypto';
import type { KnownDevice } from './known-device';

/**
 * Per-account limits (ADR 036), on top of better-auth's per-address limits in create-auth.ts. A sign-in or
 * code attempt is counted before it is checked; once an account has used up its attempts, every further
 * attempt on it is refused with 429 until the window ends, whatever the address and even with the right
 * password or code — except from a known device of the account, whose attempts have a count of their own
 * (issue 26).
 */
export type AccountThrottleRule = {
  name: string;
  maxAttempts: number;
  windowSeconds: number;
};

/** A rule counted in better-auth's hooks; a success clears the count (only failures add up). */
export type AttemptThrottleRule = AccountThrottleRule & {
  /** better-auth endpoint paths (below /api/auth) whose attempts count. */
  paths: readonly string[];
  /** What the account is known by in the request. */
  subject: 'email' | 'pendingTwoFactorUser';
};

/** Room for a person's typos and a password manager's stale entry; for a guesser 10 per 15 min. */
export const SIGN_IN_PER_ACCOUNT: AttemptThrottleRule = {
  name: 'sign-in',
  paths: ['/sign-in/email'],
  subject: 'email',
  maxAttempts: 10,
  windowSeconds: 15 * 60,
};

/** The second step after a correct password: codes (TOTP, backup, e-mail OTP) for the pending user. */
export const SECOND_FACTOR_PER_ACCOUNT: AttemptThrottleRule = {
  name: 'second-factor',
  paths: ['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp'],
  subject: 'pendingTwoFactorUser',
  maxAttempts: 10,
  windowSeconds: 15 * 60,
};

/**
 * Reset mails to one account: one per quarter of an hour to whoever asks without a known device, and one
 * per quarter of an hour per known device. A request over the limit gets the same answer and sends nothing;
 * the link mailed earlier in the window (it works for an hour) is in the owner's inbox, whoever asked.
 */
export const RESET_MAILS_PER_ACCOUNT: AccountThrottleRule = {
  name: 'reset-mail',
  maxAttempts: 1,
  windowSeconds: 15 * 60,
};

const ATTEMPT_THROTTLE_RULES = [SIGN_IN_PER_ACCOUNT, SECOND_FACTOR_PER_ACCOUNT];

export function accountThrottleRuleFor(path: string | undefined): AttemptThrottleRule | undefined {
  return path === undefined ? undefined : ATTEMPT_THROTTLE_RULES.find((rule) => rule.paths.includes(path));
}

/** A known device's attempts on its account: a subject (and so a count) of its own. */
export function knownDeviceSubject(device: KnownDevice): string {
  return `known-device:${device.userId}:${device.deviceId}`;
}

/**
 * The stored key: a hash, so the table holds no e-mail addresses (nor what someone typed into the e-mail
 * field), whatever its length. An unknown e-mail gets a key like any other.
 */
export function accountThrottleKey(rule: AccountThrottleRule, subject: string): string {
  return createHash('sha256').update(`${rule.name}:${subject}`).digest('base64url');
}
