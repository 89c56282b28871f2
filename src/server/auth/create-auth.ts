import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import type { Database } from '../../db/client';
import * as authSchema from '../../db/schema/auth';
import { ADMIN_ROLE, USER_ROLE } from '../../domain/auth/roles';
import type { MailSender } from '../mail/mail-sender';
import { authLog } from './auth-log';
import { CLIENT_IP_HEADER } from './client-ip';

export type AuthConfig = {
  secret: string;
  /** PUBLIC_URL; without it the origin is taken from each request (localhost, previews). */
  publicUrl?: string | undefined;
  production: boolean;
  mail: MailSender;
  /** Sign-in attempts per IP and minute before 429 (spec: 'For mange login-forsøg'). */
  signInAttemptsPerMinute?: number;
};

export const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 7;
/** A session used after this age is extended: the cookie equivalent of the spec's token refresh. */
export const SESSION_REFRESH_AGE_SECONDS = 60 * 60 * 24;

export function createAuth(db: Database, config: AuthConfig) {
  return betterAuth({
    appName: 'Leasingmatch',
    secret: config.secret,
    // Server-side calls (the account commands) have no request; their origin does not matter.
    baseURL: config.publicUrl ?? { allowedHosts: ['*'], protocol: 'auto', fallback: 'http://localhost' },
    basePath: '/api/auth',
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
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url }) => {
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
      },
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
      useSecureCookies: config.production,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    plugins: [
      admin({ defaultRole: USER_ROLE, adminRoles: [ADMIN_ROLE] }),
      twoFactor({ issuer: 'Leasingmatch' }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
