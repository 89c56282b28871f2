import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { DatabaseHandle } from '../client';
import { bulkInsertCatalog } from './bulk-insert-catalog';
import { replaceListingOffers } from './replace-listing-offers';
import { insertTestListing, insertTestMakeAndModel, offer, storedOffers, testListing } from './test-catalog';
import { updateListingRetailPrice } from './update-listing-retail-price';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertTestMakeAndModel(handle);
});

afterAll(async () => {
  await handle?.close();
});

describe('catalogue writes refuse bad input and respect transactions', () => {
  it('refuses duplicate offers in the input with a clear error and leaves the stored offers alone', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await expect(
      replaceListingOffers(handle.db, id, [offer(20_000, 36, 0, 4_300), offer(20_000, 36, 0, 4_400)]),
    ).rejects.toThrow(/Duplicate offer .* 20000 km\/year, 36 months, first payment 0/);
    expect((await storedOffers(handle, id)).map((o) => o.monthly_price)).toEqual([4_000]);
    await expect(
      bulkInsertCatalog(handle.db, {
        makes: [],
        models: [],
        sellers: [],
        files: [],
        listings: [testListing(400_000, [offer(10_000, 12, 0, 5_000), offer(10_000, 12, 0, 5_100)])],
      }),
    ).rejects.toThrow(/Duplicate offer/);
  });

  it('has the database refuse a duplicate offer written around the write functions', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await expect(
      handle.db.execute(sql`
        insert into lease_offers (listing_id, mileage_per_year, period_months, first_payment, monthly_price,
          lease_score, lease_score_method)
        values (${id}, 15000, 36, 0, 3900, 50, 'anchors')`),
    ).rejects.toThrow();
  });

  it('refuses unknown listings and malformed input', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await expect(replaceListingOffers(handle.db, missing, [])).rejects.toThrow(/not found/);
    await expect(updateListingRetailPrice(handle.db, missing, 300_000)).rejects.toThrow(/not found/);
    const id = await insertTestListing(handle, 400_000, []);
    await expect(replaceListingOffers(handle.db, id, [offer(15_000, 36, 0, 0)])).rejects.toThrow(
      /monthly_price/,
    );
    await expect(updateListingRetailPrice(handle.db, id, 299_999.5)).rejects.toThrow(/retail price/);
  });

  it('works inside a caller transaction and rolls back with it', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await expect(
      handle.db.transaction(async (tx) => {
        await updateListingRetailPrice(tx, id, 60_000);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await storedOffers(handle, id))[0]?.lease_score).toBe(86);
  });
});
