import { endpoint } from './endpoint';

/** The signed-in user as better-auth's get-session answers it (the admin plugin adds role, two-factor its flag). */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role?: string | null | undefined;
  twoFactorEnabled?: boolean | null | undefined;
};

export type AuthSession = { user: SessionUser; session: { expiresAt: Date | string } };

/**
 * The better-auth endpoints the main bundle calls itself (the auth client library is loaded only by
 * the login and two-factor forms). The server's check that better-auth's session still fits
 * AuthSession is in src/server/auth/create-auth.ts.
 */
export const authApi = {
  session: endpoint('GET', '/api/auth/get-session').types<{ response: AuthSession | null }>(),
  signOut: endpoint('POST', '/api/auth/sign-out').types<{ body: Record<string, never>; response: unknown }>(),
};
