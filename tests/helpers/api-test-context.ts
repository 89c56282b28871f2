import { afterAll, beforeAll } from 'vitest';
import { bulkInsertCatalog } from '../../src/db/catalog-writes';
import type { DatabaseHandle } from '../../src/db/client';
import { createApp } from '../../src/server/app';
import { buildCatalog, type ListingSpec } from '../factories/catalog-factory';
import { createTestDatabase } from '../setup/test-database';

export type ApiContext = {
  handle: DatabaseHandle;
  app: ReturnType<typeof createApp>['app'];
  ids: string[];
  /** GET a path of the app in-process and parse its JSON body. */
  get: <T = unknown>(path: string) => Promise<{ status: number; body: T; headers: Headers }>;
};

/** A fresh database per test file with the given catalogue, and the app on top (cache always fresh). */
export function setupApiWithCatalog(specs: () => ListingSpec[]): ApiContext {
  const context = {} as ApiContext;
  beforeAll(async () => {
    context.handle = await createTestDatabase();
    const bundle = buildCatalog(specs());
    await bulkInsertCatalog(context.handle.db, bundle);
    context.ids = bundle.ids;
    context.app = createApp({ db: context.handle.db, catalogMaxStaleMs: 0 }).app;
    context.get = async (path) => {
      const response = await context.app.request(path);
      const text = await response.text();
      return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
    };
  });
  afterAll(async () => {
    await context.handle?.close();
  });
  return context;
}
