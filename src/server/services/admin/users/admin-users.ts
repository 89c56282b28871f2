import { asc, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database, Executor } from '../../../../db/client';
import { claimUserVersion } from '../../../../db/record-version/claim-user-version';
import { userVersions } from '../../../../db/schema/admin';
import { user } from '../../../../db/schema/auth';
import type {
  AdminUserRow,
  CreateAdminUserInput,
  UpdateAdminUserInput,
} from '../../../../domain/admin/admin-user-schema';
import { type AuditAction, joinAuditActions } from '../../../../domain/admin/audit-vocabulary';
import { ADMIN_ROLE, hasAdminRole, parseRoles, USER_ROLE, withRole } from '../../../../domain/auth/roles';
import type { Auth } from '../../../auth/create-auth';

/** Where the password-reset link of a new account leads (the login page's reset step). */
export const RESET_PASSWORD_PATH = '/login?step=nulstil';

type UserRecord = typeof user.$inferSelect;

export const toAdminUserRow = (row: UserRecord, version: number): AdminUserRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: parseRoles(row.role),
  admin: hasAdminRole(row.role),
  disabled: Boolean(row.banned),
  twoFactorEnabled: Boolean(row.twoFactorEnabled),
  createdAt: row.createdAt.toISOString(),
  version,
});

/** What the audit log keeps of an account: never a password or a secret. */
const auditSnapshot = (row: AdminUserRow) => ({
  email: row.email,
  name: row.name,
  roles: row.roles,
  disabled: row.disabled,
});

/** Accounts with their version (ADR 037): 1 until an administrator first changes one. */
const selectUsers = (db: Executor) =>
  db
    .select({ user, version: sql<number>`coalesce(${userVersions.version}, 1)`.mapWith(Number) })
    .from(user)
    .leftJoin(userVersions, eq(userVersions.userId, user.id));

export async function listAdminUsers(db: Executor): Promise<AdminUserRow[]> {
  const rows = await selectUsers(db).orderBy(asc(user.email));
  return rows.map((row) => toAdminUserRow(row.user, row.version));
}

async function findUser(db: Executor, where: ReturnType<typeof eq>): Promise<AdminUserRow | undefined> {
  const [row] = await selectUsers(db).where(where);
  return row ? toAdminUserRow(row.user, row.version) : undefined;
}

export type UserChangeFailure = { failure: 'not_found' | 'email_taken' | 'own_admin_role' | 'own_account' };
/** The account moved on since the form loaded it: nothing was changed (ADR 037). */
export type UserStaleVersion = { stale: true; currentVersion: number };

/**
 * A new account (verified: an administrator typed the address). Without a password it gets the
 * password-reset mail, whose link lets the person choose one (better-auth creates the credential then).
 * Writes go through better-auth's admin API with the acting admin's headers, so its own permission
 * check applies too.
 */
export async function createAdminUser(
  deps: { db: Database; auth: Auth },
  actor: AuditActor,
  headers: Headers,
  input: CreateAdminUserInput,
): Promise<{ user: AdminUserRow; resetLinkSent: boolean } | UserChangeFailure> {
  if (await findUser(deps.db, eq(user.email, input.email))) return { failure: 'email_taken' };
  const created = await deps.auth.api.createUser({
    headers,
    body: {
      email: input.email,
      name: input.name || (input.email.split('@')[0] ?? input.email),
      role: input.admin ? [USER_ROLE, ADMIN_ROLE] : USER_ROLE,
      data: { emailVerified: true },
      ...(input.password ? { password: input.password } : {}),
    },
  });
  let resetLinkSent = false;
  if (!input.password) {
    await deps.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: RESET_PASSWORD_PATH },
    });
    resetLinkSent = true;
  }
  const row = (await findUser(deps.db, eq(user.id, created.user.id))) as AdminUserRow;
  // better-auth wrote the account in its own transaction; recorded right after its call succeeded.
  await recordAudit(deps.db, actor, {
    action: 'create',
    entity: 'user',
    entityId: row.id,
    before: null,
    after: { ...auditSnapshot(row), resetLinkSent },
  });
  return { user: row, resetLinkSent };
}

/**
 * Grants or removes the admin role and disables (bans, which also ends its sessions) or enables an
 * account, if it is still at `input.expectedVersion`. An administrator can neither remove their own
 * admin role nor disable themselves, so the site can never lose its last way in by accident. A request
 * that changes nothing writes nothing (but is still refused from a stale copy).
 */
export async function updateAdminUser(
  deps: { db: Database; auth: Auth },
  actor: AuditActor,
  headers: Headers,
  userId: string,
  input: UpdateAdminUserInput & { expectedVersion: number },
): Promise<{ user: AdminUserRow } | UserChangeFailure | UserStaleVersion> {
  const current = await findUser(deps.db, eq(user.id, userId));
  if (!current) return { failure: 'not_found' };
  if (userId === actor.id && input.admin === false) return { failure: 'own_admin_role' };
  if (userId === actor.id && input.disabled === true) return { failure: 'own_account' };
  const changesSomething =
    (input.admin !== undefined && input.admin !== current.admin) ||
    (input.disabled !== undefined && input.disabled !== current.disabled);
  if (!changesSomething) {
    return current.version === input.expectedVersion
      ? { user: current }
      : { stale: true, currentVersion: current.version };
  }
  // Claimed before better-auth's writes; should one of them fail, the version has moved on regardless,
  // which only makes another open copy reload.
  const claim = await claimUserVersion(deps.db, userId, input.expectedVersion);
  if (claim.kind === 'missing') return { failure: 'not_found' };
  if (claim.kind === 'stale') return { stale: true, currentVersion: claim.currentVersion };

  const [stored] = await deps.db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  const actions: AuditAction[] = [];
  if (input.admin !== undefined && input.admin !== current.admin) {
    const roles = input.admin
      ? parseRoles(withRole(stored?.role, ADMIN_ROLE))
      : parseRoles(stored?.role).filter((role) => role !== ADMIN_ROLE);
    await deps.auth.api.setRole({
      headers,
      body: { userId, role: (roles.length ? roles : [USER_ROLE]) as ('user' | 'admin')[] },
    });
    actions.push(input.admin ? 'grant_admin' : 'remove_admin');
  }
  if (input.disabled !== undefined && input.disabled !== current.disabled) {
    if (input.disabled) {
      await deps.auth.api.banUser({
        headers,
        body: { userId, banReason: 'Deaktiveret af en administrator' },
      });
    } else {
      await deps.auth.api.unbanUser({ headers, body: { userId } });
    }
    actions.push(input.disabled ? 'disable' : 'enable');
  }
  const updated = (await findUser(deps.db, eq(user.id, userId))) as AdminUserRow;
  const [firstAction, ...moreActions] = actions;
  if (firstAction) {
    // better-auth wrote the change in its own transaction; recorded right after its calls succeeded.
    await recordAudit(deps.db, actor, {
      action: joinAuditActions([firstAction, ...moreActions]),
      entity: 'user',
      entityId: userId,
      before: auditSnapshot(current),
      after: auditSnapshot(updated),
    });
  }
  return { user: updated };
}
