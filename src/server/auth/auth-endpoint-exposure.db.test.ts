import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { account, session, user } from '../../db/schema/auth';
import { ensureAccount } from './accounts';
import { AUTH_BASE_PATH, EXPOSED_AUTH_ENDPOINTS, isExposedAuthEndpoint } from './exposed-auth-endpoints';

const ctx = setupAuthApp();
const VICTIM = { email: 'victim@test.dk', password: 'victim-password-1' };
const ATTACKER_PASSWORD = 'taken-over-password-1';

type Method = 'GET' | 'POST';
type Route = { name: string; method: Method; path: string };
type Caller = 'anonymous' | 'member' | 'admin';

/** Every (method, path) better-auth's router serves, read from auth.api, so a new plugin endpoint is walked too. */
function routesOf(api: Record<string, unknown>): Route[] {
  return Object.entries(api).flatMap(([name, endpoint]) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: string | string[] } };
    if (!path) return []; // server-only (no HTTP route): setPassword, generateTOTP, viewBackupCodes
    const declared = options?.method ?? 'GET';
    const methods = (declared === '*' ? ['GET', 'POST'] : [declared].flat()) as Method[];
    return methods.map((method) => ({ name, method, path }));
  });
}

/**
 * What each call carries: a body that would hurt if any endpoint acted on it — the victim's id for
 * every user-id field, the admin role, a password the attacker knows, a new account to create.
 */
function hostileRequest(route: Route, victimId: string, cookie: string | undefined) {
  const path = `${AUTH_BASE_PATH}${route.path.replace(/:[^/]+/g, 'walk-token')}`;
  const target = { userId: victimId, id: victimId };
  const headers: Record<string, string> = cookie ? { cookie } : {};
  if (route.method === 'GET') return ctx.request(`${path}?${new URLSearchParams(target)}`, { headers });
  return ctx.post(
    path,
    {
      ...target,
      role: 'admin',
      newPassword: ATTACKER_PASSWORD,
      password: ATTACKER_PASSWORD,
      currentPassword: 'wrong-password-1',
      email: 'created-by-walk@test.dk',
      name: 'Taken over',
      data: { role: 'admin', emailVerified: true },
      permissions: { user: ['set-role'] },
    },
    cookie ? { cookie } : {},
  );
}

async function victimState(victimId: string) {
  const [row] = await ctx.handle.db.select().from(user).where(eq(user.id, victimId));
  const [credential] = await ctx.handle.db.select().from(account).where(eq(account.userId, victimId));
  const sessions = await ctx.handle.db.select().from(session).where(eq(session.userId, victimId));
  return {
    role: row?.role,
    banned: row?.banned,
    email: row?.email,
    name: row?.name,
    passwordHash: credential?.password,
    sessions: sessions.length,
  };
}

async function bodyCodeOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text.startsWith('{') ? (JSON.parse(text) as { code?: unknown }).code : undefined;
}

const roleOf = async (email: string) =>
  (await ctx.handle.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

describe('better-auth endpoints over HTTP', () => {
  let victimId = '';
  let routes: Route[] = [];
  beforeAll(async () => {
    victimId = (await ensureAccount(ctx.auth, ctx.handle.db, { ...VICTIM, admin: false })).userId;
    routes = routesOf(ctx.auth.api as unknown as Record<string, unknown>);
  });

  it('lists only endpoints better-auth really has, and the admin plugin’s are not among them', () => {
    const served = new Set(routes.map((route) => `${route.method} ${route.path}`));
    for (const endpoint of EXPOSED_AUTH_ENDPOINTS) {
      expect(served, `${endpoint.method} ${endpoint.path}`).toContain(`${endpoint.method} ${endpoint.path}`);
    }
    const adminRoutes = routes.filter((route) => route.path.startsWith('/admin/'));
    expect(adminRoutes.map((route) => route.name)).toEqual(
      expect.arrayContaining(['setRole', 'setUserPassword', 'impersonateUser', 'banUser', 'removeUser']),
    );
    for (const route of adminRoutes) {
      expect(isExposedAuthEndpoint(route.method, `${AUTH_BASE_PATH}${route.path}`), route.path).toBe(false);
    }
  });

  it('answers every endpoint as its class says for an anonymous caller, a member and an admin, and none changes another user', async () => {
    const before = await victimState(victimId);
    const usersBefore = (await ctx.handle.db.select({ id: user.id }).from(user)).length;
    const cookies: Record<Caller, string | undefined> = {
      anonymous: undefined,
      member: await ctx.signIn(MEMBER),
      admin: await ctx.signIn(ADMIN),
    };
    // Signing out ends the caller's session, so it is walked last.
    const ordered = [...routes].sort(
      (a, b) => Number(a.path === '/sign-out') - Number(b.path === '/sign-out'),
    );
    const answers: string[] = [];
    for (const caller of ['anonymous', 'member', 'admin'] as const) {
      for (const route of ordered) {
        const response = await hostileRequest(route, victimId, cookies[caller]);
        const policy = EXPOSED_AUTH_ENDPOINTS.find(
          (endpoint) => endpoint.method === route.method && endpoint.path === route.path,
        );
        const label = `${caller} ${route.method} ${route.path} → ${response.status}`;
        answers.push(label);
        if (!policy) {
          expect(response.status, label).toBe(404);
          expect(await response.json(), label).toMatchObject({ code: 'NOT_FOUND' });
        } else if (policy.access === 'session' && caller === 'anonymous') {
          expect(response.status, label).toBe(401);
          expect(await response.json(), label).toMatchObject({ code: 'UNAUTHORIZED' });
        } else {
          // Reached better-auth past any session check; its own checks (credentials, token, the
          // pending sign-in's cookie) answer.
          expect(response.status, label).not.toBe(404);
          expect(await bodyCodeOf(response), label).not.toBe('UNAUTHORIZED');
        }
        expect(response.status, label).toBeLessThan(500);
      }
    }
    expect(answers.length).toBe(routes.length * 3);

    expect(await victimState(victimId)).toEqual(before);
    expect(await roleOf(MEMBER.email)).toBe('user');
    expect(await roleOf(ADMIN.email)).toContain('admin');
    expect((await ctx.handle.db.select({ id: user.id }).from(user)).length).toBe(usersBefore);
    expect(
      (await ctx.post('/api/auth/sign-in/email', { ...VICTIM, password: ATTACKER_PASSWORD })).status,
    ).toBe(401);
  }, 60_000);

  it('answers 404 to a signed-in admin for the admin plugin’s endpoints however the path is spelled', async () => {
    const cookie = await ctx.signIn(ADMIN);
    const body = { userId: victimId, role: 'admin', newPassword: ATTACKER_PASSWORD };
    for (const path of [
      '/api/auth/admin/set-role',
      '/api/auth/admin/set-role/',
      '/api/auth//admin/set-role',
      '/api/auth/Admin/set-role',
      '/api/auth/admin%2Fset-role',
      '/api/auth/admin/set-user-password',
      '/api/auth/sign-in/../admin/set-user-password',
    ]) {
      expect((await ctx.post(path, body, { cookie })).status, path).toBe(404);
    }
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const response = await ctx.request('/api/auth/admin/set-role', {
        method,
        headers: { cookie, origin: 'http://localhost', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status, method).toBe(404);
    }
    expect(await roleOf(VICTIM.email)).toBe('user');
  });
});
