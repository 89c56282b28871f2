import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client';
import { type SeededSeller, seedSeller } from '../../src/db/ingestion/ingestion-test-data';
import { createTestDatabase } from '../setup/test-database';

export type SeededSellerContext = { handle: DatabaseHandle; seed: SeededSeller };

/**
 * A fresh database with ingestion-test-data's seller (Toyota Yaris listings) for the ingestion
 * services' tests: one per file, or one per test where a test's writes would leak into the next.
 */
export function setupSeededSeller(fresh: 'per-file' | 'per-test' = 'per-file'): SeededSellerContext {
  const context = {} as SeededSellerContext;
  const [before, after] = fresh === 'per-test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    context.handle = await createTestDatabase();
    context.seed = await seedSeller(context.handle.db);
  });
  after(async () => {
    await context.handle?.close();
  });
  return context;
}
