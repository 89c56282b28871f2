import fc from 'fast-check';
import { expect, vi } from 'vitest';
import { bulkInsertCatalog } from '../../src/db/catalog-writes';
import { errorCatalogue } from '../../src/domain/errors/error-codes';
import { logger } from '../../src/server/logging/logger';
import { buildCatalog } from '../factories/catalog-factory';
import type { AuthContext } from '../helpers/auth-test-context';
import { expectCleanAnswer, readAnswer } from './clean-answer';
import { databaseFingerprint } from './database-fingerprint';
import type { Endpoint } from './endpoint-catalogue';
import { fuzzRuns, reportCases } from './fuzz-config';
import {
  type HostileRequest,
  hostileRequestAt,
  labelOf,
  type RealIds,
  requestInit,
} from './hostile-endpoint-request';

/** A small catalogue (two sellers, images on one listing) and the ids the fuzzer may aim at. */
export async function seedHostileCatalog(context: AuthContext): Promise<RealIds> {
  const bundle = buildCatalog([
    { make: 'Toyota', model: 'Corolla', seller: 'Bilhus Nord ApS', withImage: true },
    { make: 'Skoda', model: 'Enyaq', seller: 'Bilhus Syd ApS' },
  ]);
  await bulkInsertCatalog(context.handle.db, bundle);
  return {
    id: bundle.ids,
    sha256: bundle.files.map((file) => file.sha256),
    section: ['site', 'search_defaults', 'ai_provider', 'analytics'],
  };
}

type Headers = (request: HostileRequest) => Record<string, string>;

/**
 * Sends `runsPerEndpoint` hostile requests at each endpoint and checks each answer is clean; a refused
 * write must leave every table exactly as it was. Prints how many cases each endpoint got.
 */
export async function fuzzEndpoints(
  context: AuthContext,
  group: string,
  endpoints: readonly Endpoint[],
  realIds: RealIds,
  options: { runsPerEndpoint: number; headers: Headers; authShape?: boolean },
): Promise<void> {
  const counts = new Map<string, number>();
  for (const endpoint of endpoints) {
    const key = `${endpoint.method} ${endpoint.path}`;
    await fc.assert(
      fc.asyncProperty(hostileRequestAt(endpoint, realIds), async (request) => {
        counts.set(key, (counts.get(key) ?? 0) + 1);
        const before = request.method === 'GET' ? undefined : await databaseFingerprint(context.handle.db);
        const response = await context.request(request.url, requestInit(request, options.headers(request)));
        const answer = await readAnswer(response);
        expectCleanAnswer(answer, labelOf(request), { authShape: options.authShape ?? false });
        if (before && answer.status >= 400) {
          const after = await databaseFingerprint(context.handle.db);
          expect(after, `${labelOf(request)} changed data`).toEqual(before);
        }
      }),
      fuzzRuns(options.runsPerEndpoint),
    );
  }
  reportCases(group, counts);
}

/** Issue 17, finding 5: 5 000 nested arrays under the endpoint's first field (a 500 and a stack trace). */
export function deeplyNestedBody(endpoint: Endpoint): string {
  return `{"${endpoint.body?.[0] ?? 'data'}":${'['.repeat(5_000)}1${']'.repeat(5_000)}}`;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The catalogue's endpoints that read a JSON body, plus every write registered in the router whose path
 * matches `routed` (so a route the catalogue misses is covered too; wildcards such as /api/auth/* are not).
 */
export function jsonEndpoints(
  context: AuthContext,
  catalogue: readonly Endpoint[],
  routed?: RegExp,
): Endpoint[] {
  const known = catalogue.filter((endpoint) => endpoint.body);
  const registered = context.app.routes
    .filter(
      (route) => routed?.test(route.path) && !route.path.endsWith('*') && WRITE_METHODS.has(route.method),
    )
    .map((route) => ({ method: route.method as Endpoint['method'], path: route.path }));
  // A route with its own middleware is registered once per handler; the catalogue's entry knows its fields.
  const byKey = new Map<string, Endpoint>();
  for (const endpoint of [...known, ...registered]) {
    const key = `${endpoint.method} ${endpoint.path}`;
    if (!byKey.has(key)) byKey.set(key, endpoint);
  }
  return [...byKey.values()];
}

/**
 * Sends each endpoint one body nested 5 000 deep: every one must answer 400 with the Danish validation
 * message, log no error (no stack trace) and change nothing.
 */
export async function expectDeepBodiesRefused(
  context: AuthContext,
  endpoints: readonly Endpoint[],
  realIds: RealIds,
  headers: Record<string, string>,
): Promise<void> {
  const loggedErrors = vi.spyOn(logger, 'error');
  const before = await databaseFingerprint(context.handle.db);
  const failures: string[] = [];
  try {
    for (const endpoint of endpoints) {
      const url = endpoint.path.replace(/:(\w+)/g, (_, name: string) => realIds[name]?.[0] ?? 'x');
      const response = await context.request(url, {
        method: endpoint.method,
        headers: { 'content-type': 'application/json', ...headers },
        body: deeplyNestedBody(endpoint),
      });
      const answer = await readAnswer(response);
      const expected = JSON.stringify({ error: errorCatalogue.VALIDATION.message, code: 'VALIDATION' });
      if (answer.status !== 400 || answer.text !== expected) {
        failures.push(`${endpoint.method} ${url} → ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    expect(failures).toEqual([]);
    expect(loggedErrors).not.toHaveBeenCalled();
  } finally {
    loggedErrors.mockRestore();
  }
  expect(await databaseFingerprint(context.handle.db)).toEqual(before);
  console.info(
    `Deeply nested bodies refused: ${endpoints.map(({ method, path }) => `${method} ${path}`).join(', ')}`,
  );
}
