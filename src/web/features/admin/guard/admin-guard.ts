import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import {
  isAdminSession,
  type SessionUser,
  sessionQueryOptions,
  signOutEverywhere,
} from '../../auth/session-query';
import { AccessDeniedError } from './access-denied-error';

/**
 * The /admin guard (spec §2): no session → /login?redirectTo=<path>; a session without the admin
 * role → signed out, then /login. The server checks again on every /api/admin request.
 */
export async function requireAdminSession(queryClient: QueryClient, href: string): Promise<SessionUser> {
  const session = await queryClient.fetchQuery(sessionQueryOptions);
  if (isAdminSession(session)) return session.user;
  if (session) {
    try {
      await signOutEverywhere(queryClient);
    } catch {
      throw new AccessDeniedError('Signed in without the admin role and could not be signed out');
    }
  }
  throw redirect({ to: '/login', search: { redirectTo: href } });
}
