import type { BetterAuthPlugin, User } from 'better-auth';
import { APIError, createAuthMiddleware, formCsrfMiddleware, isAPIError, signInEmail } from 'better-auth/api';
import * as z from 'zod';
import { clearAccountAttempts } from '../../db/account-throttle/clear-account-attempts';
import { countAccountAttempt } from '../../db/account-throttle/count-account-attempt';
import type { Database } from '../../db/client';
import { LOGIN_MESSAGES } from '../../domain/auth/login-messages';
import {
  type AttemptThrottleRule,
  accountThrottleKey,
  accountThrottleRuleFor,
  knownDeviceSubject,
  RESET_MAILS_PER_ACCOUNT,
  SECOND_FACTOR_PER_ACCOUNT,
  SIGN_IN_PER_ACCOUNT,
} from './account-throttle-rules';
import { authLog } from './auth-log';
import type { KnownDevices } from './known-device';

/** better-auth's cookie for a sign-in waiting for its second factor (TWO_FACTOR_COOKIE_NAME, not exported). */
const PENDING_TWO_FACTOR_COOKIE = 'two_factor';
const RESET_PASSWORD_PATH = '/reset-password';
/** The body better-auth's /sign-in/email parses, from its own endpoint. */
const SIGN_IN_BODY = signInEmail().options.body;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The e-mail of a sign-in whose password better-auth will check, as it looks the account up; undefined when
 * it refuses the request first. The same checks in the same order as its /sign-in/email: its body schema, a
 * valid address (so no spaces around it), a password not over the maximum, its CSRF check of forms; then it
 * looks the address up in lower case. A request it refuses never reaches a password and does not count.
 */
async function signInEmailToBeChecked(ctx: HookContext): Promise<string | undefined> {
  const body = SIGN_IN_BODY.safeParse(ctx.body);
  if (!body.success) return undefined;
  const { email, password } = body.data;
  if (!z.email().safeParse(email).success) return undefined;
  if (password.length > ctx.context.password.config.maxPasswordLength) return undefined;
  try {
    await formCsrfMiddleware(ctx);
  } catch (error) {
    if (isAPIError(error)) return undefined;
    throw error;
  }
  return email.toLowerCase();
}

