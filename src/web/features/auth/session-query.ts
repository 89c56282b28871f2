import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { hasAdminRole } from '../../../domain/auth/roles';
import { authClient } from './auth-client';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role?: string | null | undefined;
  twoFactorEnabled?: boolean | null | undefined;
};
export type AuthSession = { user: SessionUser; session: { expiresAt: Date | string } };

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** The signed-in session, or null. A failed check throws, so the guard shows an error, not a login. */
export const sessionQueryOptions = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async (): Promise<AuthSession | null> => {
    const { data, error } = await authClient.getSession();
    if (error) throw new Error(`Session check failed (${error.status})`);
    return (data as AuthSession | null) ?? null;
  },
  staleTime: 30_000,
  retry: 1,
});

export const isAdminSession = (session: AuthSession | null | undefined): session is AuthSession =>
  Boolean(session && hasAdminRole(session.user.role));

/** Signs out on the server and forgets the cached session (the spec's "signed out" event). */
export async function signOutEverywhere(queryClient: QueryClient): Promise<void> {
  await authClient.signOut();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ queryKey: ['admin'] });
}
