import type { BetterAuthPlugin, HookEndpointContext } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { clearAccountAttempts } from '../../db/account-throttle/clear-account-attempts';
import { countAccountAttempt } from '../../db/account-throttle/count-account-attempt';
import type { Database } from '../../db/client';
import { LOGIN_MESSAGES } from '../../domain/auth/login-messages';
import {
  type AccountThrottleRule,
  accountThrottleKey,
  accountThrottleRuleFor,
  normalisedEmail,
} from './account-throttle-rules';

/** better-auth's cookie for a sign-in waiting for its second factor (TWO_FACTOR_COOKIE_NAME, not exported). */
const PENDING_TWO_FACTOR_COOKIE = 'two_factor';

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** A client's request to a throttled endpoint; its rule. */
function ruleForClientRequest(ctx: HookEndpointContext): AccountThrottleRule | undefined {
  return ctx.request ? accountThrottleRuleFor(ctx.path) : undefined;
}

/** The user a pending second step belongs to: the signed cookie names a verification row holding its id. */
async function pendingTwoFactorUserId(ctx: HookContext): Promise<string | undefined> {
  const cookie = ctx.context.createAuthCookie(PENDING_TWO_FACTOR_COOKIE);
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return undefined;
  const verification = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return verification?.value || undefined;
}

async function subjectBefore(rule: AccountThrottleRule, ctx: HookContext): Promise<string | undefined> {
  if (rule.subject === 'email') return normalisedEmail((ctx.body as { email?: unknown } | undefined)?.email);
  return pendingTwoFactorUserId(ctx);
}

/** After a success the pending step is consumed; the answer names the user it signed in. */
function subjectAfter(rule: AccountThrottleRule, ctx: HookContext): string | undefined {
  if (rule.subject === 'email') return normalisedEmail((ctx.body as { email?: unknown } | undefined)?.email);
  const userId = (ctx.context.returned as { user?: { id?: unknown } } | undefined)?.user?.id;
  return typeof userId === 'string' ? userId : undefined;
}

function tooManyAttempts(retryAfterSeconds: number): APIError {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { message: LOGIN_MESSAGES.tooManyAttempts, code: 'TOO_MANY_REQUESTS' },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/**
 * Per-account throttling (ADR 036) as better-auth hooks, so it sees the endpoint better-auth resolved
 * and the body it parsed (JSON or form), however the request spelled them. Runs after the per-address
 * limit; an attempt refused there never reaches the account's count. Only requests from clients count:
 * the server's own calls (an administrator creating an account mails a reset link) have no request.
 */
export function accountThrottle(db: Database) {
  return {
    id: 'leasingmatch-account-throttle',
    hooks: {
      before: [
        {
          matcher: (ctx) => ruleForClientRequest(ctx) !== undefined,
          handler: createAuthMiddleware(async (ctx) => {
            const rule = accountThrottleRuleFor(ctx.path);
            const subject = rule && (await subjectBefore(rule, ctx));
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
          matcher: (ctx) => ruleForClientRequest(ctx)?.clearedBySuccess === true,
          handler: createAuthMiddleware(async (ctx) => {
            const rule = accountThrottleRuleFor(ctx.path);
            if (!rule || isAPIError(ctx.context.returned)) return;
            const subject = subjectAfter(rule, ctx);
            if (subject) await clearAccountAttempts(db, [accountThrottleKey(rule, subject)]);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
