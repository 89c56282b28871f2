import { beforeAll, describe, it } from 'vitest';
import { ADMIN, setupAuthApp } from '../helpers/auth-test-context';
import { AUTH_ENDPOINTS } from './endpoint-catalogue';
import type { RealIds } from './hostile-endpoint-request';
import { expectDeepBodiesRefused, fuzzEndpoints, jsonEndpoints, seedHostileCatalog } from './hostile-suite';

const context = setupAuthApp();
let realIds: RealIds = {};
let adminCookie = '';
beforeAll(async () => {
  realIds = await seedHostileCatalog(context);
  adminCookie = await context.signIn(ADMIN);
});

/** better-auth answers refusals with its own `{ code, message }`; the sign-in page maps the codes to Danish. */
describe('hostile input at the auth endpoints', () => {
  it('answers anonymous hostile requests without a 5xx or a leak', async () => {
    await fuzzEndpoints(context, 'auth endpoints, anonymous', AUTH_ENDPOINTS, realIds, {
      runsPerEndpoint: 10,
      headers: () => ({}),
      authShape: true,
    });
  }, 120_000);

  it('answers a signed-in administrator’s hostile requests without a 5xx or a leak', async () => {
    const safe = AUTH_ENDPOINTS.filter((endpoint) => !endpoint.path.endsWith('/sign-out'));
    await fuzzEndpoints(context, 'auth endpoints, administrator', safe, realIds, {
      runsPerEndpoint: 5,
      headers: () => ({ cookie: adminCookie }),
      authShape: true,
    });
  }, 120_000);

  it('every auth JSON endpoint refuses a body nested 5 000 deep with 400 and the Danish message', async () => {
    await expectDeepBodiesRefused(context, jsonEndpoints(context, AUTH_ENDPOINTS), realIds, {});
  });
});
