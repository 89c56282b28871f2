import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Database } from '../../db/client';
import * as authSchema from '../../db/schema/auth';
import type { AuthSession } from '../../domain/api/auth-api';
import type { Satisfies } from '../../domain/api/endpoint';
import { ADMIN_ROLE, USER_ROLE } from '../../domain/auth/roles';
import type { MailSender } from '../mail/mail-sender';
import { accountThrottle } from './account-throttle-plugin';
import { authLog } from './auth-log';
import { CLIENT_IP_HEADER } from './client-ip';
import { knownDevices } from './known-device';

export type AuthConfig = {
  secret: string;
  /** The one trusted origin (env.ts trustedOriginOf): every mailed link and allowed redirect is on it. */
  origin: string;
  /** Development only: other loopback spellings of the origin, accepted but never linked to (env.ts loopbackAliasesOf). */
  loopbackAliases?: readonly string[];
  production: boolean;
  mail: MailSender;
  /** Sign-in attempts per IP and minute before 429 (spec: 'For mange login-forsøg'). */
  signInAttemptsPerMinute?: number;
};

export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 7;
/** A session used after this age is extended: the cookie equivalent of the spec's token refresh. */
export const SESSION_REFRESH_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(db: Database, config: AuthConfig) {
  const throttle = accountThrottle(
    db,
    knownDevices({ secret: config.secret, production: config.production }),
  );
  return betterAuth({
    appName: 'Leasingmatch',
    secret: config.secret,
    // One fixed origin, never one derived from Host or X-Forwarded-Host (ADR 035).
    baseURL: config.origin,
    basePath: '/api/auth',
    trustedOrigins: [config.origin, ...(config.loopbackAliases ?? [])],
    logger: { log: authLog },
    database: drizzleAdapter(db, { provider: 'pg', schema: authSchema, transaction: true }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by an administrator or the command line, never by visitors.
      disableSignUp: true,
      requireEmailVerification: true,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: throttle.onPasswordReset,
      resetPasswordTokenExpiresIn: 60 * 60,
      // One mail per account and window (ADR 036); the link outlives the window, so the inbox always holds one.
      sendResetPassword: throttle.sendResetPassword(async ({ user, url }) => {
        await config.mail.send({
          to: user.email,
          subject: 'Nulstil din adgangskode til Leasingmatch',
          text: [
            'Hej,',
            '',
            'Vi har modtaget en anmodning om at nulstille adgangskoden til din Leasingmatch-konto.',
            `Åbn dette link inden for en time for at vælge en ny adgangskode:\n${url}`,
            '',
            'Har du ikke bedt om det, kan du se bort fra denne e-mail.',
          ].join('\n'),
        });
      }),
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_AGE_SECONDS,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.signInAttemptsPerMinute ?? 5 },
        '/two-factor/verify-totp': { window: 60, max: 5 },
        '/two-factor/verify-backup-code': { window: 60, max: 5 },
        '/request-password-reset': { window: 60 * 15, max: 3 },
      },
    },
    advanced: {
      // better-auth skips its redirect and origin checks when NODE_ENV=test; tests must see what production does.
      disableOriginCheck: false,
      useSecureCookies: config.production,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      admin({ defaultRole: USER_ROLE, adminRoles: [ADMIN_ROLE] }),
      // Its own per-account lockout is replaced by accountThrottle's atomic count (ADR 036).
      twoFactor({ issuer: 'Leasingmatch', accountLockout: { enabled: false } }),
      throttle.plugin,
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** get-session answers this session, which the web app reads as the contract's AuthSession (ADR 042). */
type _SessionFitsContract = Satisfies<Auth['$Infer']['Session'], AuthSession>;
