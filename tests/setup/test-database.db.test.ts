import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../src/db/client';
import { catalogState, makes } from '../../src/db/schema';
import { createTestDatabase, resetCatalog } from './test-database';

async function catalogVersion(db: Database): Promise<number> {
  const [row] = await db.select().from(catalogState).where(eq(catalogState.id, 1));
  return Number(row?.version);
}

describe('createTestDatabase', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;

  beforeAll(async () => {
    [first, second] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  });

  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('starts migrated and empty, with the catalog_state row', async () => {
    expect(await first.db.select().from(makes)).toEqual([]);
    expect(await catalogVersion(first.db)).toBeGreaterThanOrEqual(0);
  });

  it('gives each caller its own database', async () => {
    await first.db.insert(makes).values({ name: 'Skoda' });
    expect(await first.db.select({ name: makes.name }).from(makes)).toEqual([{ name: 'Skoda' }]);
    expect(await second.db.select().from(makes)).toEqual([]);
  });

  it('bumps the catalog version when a make is inserted', async () => {
    const before = await catalogVersion(second.db);
    await second.db.insert(makes).values({ name: 'Volvo' });
    expect(await catalogVersion(second.db)).toBe(before + 1);
  });

  it('resetCatalog empties the tables but keeps catalog_state', async () => {
    await resetCatalog(first.db);
    expect(await first.db.select().from(makes)).toEqual([]);
    expect(await catalogVersion(first.db)).toBeGreaterThan(0);
  });
});
