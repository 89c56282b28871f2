import { describe, expect, it } from 'vitest';
import { MEMBER, setupAuthApp } from '../../../tests/helpers/auth-test-context';

const ctx = setupAuthApp();

/** Every admin endpoint the server has registered, read from Hono's router (middleware excluded). */
function registeredAdminEndpoints() {
  const endpoints = ctx.app.routes
    .filter((route) => route.path.startsWith('/api/admin/') && !route.path.endsWith('/*'))
    .map((route) => ({ method: route.method === 'ALL' ? 'GET' : route.method, path: route.path }));
  return [...new Map(endpoints.map((e) => [`${e.method} ${e.path}`, e])).values()];
}

const concretePath = (path: string) =>
  path.replace(/:[^/]+/g, '00000000-0000-4000-8000-000000000000').replace(/\{[^}]+\}/g, '');

describe('every /api/admin endpoint is guarded', () => {
  it('finds the admin endpoints in the router', () => {
    expect(registeredAdminEndpoints().length).toBeGreaterThan(0);
  });

  it('answers 401 without a session and 403 for a signed-in user without the admin role', async () => {
    const memberCookie = await ctx.signIn(MEMBER);
    const failures: string[] = [];
    for (const { method, path } of registeredAdminEndpoints()) {
      const url = concretePath(path);
      const init = (cookie?: string): RequestInit => ({
        method,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
      });
      const anonymous = await ctx.request(url, init());
      const member = await ctx.request(url, init(memberCookie));
      if (anonymous.status !== 401) failures.push(`${method} ${path} without session: ${anonymous.status}`);
      if (member.status !== 403) failures.push(`${method} ${path} as non-admin: ${member.status}`);
    }
    expect(failures).toEqual([]);
  });
});