/** The user a pending second step belongs to: the signed cookie names a verification row holding its id. */
async function pendingTwoFactorUserId(ctx: HookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(PENDING_TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value || undefined;
}

function tooManyAttempts(retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: LOGIN_MESSAGES.tooManyAttempts, code: 'TOO_MANY_REQUESTS' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * Per-account throttling (ADR 036) as better-auth hooks and callbacks:
 * - `plugin` counts sign-in and second-factor attempts in before hooks, so it sees the endpoint better-auth
 *   resolved and the body it parsed (JSON or form), however the request spelled them; a success clears the
 *   count; a browser that completes a sign-in or a password reset becomes a known device of the account,
 *   whose attempts are counted apart from everyone else's.
 * - `sendResetPassword` wraps the mail: better-auth calls it only for a valid address of an existing
 *   account, so only those requests count; one mail per window for strangers, one per known device.
 * - `onPasswordReset`: whoever set a new password through the mailed link is the owner; the account's
 *   counts start again and the browser becomes a known device.
 * Runs after the per-address limit; an attempt refused there never reaches the account's count. Only
 * requests from clients count: the server's own calls (an administrator creating an account mails a reset
 * link) have no request.
 */
export function accountThrottle(db: Database, devices: KnownDevices) {
  /** The browser that reset a user's password, until the after hook has made it a known device. */
  const passwordResets = new WeakMap<Request, string>();

  /** The known device of a request, when it belongs to this user. */
  const deviceOf = (request: Request | undefined, userId: string | undefined) => {
    const device = devices.of(request);
    return device && userId !== undefined && device.userId === userId ? device : undefined;
  };

  /** What an attempt counts against: the account (e-mail or user), or the known device it comes from. */
  async function subjectOf(
    rule: AttemptThrottleRule,
    ctx: HookContext,
    moment: 'before' | 'after',
  ): Promise<string | undefined> {
    if (rule.subject === 'email') {
      const email = await signInEmailToBeChecked(ctx);
      if (!email) return undefined;
      const claimed = devices.of(ctx.request);
      if (!claimed) return email;
      const user = await ctx.context.internalAdapter.findUserByEmail(email);
      const device = deviceOf(ctx.request, user?.user.id);
      return device ? knownDeviceSubject(device) : email;
    }
    // After a success the pending step is consumed; the answer names the user it signed in.
    const userId =
      moment === 'before'
        ? await pendingTwoFactorUserId(ctx)
        : (ctx.context.returned as { user?: { id?: unknown } } | undefined)?.user?.id;
    if (typeof userId !== 'string' || userId === '') return undefined;
    const device = deviceOf(ctx.request, userId);
    return device ? knownDeviceSubject(device) : userId;
  }

  /** Makes the requesting browser a known device of the user (or renews its cookie). */
  function rememberDevice(ctx: HookContext, userId: string) {
    const cookie = devices.cookieFor(userId, devices.of(ctx.request));
    ctx.setCookie(cookie.name, cookie.value, cookie.attributes);
  }

  const plugin = {
    id: 'leasingmatch-account-throttle',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.request !== undefined && accountThrottleRuleFor(ctx.path) !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const rule = accountThrottleRuleFor(ctx.path);
            const subject = rule && (await subjectOf(rule, ctx, 'before'));
            if (!rule || !subject) return;
            const attempt = await countAccountAttempt(
              db,
              accountThrottleKey(rule, subject),
              rule.windowSeconds,
            );
            if (attempt.attempts > rule.maxAttempts) throw tooManyAttempts(attempt.retryAfterSeconds);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.request !== undefined && accountThrottleRuleFor(ctx.path) !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const rule = accountThrottleRuleFor(ctx.path);
            if (!rule || isAPIError(ctx.context.returned)) return;
            const subject = await subjectOf(rule, ctx, 'after');
            if (subject) await clearAccountAttempts(db, [accountThrottleKey(rule, subject)]);
            // A session only once every factor is done (the two-factor plugin withdraws it before that).
            const signedIn = ctx.context.newSession?.user.id;
            if (signedIn) rememberDevice(ctx, signedIn);
          }),
        },
        {
          matcher: (ctx) => ctx.request !== undefined && ctx.path === RESET_PASSWORD_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const userId = ctx.request && passwordResets.get(ctx.request);
            if (userId && !isAPIError(ctx.context.returned)) rememberDevice(ctx, userId);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;

  async function onPasswordReset({ user }: { user: User }, request?: Request): Promise<void> {
    const device = deviceOf(request, user.id);
    await clearAccountAttempts(db, [
      accountThrottleKey(SIGN_IN_PER_ACCOUNT, user.email.toLowerCase()),
      accountThrottleKey(SECOND_FACTOR_PER_ACCOUNT, user.id),
      ...(device
        ? [
            accountThrottleKey(SIGN_IN_PER_ACCOUNT, knownDeviceSubject(device)),
            accountThrottleKey(SECOND_FACTOR_PER_ACCOUNT, knownDeviceSubject(device)),
          ]
        : []),
    ]);
    if (request) passwordResets.set(request, user.id);
  }

  /** better-auth's sendResetPassword, limited per account; a request over the limit mails nothing. */
  function sendResetPassword<Data extends { user: User }>(send: (data: Data) => Promise<void>) {
    return async (data: Data, request?: Request): Promise<void> => {
      if (request) {
        const device = deviceOf(request, data.user.id);
        const subject = device ? knownDeviceSubject(device) : data.user.id;
        const attempt = await countAccountAttempt(
          db,
          accountThrottleKey(RESET_MAILS_PER_ACCOUNT, subject),
          RESET_MAILS_PER_ACCOUNT.windowSeconds,
        );
        if (attempt.attempts > RESET_MAILS_PER_ACCOUNT.maxAttempts) {
          authLog(
            'info',
            `Reset mail not sent: one went to this account ${device ? 'for this device ' : ''}in the last ${RESET_MAILS_PER_ACCOUNT.windowSeconds / 60} minutes`,
          );
          return;
        }
      }
      await send(data);
    };
  }

  return { plugin, onPasswordReset, sendResetPassword };
}
