import type { MiddlewareHandler } from 'hono';
import { hasAdminRole, parseRoles } from '../../domain/auth/roles';
import { jsonError } from '../http-error';
import type { Auth } from './create-auth';

export type AdminUser = {
  id: string;
  email: string;
  name: string;
  roles: string[];
  twoFactorEnabled: boolean;
};
export type AdminEnv = { Variables: { admin: AdminUser } };

/** The one gate in front of every /api/admin route: 401 without a session, 403 without the admin role. */
export function requireAdmin(auth: Auth): MiddlewareHandler<AdminEnv> {
  return async (c, next) => {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return jsonError(c, 'UNAUTHORIZED');
    const { user } = session;
    if (!hasAdminRole(user.role) || user.banned) return jsonError(c, 'FORBIDDEN');
    c.set('admin', {
      id: user.id,
      email: user.email,
      name: user.name,
      roles: parseRoles(user.role),
      twoFactorEnabled: Boolean(user.twoFactorEnabled),
    });
    await next();
  };
}
