import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { auditLog } from '../../../../db/schema/admin';
import { user } from '../../../../db/schema/auth';
import { mailOutbox } from '../../../../db/schema/mail-outbox';
import type { AdminUserRow, AdminUsersResponse } from '../../../../domain/admin/admin-user-schema';
import type { StaleVersionAnswer } from '../../../../domain/admin/record-version';

const ctx = setupAuthApp();
let cookie: string;
let adminId: string;

beforeAll(async () => {
  cookie = await ctx.signIn(ADMIN);
  const [row] = await ctx.handle.db.select().from(user).where(eq(user.email, ADMIN.email));
  adminId = row?.id as string;
});

const send = (method: string, path: string, body: unknown) =>
  ctx.request(`/api/admin/users${path}`, {
    method,
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const list = async () => {
  const response = await ctx.request('/api/admin/users', { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as AdminUsersResponse).users;
};

/** A change from the account as just listed, as the form sends it. */
const patch = async (id: string, body: object) => {
  const version = (await list()).find((u) => u.id === id)?.version ?? 1;
  return send('PATCH', `/${id}`, { ...body, expectedVersion: version });
};

const auditRows = (entityId: string) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);

describe('/api/admin/users', () => {
  it('lists accounts with roles and two-factor status', async () => {
    const users = await list();
    expect(users.map((u) => [u.email, u.admin, u.disabled, u.twoFactorEnabled])).toEqual([
      [ADMIN.email, true, false, false],
      [MEMBER.email, false, false, false],
    ]);
  });

  it('creates an account with a password that can sign in, and records it', async () => {
    const response = await send('POST', '', {
      email: 'Ny.Admin@Test.dk',
      admin: true,
      password: 'ny-admin-kode-1',
    });
    expect(response.status).toBe(201);
    const { user: created } = (await response.json()) as { user: AdminUserRow };
    expect(created).toMatchObject({ email: 'ny.admin@test.dk', admin: true, disabled: false });
    await ctx.signIn({ email: 'ny.admin@test.dk', password: 'ny-admin-kode-1' });
    const [row] = await auditRows(created.id);
    expect(row).toMatchObject({ action: 'create', actorEmail: ADMIN.email, before: null });
    expect(JSON.stringify(row?.after)).not.toContain('ny-admin-kode-1');

    const again = await send('POST', '', { email: 'ny.admin@test.dk', admin: false });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'Der findes allerede en konto med denne e-mail' });
  });

  it('creates an account without a password and sends a link to choose one', async () => {
    const response = await send('POST', '', { email: 'link@test.dk', admin: false });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ resetLinkSent: true, user: { admin: false } });
    const mails = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, 'link@test.dk'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('callbackURL=%2Flogin%3Fstep%3Dnulstil');
  });

  it('refuses invalid input per field', async () => {
    const response = await send('POST', '', { email: 'nej', admin: 'ja', password: 'kort' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((i) => i.path)).toEqual(['email', 'admin', 'password']);
  });

  it('grants and removes the admin role, and records both', async () => {
    const member = (await list()).find((u) => u.email === MEMBER.email) as AdminUserRow;
    const granted = await patch(member.id, { admin: true });
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as { user: AdminUserRow }).user.admin).toBe(true);
    const removed = await patch(member.id, { admin: false });
    expect(((await removed.json()) as { user: AdminUserRow }).user).toMatchObject({
      admin: false,
      roles: ['user'],
    });
    const rows = await auditRows(member.id);
    expect(rows.map((r) => r.action)).toEqual(['grant_admin', 'remove_admin']);
    expect(rows[0]?.before).toMatchObject({ roles: ['user'] });
    expect(rows[0]?.after).toMatchObject({ roles: ['user', 'admin'] });
  });

  it('does not let an admin remove their own admin role or disable themselves', async () => {
    const demote = await patch(adminId, { admin: false });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toMatchObject({ error: 'Du kan ikke fjerne din egen administratorrolle' });
    const disable = await patch(adminId, { disabled: true });
    expect(disable.status).toBe(409);
    expect(await disable.json()).toMatchObject({ error: 'Du kan ikke deaktivere din egen konto' });
    expect((await list()).find((u) => u.id === adminId)).toMatchObject({ admin: true, disabled: false });
    expect(await auditRows(adminId)).toEqual([]);
    expect((await patch('no-such-user', { admin: true })).status).toBe(404);
  });

  it('disables an account so it cannot sign in, and enables it again', async () => {
    const member = (await list()).find((u) => u.email === MEMBER.email) as AdminUserRow;
    const memberCookie = await ctx.signIn(MEMBER);
    expect((await patch(member.id, { disabled: true })).status).toBe(200);
    const refused = await ctx.post('/api/auth/sign-in/email', MEMBER);
    expect(refused.status).toBe(403);
    // The code the login page turns into 'Kontoen er deaktiveret. Kontakt en administrator'.
    expect(await refused.json()).toMatchObject({ code: 'BANNED_USER' });
    // Disabling also ended the sessions the account had.
    const session = await ctx.request('/api/auth/get-session', { headers: { cookie: memberCookie } });
    expect(await session.json()).toBeNull();

    expect((await patch(member.id, { disabled: false })).status).toBe(200);
    await ctx.signIn(MEMBER);
    const actions = (await auditRows(member.id)).map((r) => r.action);
    expect(actions.slice(-2)).toEqual(['disable', 'enable']);
  });

  it('refuses a change from a copy loaded before another admin changed the account (ADR 037)', async () => {
    const other = { email: 'b.admin@test.dk', password: 'b-admin-kode-12' };
    expect((await send('POST', '', { ...other, admin: true })).status).toBe(201);
    const otherCookie = await ctx.signIn(other);
    const listAs = async (as: string) =>
      (
        (await (
          await ctx.request('/api/admin/users', { headers: { cookie: as } })
        ).json()) as AdminUsersResponse
      ).users;
    const patchAs = (as: string, id: string, body: object) =>
      ctx.request(`/api/admin/users/${id}`, {
        method: 'PATCH',
        headers: { cookie: as, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const memberOf = (users: AdminUserRow[]) => users.find((u) => u.email === MEMBER.email) as AdminUserRow;
    const loadedByA = memberOf(await list());
    const loadedByB = memberOf(await listAs(otherCookie));
    expect(loadedByB.version).toBe(loadedByA.version);

    const byA = await patchAs(cookie, loadedByA.id, { admin: true, expectedVersion: loadedByA.version });
    expect(byA.status).toBe(200);
    expect(((await byA.json()) as { user: AdminUserRow }).user.version).toBe(loadedByA.version + 1);

    const stale = await patchAs(otherCookie, loadedByB.id, {
      disabled: true,
      expectedVersion: loadedByB.version,
    });
    expect(stale.status).toBe(409);
    const answer = (await stale.json()) as StaleVersionAnswer;
    expect(answer).toMatchObject({
      code: 'STALE_VERSION',
      currentVersion: loadedByA.version + 1,
      changedBy: ADMIN.email,
    });
    expect(Date.now() - Date.parse(answer.changedAt as string)).toBeLessThan(60_000);
    expect(answer.message).toContain(ADMIN.email);
    expect(memberOf(await list())).toMatchObject({ admin: true, disabled: false });

    const reloaded = memberOf(await listAs(otherCookie));
    const byB = await patchAs(otherCookie, reloaded.id, {
      disabled: true,
      expectedVersion: reloaded.version,
    });
    expect(byB.status).toBe(200);
    expect(memberOf(await list())).toMatchObject({ admin: true, disabled: true });

    const unversioned = await patchAs(otherCookie, reloaded.id, { disabled: false });
    expect(unversioned.status).toBe(400);
    expect(memberOf(await list()).disabled).toBe(true);
  });
});
