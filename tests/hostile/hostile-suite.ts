import fc from 'fast-check';
import { expect } from 'vitest';
import { bulkInsertCatalog } from '../../src/db/catalog-writes';
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
