import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { user } from '../../db/schema/auth';
import { ADMIN_ROLE, hasAdminRole, USER_ROLE, withRole } from '../../domain/auth/roles';
import type { Auth } from './create-auth';

export type AccountRequest = { email: string; password: string; name?: string; admin: boolean };
export type AccountResult = { userId: string; outcome: 'created' | 'promoted' | 'unchanged' };

/**
 * Creates a verified account, or — for an existing e-mail — only adds the admin role when asked.
 * Running it twice changes nothing the second time; an existing password is never overwritten.
 */
export async function ensureAccount(
  auth: Auth,
  db: Database,
  request: AccountRequest,
): Promise<AccountResult> {
  const email = request.email.trim().toLowerCase();
  const [existing] = await db.select().from(user).where(eq(user.email, email));
  if (existing) {
    if (!request.admin || hasAdminRole(existing.role)) return { userId: existing.id, outcome: 'unchanged' };
    await db
      .update(user)
      .set({ role: withRole(existing.role, ADMIN_ROLE) })
      .where(eq(user.id, existing.id));
    return { userId: existing.id, outcome: 'promoted' };
  }
  const created = await auth.api.createUser({
    body: {
      email,
      password: request.password,
      name: request.name ?? email.split('@')[0] ?? email,
      role: request.admin ? [USER_ROLE, ADMIN_ROLE] : USER_ROLE,
      // Accounts are made by someone who knows the address, so it counts as confirmed.
      data: { emailVerified: true },
    },
  });
  return { userId: created.user.id, outcome: 'created' };
}
