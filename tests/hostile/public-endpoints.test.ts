import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupAuthApp } from '../helpers/auth-test-context';
import { ADMIN_ENDPOINTS, PUBLIC_ENDPOINTS } from './endpoint-catalogue';
import type { RealIds } from './hostile-endpoint-request';
import { hostileCookie } from './hostile-requests';
import { expectDeepBodiesRefused, fuzzEndpoints, jsonEndpoints, seedHostileCatalog } from './hostile-suite';

const context = setupAuthApp();
let realIds: RealIds = {};
beforeAll(async () => {
  realIds = await seedHostileCatalog(context);
});

/** A forged or garbage cookie on some requests; fixed per case by the request's own text. */
const cookies = fc.sample(hostileCookie, { seed: 1, numRuns: 50 });
const anonymousHeaders = (request: { url: string }): Record<string, string> => {
  const pick = request.url.length % (cookies.length * 2);
  return pick < cookies.length ? { cookie: cookies[pick] as string } : {};
};

describe('hostile input from an anonymous visitor', () => {
  it('public endpoints answer every hostile request without a 5xx or a leak', async () => {
    await fuzzEndpoints(context, 'public endpoints, anonymous', PUBLIC_ENDPOINTS, realIds, {
      runsPerEndpoint: 20,
      headers: anonymousHeaders,
    });
  }, 120_000);

  it('admin endpoints refuse every anonymous hostile request with a clean 401', async () => {
    await fuzzEndpoints(context, 'admin endpoints, anonymous', ADMIN_ENDPOINTS, realIds, {
      runsPerEndpoint: 5,
      headers: anonymousHeaders,
    });
  }, 120_000);

  it('every public JSON endpoint refuses a body nested 5 000 deep with 400 and the Danish message', async () => {
    const endpoints = jsonEndpoints(context, PUBLIC_ENDPOINTS, /^\/api\/(?!admin\/|auth\/)/);
    expect(endpoints.map((endpoint) => endpoint.path)).toContain('/api/events');
    await expectDeepBodiesRefused(context, endpoints, realIds, {});
  });
});
