import { beforeAll, describe, it } from 'vitest';
import { ADMIN, MEMBER, setupAuthApp } from '../helpers/auth-test-context';
import { ADMIN_ENDPOINTS } from './endpoint-catalogue';
import type { RealIds } from './hostile-endpoint-request';
import { expectDeepBodiesRefused, fuzzEndpoints, jsonEndpoints, seedHostileCatalog } from './hostile-suite';

const context = setupAuthApp();
let realIds: RealIds = {};
let adminCookie = '';
let memberCookie = '';
beforeAll(async () => {
  realIds = await seedHostileCatalog(context);
  adminCookie = await context.signIn(ADMIN);
  memberCookie = await context.signIn(MEMBER);
});

describe('hostile input from signed-in accounts', () => {
  it('admin endpoints answer a signed-in administrator’s hostile requests cleanly and refused writes change nothing', async () => {
    await fuzzEndpoints(context, 'admin endpoints, administrator', ADMIN_ENDPOINTS, realIds, {
      runsPerEndpoint: 8,
      headers: () => ({ cookie: adminCookie }),
    });
  }, 180_000);

  it('every admin JSON endpoint refuses an administrator’s body nested 5 000 deep with 400 and the Danish message', async () => {
    const endpoints = jsonEndpoints(context, ADMIN_ENDPOINTS, /^\/api\/admin\//);
    await expectDeepBodiesRefused(context, endpoints, realIds, { cookie: adminCookie });
  });

  it('admin endpoints refuse a signed-in account without the admin role', async () => {
    await fuzzEndpoints(context, 'admin endpoints, member', ADMIN_ENDPOINTS, realIds, {
      runsPerEndpoint: 3,
      headers: () => ({ cookie: memberCookie }),
    });
  }, 60_000);
});
