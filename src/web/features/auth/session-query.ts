import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type AuthSession, authApi } from '../../../domain/api/auth-api';
import { hasAdminRole } from '../../../domain/auth/roles';
import { apiCall } from '../../lib/api-client';

export type { AuthSession, SessionUser } from '../../../domain/api/auth-api';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * The signed-in session, or null. A failed check throws, so the guard shows an error, not a login.
 * Plain requests to better-auth's endpoints: the admin guard runs in the main bundle, where the auth
 * client library must not go (it is loaded only by the login and two-factor forms).
 */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async () => (await apiCall(authApi.session)) ?? null,
  staleTime: 30_000,
  retry: 1,
});

export const isAdminSession = (session: AuthSession | null | undefined): session is AuthSession =>
  Boolean(session && hasAdminRole(session.user.role));

/** Signs out on the server and forgets the cached session (the spec's "signed out" event). */
export async function signOutEverywhere(queryClient: QueryClient): Promise<void> {
  await apiCall(authApi.signOut, { body: {} });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ queryKey: ['admin'] });
}
