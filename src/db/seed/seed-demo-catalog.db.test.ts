import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { scoreOffer } from '../catalog-writes/score-offer';
import { type DatabaseHandle, queryRows } from '../client';
import { generateDemoCatalog } from './generate-demo-catalog';
import { isCatalogEmpty, seedDemoCatalog, wipeCatalog } from './seed-demo-catalog';

const referenceDate = new Date('2026-11-01T09:00:00Z');
const expected = generateDemoCatalog({ seed: 11, referenceDate });
let handle: DatabaseHandle;

async function count(table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from ${sql.raw(table)}`,
  );
  return Number(row?.n);
}

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoCatalog', () => {
  it('seeds an empty database and reports what it wrote', async () => {
    expect(await isCatalogEmpty(handle.db)).toBe(true);
    const counts = await seedDemoCatalog(handle.db, { seed: 11, referenceDate });
    const offers = expected.listings.reduce((sum, listing) => sum + listing.offers.length, 0);
    expect(counts).toMatchObject({
      sellers: expected.sellers.length,
      listings: expected.listings.length,
      offers,
      files: expected.files.length,
    });
    expect(await isCatalogEmpty(handle.db)).toBe(false);
    expect(await count('listings')).toBe(expected.listings.length);
    expect(await count('lease_offers')).toBe(offers);
    expect(await count('sellers')).toBe(expected.sellers.length);
    expect(await count('files')).toBe(expected.files.length);
    expect(await count('listing_images')).toBe(counts.images);
  });

  it('stores what each seller states around its prices and the items it states (ADR 054)', async () => {
    const rows = await queryRows<{ seller: string; includes: string[] | null; items: object | null }>(
      handle.db,
      sql`select distinct on (s.name) s.name as seller, l.price_includes as includes, l.included_items as items
          from listings l join sellers s on s.id = l.seller_id where s.name in ('Nordisk Bilhus', 'Fyns Autoleasing')
          order by s.name`,
    );
    expect(rows).toEqual([
      { seller: 'Fyns Autoleasing', includes: null, items: null },
      expect.objectContaining({ seller: 'Nordisk Bilhus', includes: expect.arrayContaining(['Metallak']) }),
    ]);
    expect(Object.keys(rows[1]?.items ?? {})).toHaveLength(7);
  });

  it('gives every model its default body type, seats and doors, and a few makes their aliases', async () => {
    const models = await queryRows<{ missing: number; total: number }>(
      handle.db,
      sql`select count(*) filter (where default_body_type is null or default_seats is null
                                    or default_doors is null)::int as missing, count(*)::int as total
          from models`,
    );
    expect(models[0]?.total).toBeGreaterThan(0);
    expect(models[0]?.missing).toBe(0);
    const aliases = await queryRows<{ make: string; alias: string }>(
      handle.db,
      sql`select m.name as make, a.alias from make_aliases a join makes m on m.id = a.make_id order by a.alias`,
    );
    expect(aliases).toContainEqual({ make: 'Volkswagen', alias: 'VW' });
  });

  it('stores every offer with its v2.1 score and method', async () => {
    const rows = await queryRows<{
      retail_price: number | null;
      mileage_per_year: number;
      period_months: number;
      first_payment: number;
      monthly_price: number;
      lease_score: number;
      lease_score_method: string;
    }>(
      handle.db,
      sql`select l.retail_price, o.mileage_per_year, o.period_months, o.first_payment, o.monthly_price,
                 o.lease_score, o.lease_score_method
          from lease_offers o join listings l on l.id = o.listing_id`,
    );
    for (const row of rows) {
      const retail = row.retail_price === null ? null : Number(row.retail_price);
      expect({ score: row.lease_score, method: row.lease_score_method }).toEqual({
        score: scoreOffer(retail, row).leaseScore,
        method: scoreOffer(retail, row).leaseScoreMethod,
      });
    }
    const methods = new Set(rows.map((row) => row.lease_score_method));
    expect(methods).toEqual(new Set(['anchors', 'not_scorable', 'implausible_retail']));
  });

  it('stores the images as deduplicated SVG files with their sha256', async () => {
    const files = await queryRows<{ content_type: string; size: number; ok: boolean }>(
      handle.db,
      sql`select content_type, size, sha256 = encode(sha256(bytes), 'hex') as ok from files`,
    );
    for (const file of files) {
      expect(file.content_type).toBe('image/svg+xml');
      expect(file.ok).toBe(true);
      expect(file.size).toBeGreaterThan(2_000);
    }
  });

  it('refuses to seed over an existing catalogue', async () => {
    await expect(seedDemoCatalog(handle.db, { seed: 12 })).rejects.toThrow(/not empty/);
  });

  it('wipes the whole catalogue in one go and can seed again', async () => {
    await wipeCatalog(handle.db);
    expect(await isCatalogEmpty(handle.db)).toBe(true);
    for (const table of [
      'listing_images',
      'lease_offers',
      'listings',
      'sellers',
      'models',
      'makes',
      'files',
    ]) {
      expect(await count(table), table).toBe(0);
    }
    const counts = await seedDemoCatalog(handle.db, { seed: 12, listings: 60 });
    expect(counts.listings).toBe(60);
  });
});
