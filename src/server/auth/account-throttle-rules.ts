import { createHash } from 'node:crypto';

/**
 * Per-account limits (ADR 036), on top of better-auth's per-address limits in create-auth.ts. Each
 * attempt is counted before it is checked; once an account has used up its attempts, every further
 * attempt on it is refused with 429 until the window ends, whatever the address and even with the right
 * password or code.
 */
export type AccountThrottleRule = {
  name: string;
  /** better-auth endpoint paths (below /api/auth) whose attempts count. */
  paths: readonly string[];
  /** What the account is known by in the request. */
  subject: 'email' | 'pendingTwoFactorUser';
  maxAttempts: number;
  windowSeconds: number;
  /** A success clears the count (only failures add up); otherwise every attempt counts. */
  clearedBySuccess: boolean;
};

/** Room for a person's typos and a password manager's stale entry; for a guesser 10 per 15 min. */
export const SIGN_IN_PER_ACCOUNT: AccountThrottleRule = {
  name: 'sign-in',
  paths: ['/sign-in/email'],
  subject: 'email',
  maxAttempts: 10,
  windowSeconds: 15 * 60,
  clearedBySuccess: true,
};

/** The second step after a correct password: codes (TOTP, backup, e-mail OTP) for the pending user. */
export const SECOND_FACTOR_PER_ACCOUNT: AccountThrottleRule = {
  name: 'second-factor',
  paths: ['/two-factor/verify-totp', '/two-factor/verify-backup-code', '/two-factor/verify-otp'],
  subject: 'pendingTwoFactorUser',
  maxAttempts: 10,
  windowSeconds: 15 * 60,
  clearedBySuccess: true,
};

/** Reset links mailed to one address, from however many client addresses they are asked for. */
export const RESET_REQUESTS_PER_ACCOUNT: AccountThrottleRule = {
  name: 'reset-request',
  paths: ['/request-password-reset'],
  subject: 'email',
  maxAttempts: 3,
  windowSeconds: 60 * 60,
  clearedBySuccess: false,
};

export const ACCOUNT_THROTTLE_RULES = [
  SIGN_IN_PER_ACCOUNT,
  SECOND_FACTOR_PER_ACCOUNT,
  RESET_REQUESTS_PER_ACCOUNT,
];

export function accountThrottleRuleFor(path: string | undefined): AccountThrottleRule | undefined {
  return path === undefined ? undefined : ACCOUNT_THROTTLE_RULES.find((rule) => rule.paths.includes(path));
}

/** The e-mail as better-auth looks it up (lower case), trimmed; undefined when there is none to key on. */
export function normalisedEmail(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email === '' ? undefined : email;
}

/**
 * The stored key: a hash, so the table holds no e-mail addresses (nor what someone typed into the e-mail
 * field), whatever its length. An unknown e-mail gets a key like any other.
 */
export function accountThrottleKey(rule: AccountThrottleRule, subject: string): string {
  return createHash('sha256').update(`${rule.name}:${subject}`).digest('base64url');
}
