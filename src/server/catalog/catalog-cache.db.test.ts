import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import type { DatabaseHandle } from '../../db/client';
import { CatalogCache } from './catalog-cache';

let handle: DatabaseHandle;
let ids: string[];

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([{ make: 'Kia' }, { make: 'Hyundai' }]);
  await bulkInsertCatalog(handle.db, bundle);
  ids = bundle.ids;
});
afterAll(() => handle.close());

const deactivate = (id: string) =>
  handle.db.execute(sql`update listings set status = 'inactive' where id = ${id}`);
const activate = (id: string) =>
  handle.db.execute(sql`update listings set status = 'active' where id = ${id}`);

describe('CatalogCache', () => {
  it('sees another writer within the staleness bound', async () => {
    const cache = new CatalogCache(handle.db, { maxStaleMs: 0 });
    const before = await cache.get();
    expect(before.listings).toHaveLength(2);
    await deactivate(ids[0] as string);
    const after = await cache.get();
    expect(after.listings.map((l) => l.make)).toEqual(['Hyundai']);
    expect(after.listings).toHaveLength(1);
    expect(after.version).toBeGreaterThan(before.version);
    await activate(ids[0] as string);
  });

  it('keeps serving its snapshot inside the bound and re-reads after invalidate()', async () => {
    const cache = new CatalogCache(handle.db, { maxStaleMs: 60_000 });
    const first = await cache.get();
    await deactivate(ids[1] as string);
    expect(await cache.get()).toBe(first);
    cache.invalidate();
    const fresh = await cache.get();
    expect(fresh.listings.map((l) => l.make)).toEqual(['Kia']);
  });

  it('reuses the snapshot when the version has not changed', async () => {
    const cache = new CatalogCache(handle.db, { maxStaleMs: 0 });
    const first = await cache.get();
    expect(await cache.get()).toBe(first);
  });

  it('memoises derived values per snapshot only', async () => {
    const cache = new CatalogCache(handle.db, { maxStaleMs: 0 });
    const snapshot = await cache.get();
    let computed = 0;
    cache.memo(snapshot, 'k', () => ++computed);
    cache.memo(snapshot, 'k', () => ++computed);
    expect(computed).toBe(1);
    await activate(ids[1] as string);
    const next = await cache.get();
    cache.memo(next, 'k', () => ++computed);
    expect(computed).toBe(2);
  });
});
