import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import type { LeaseOffer } from '../../domain/offers/lease-offer';
import { type DatabaseHandle, queryRows } from '../client';
import { bulkInsertCatalog } from './bulk-insert-catalog';
import type { CatalogListing } from './catalog-bundle';
import { replaceListingOffers } from './replace-listing-offers';
import { scoreOffer } from './score-offer';
import { updateListingRetailPrice } from './update-listing-retail-price';

const makeId = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0001';
const modelId = '6c1f0a4e-0c1a-4b7a-9a51-2f4f6f4f0002';
let sequence = 0;

function offer(mileage: number, months: number, deposit: number, monthly: number): LeaseOffer {
  return { mileage_per_year: mileage, period_months: months, first_payment: deposit, monthly_price: monthly };
}

function listing(retailPrice: number | null, offers: LeaseOffer[]): CatalogListing {
  sequence += 1;
  return {
    id: `6c1f0a4e-0c1a-4b7a-9a51-${String(1_000 + sequence).padStart(12, '0')}`,
    sellerId: null,
    makeId,
    modelId,
    variant: `Test ${sequence}`,
    year: 2026,
    bodyType: 'SUV',
    fuelType: 'Electric',
    transmission: 'Automatic',
    driveType: 'FWD',
    horsepower: 204,
    seats: 5,
    doors: 5,
    wltpKm: 520,
    consumptionL100km: null,
    consumptionKwh100km: 16.4,
    co2GKm: 0,
    co2TaxHalfYear: 420,
    retailPrice,
    description: null,
    externalUrl: null,
    status: 'active',
    createdAt: null,
    updatedAt: null,
    offers,
    imageFileIds: [],
  };
}

type StoredOffer = LeaseOffer & { id: string; lease_score: number; lease_score_method: string };

let handle: DatabaseHandle;

async function storedOffers(listingId: string): Promise<StoredOffer[]> {
  return queryRows<StoredOffer>(
    handle.db,
    sql`select id, mileage_per_year, period_months, first_payment, monthly_price, lease_score, lease_score_method
        from lease_offers where listing_id = ${listingId}
        order by mileage_per_year, period_months, first_payment`,
  );
}

async function insertListing(retailPrice: number | null, offers: LeaseOffer[]): Promise<string> {
  const row = listing(retailPrice, offers);
  await bulkInsertCatalog(handle.db, { makes: [], models: [], sellers: [], files: [], listings: [row] });
  return row.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await bulkInsertCatalog(handle.db, {
    makes: [{ id: makeId, name: 'Volkswagen' }],
    models: [{ id: modelId, makeId, name: 'ID.4' }],
    sellers: [],
    files: [],
    listings: [],
  });
});

afterAll(async () => {
  await handle?.close();
});

describe('catalogue writes keep every stored offer score right', () => {
  it('stores the v2.1 score of each offer on insert', async () => {
    // original-system.md §3.5 rows 2 and 3: 86 and 74 at retail 400 000.
    const id = await insertListing(400_000, [offer(15_000, 36, 0, 4_000), offer(15_000, 36, 20_000, 4_000)]);
    const stored = await storedOffers(id);
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
    const id = await insertListing(400_000, offers);
    const result = await updateListingRetailPrice(handle.db, id, 300_000);
    expect(result).toEqual({ rescoredOffers: 3 });
    for (const stored of await storedOffers(id)) {
      expect(stored.lease_score).toBe(scoreOffer(300_000, stored).leaseScore);
    }
    const [listingRow] = await queryRows<{ retail_price: number }>(
      handle.db,
      sql`select retail_price from listings where id = ${id}`,
    );
    expect(Number(listingRow?.retail_price)).toBe(300_000);
  });

  it('stores 0 with method not_scorable when the retail price is removed', async () => {
    const id = await insertListing(400_000, [offer(15_000, 36, 0, 4_000)]);
    await updateListingRetailPrice(handle.db, id, null);
    expect((await storedOffers(id)).map((o) => [o.lease_score, o.lease_score_method])).toEqual([
      [0, 'not_scorable'],
    ]);
  });

  it('stores 0 with method implausible_retail for a retail price below 75 000', async () => {
    const id = await insertListing(50_000, [offer(15_000, 36, 0, 1_000)]);
    expect((await storedOffers(id)).map((o) => [o.lease_score, o.lease_score_method])).toEqual([
      [0, 'implausible_retail'],
    ]);
  });

  it('stores not_scorable for a listing inserted without retail price', async () => {
    const id = await insertListing(null, [offer(15_000, 36, 0, 3_000)]);
    expect((await storedOffers(id))[0]?.lease_score_method).toBe('not_scorable');
  });

  it('replaces offers with freshly scored ones and keeps the ids of surviving combinations', async () => {
    const id = await insertListing(350_000, [offer(15_000, 36, 0, 4_100), offer(20_000, 36, 0, 4_400)]);
    const before = await storedOffers(id);
    const replaced = await replaceListingOffers(handle.db, id, [
      offer(15_000, 36, 0, 3_675),
      offer(30_000, 24, 17_500, 4_200),
    ]);
    const after = await storedOffers(id);
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
    expect(await storedOffers(id)).toEqual([]);
  });

  it('uses the new retail price when offers are replaced after a price change', async () => {
    const id = await insertListing(200_000, [offer(15_000, 36, 0, 2_100)]);
    await updateListingRetailPrice(handle.db, id, 450_000);
    await replaceListingOffers(handle.db, id, [offer(15_000, 36, 22_500, 4_200)]);
    // original-system.md §3.5 row 10.
    expect((await storedOffers(id))[0]?.lease_score).toBe(76);
  });

  it('refuses duplicate offers in the input with a clear error and leaves the stored offers alone', async () => {
    const id = await insertListing(400_000, [offer(15_000, 36, 0, 4_000)]);
    await expect(
      replaceListingOffers(handle.db, id, [offer(20_000, 36, 0, 4_300), offer(20_000, 36, 0, 4_400)]),
    ).rejects.toThrow(/Duplicate offer .* 20000 km\/year, 36 months, first payment 0/);
    expect((await storedOffers(id)).map((o) => o.monthly_price)).toEqual([4_000]);
    await expect(
      bulkInsertCatalog(handle.db, {
        makes: [],
        models: [],
        sellers: [],
        files: [],
        listings: [listing(400_000, [offer(10_000, 12, 0, 5_000), offer(10_000, 12, 0, 5_100)])],
      }),
    ).rejects.toThrow(/Duplicate offer/);
  });

  it('has the database refuse a duplicate offer written around the write functions', async () => {
    const id = await insertListing(400_000, [offer(15_000, 36, 0, 4_000)]);
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
    const id = await insertListing(400_000, []);
    await expect(replaceListingOffers(handle.db, id, [offer(15_000, 36, 0, 0)])).rejects.toThrow(
      /monthly_price/,
    );
    await expect(updateListingRetailPrice(handle.db, id, 299_999.5)).rejects.toThrow(/retail price/);
  });

  it('works inside a caller transaction and rolls back with it', async () => {
    const id = await insertListing(400_000, [offer(15_000, 36, 0, 4_000)]);
    await expect(
      handle.db.transaction(async (tx) => {
        await updateListingRetailPrice(tx, id, 60_000);
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    expect((await storedOffers(id))[0]?.lease_score).toBe(86);
  });
});
