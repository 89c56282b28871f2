import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { type DatabaseHandle, queryRows } from '../client';
import { replaceListingOffers } from './replace-listing-offers';
import { scoreOffer } from './score-offer';
import { insertTestListing, insertTestMakeAndModel, offer, storedOffers } from './test-catalog';
import { updateListingRetailPrice } from './update-listing-retail-price';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertTestMakeAndModel(handle);
});

afterAll(async () => {
  await handle?.close();
});

describe('catalogue writes keep every stored offer score right', () => {
  it('stores the v2.1 score of each offer on insert', async () => {
    // original-system.md §3.5 rows 2 and 3: 86 and 74 at retail 400 000.
    const id = await insertTestListing(handle, 400_000, [
      offer(15_000, 36, 0, 4_000),
      offer(15_000, 36, 20_000, 4_000),
    ]);
    const stored = await storedOffers(handle, id);
    expect(stored.map((o) => [o.lease_score, o.lease_score_method])).toEqual([
      [86, 'anchors'],
      [74, 'anchors'],
    ]);
  });

  it('rescores every offer when the retail price changes', async () => {
    const offers = [
      offer(15_000, 36, 0, 4_000),
      offer(20_000, 24, 0, 4_500),
      offer(25_000, 48, 35_000, 3_900),
    ];
    const id = await insertTestListing(handle, 400_000, offers);
    const result = await updateListingRetailPrice(handle.db, id, 300_000);
    expect(result).toEqual({ rescoredOffers: 3 });
    for (const stored of await storedOffers(handle, id)) {
      expect(stored.lease_score).toBe(scoreOffer(300_000, stored).leaseScore);
    }
    const [listingRow] = await queryRows<{ retail_price: number }>(
      handle.db,
      sql`select retail_price from listings where id = ${id}`,
    );
    expect(Number(listingRow?.retail_price)).toBe(300_000);
  });

  it('stores 0 with method not_scorable when the retail price is removed', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await updateListingRetailPrice(handle.db, id, null);
    expect((await storedOffers(handle, id)).map((o) => [o.lease_score, o.lease_score_method])).toEqual([
      [0, 'not_scorable'],
    ]);
  });

  it('stores 0 with method implausible_retail for a retail price below 75 000', async () => {
    const id = await insertTestListing(handle, 50_000, [offer(15_000, 36, 0, 1_000)]);
    expect((await storedOffers(handle, id)).map((o) => [o.lease_score, o.lease_score_method])).toEqual([
      [0, 'implausible_retail'],
    ]);
  });

  it('stores not_scorable for a listing inserted without retail price', async () => {
    const id = await insertTestListing(handle, null, [offer(15_000, 36, 0, 3_000)]);
    expect((await storedOffers(handle, id))[0]?.lease_score_method).toBe('not_scorable');
  });

  it('replaces offers with freshly scored ones and keeps the ids of surviving combinations', async () => {
    const id = await insertTestListing(handle, 350_000, [
      offer(15_000, 36, 0, 4_100),
      offer(20_000, 36, 0, 4_400),
    ]);
    const before = await storedOffers(handle, id);
    const replaced = await replaceListingOffers(handle.db, id, [
      offer(15_000, 36, 0, 3_675),
      offer(30_000, 24, 17_500, 4_200),
    ]);
    const after = await storedOffers(handle, id);
    expect(after.map((o) => [o.mileage_per_year, o.period_months, o.first_payment, o.monthly_price])).toEqual(
      [
        [15_000, 36, 0, 3_675],
        [30_000, 24, 17_500, 4_200],
      ],
    );
    for (const stored of after) expect(stored.lease_score).toBe(scoreOffer(350_000, stored).leaseScore);
    expect(after[0]?.id).toBe(before[0]?.id);
    expect(replaced.map((o) => o.leaseScore)).toEqual(after.map((o) => o.lease_score));

    await replaceListingOffers(handle.db, id, []);
    expect(await storedOffers(handle, id)).toEqual([]);
  });

  it('uses the new retail price when offers are replaced after a price change', async () => {
    const id = await insertTestListing(handle, 200_000, [offer(15_000, 36, 0, 2_100)]);
    await updateListingRetailPrice(handle.db, id, 450_000);
    await replaceListingOffers(handle.db, id, [offer(15_000, 36, 22_500, 4_200)]);
    // original-system.md §3.5 row 10.
    expect((await storedOffers(handle, id))[0]?.lease_score).toBe(76);
  });
});
