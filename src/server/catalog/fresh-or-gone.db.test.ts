import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog, replaceListingOffers } from '../../db/catalog-writes';
import { type DatabaseHandle, queryRows } from '../../db/client';
import { copenhagenToday, setTestClockOffset } from '../clock/server-clock';
import { listingHead } from '../seo/listing-head';
import { getCachedListingDetail } from '../services/listings/get-cached-listing-detail';
import { CatalogCache } from './catalog-cache';
import { loadCatalogSnapshot } from './catalog-snapshot';

/** Issue 27 part 5 (ADR 056): offers past their date leave the search; a price list confirms its offers. */

const DAY_MS = 86_400_000;
let handle: DatabaseHandle;
let ids: string[];

beforeAll(async () => {
  handle = await createTestDatabase();
  const bundle = buildCatalog([{ make: 'Kia' }, { make: 'Hyundai' }, { make: 'Skoda' }]);
  await bulkInsertCatalog(handle.db, bundle);
  ids = bundle.ids;
});
afterAll(() => handle.close());
afterEach(() => setTestClockOffset(0));

const listingId = (index: number) => ids[index] as string;
const setDates = (index: number, validUntil: string | null, orderBy: string | null) =>
  handle.db.execute(
    sql`update listings set valid_until_date = ${validUntil}, order_by_date = ${orderBy} where id = ${listingId(index)}`,
  );

describe('offers past their valid-until or order-by date leave the search', () => {
  // Today in these rows is 2026-11-12 (a Danish date); the last day counts.
  it.each([
    { case: 'no dates', validUntil: null, orderBy: null, inSearch: true },
    { case: 'valid until today', validUntil: '2026-11-12', orderBy: null, inSearch: true },
    { case: 'valid until yesterday', validUntil: '2026-11-11', orderBy: null, inSearch: false },
    {
      case: 'order by yesterday, valid later',
      validUntil: '2026-12-31',
      orderBy: '2026-11-11',
      inSearch: false,
    },
    { case: 'order by tomorrow', validUntil: null, orderBy: '2026-11-13', inSearch: true },
  ])('$case → in the search: $inSearch', async ({ validUntil, orderBy, inSearch }) => {
    await setDates(0, validUntil, orderBy);
    const snapshot = await loadCatalogSnapshot(handle.db, '2026-11-12');
    expect(snapshot.listings.some((listing) => listing.id === listingId(0))).toBe(inSearch);
    expect(snapshot.listings.some((listing) => listing.id === listingId(1))).toBe(true);
    await setDates(0, null, null);
  });

  it('the cached catalogue turns over when the Danish date changes, with no write to the catalogue', async () => {
    const today = copenhagenToday();
    await setDates(2, today, null);
    const cache = new CatalogCache(handle.db, { maxStaleMs: 0 });
    const before = await cache.get();
    expect(before.listings.map((listing) => listing.id)).toContain(listingId(2));
    // Same version, next day: the snapshot is read again and the listing is gone.
    setTestClockOffset(DAY_MS);
    const after = await cache.get();
    expect(after.version).toBe(before.version);
    expect(after).not.toBe(before);
    expect(after.listings.map((listing) => listing.id)).not.toContain(listingId(2));
    await setDates(2, null, null);
  });

  it('the detail page of an expired listing says so and carries no offers', async () => {
    const today = copenhagenToday();
    await setDates(2, today, null);
    const cache = new CatalogCache(handle.db, { maxStaleMs: 0 });
    const live = await getCachedListingDetail(handle.db, cache, listingId(2), {});
    expect(live).toMatchObject({ offers_expired: false, offers_valid_until: today });
    expect(live?.all_lease_pricing).toHaveLength(1);
    setTestClockOffset(DAY_MS);
    const expired = await getCachedListingDetail(handle.db, cache, listingId(2), {});
    expect(expired).toMatchObject({ offers_expired: true, offers_valid_until: today, price_source: null });
    expect(expired?.all_lease_pricing).toEqual([]);
    // The server-rendered head names no price, carries no Offer and is not indexed.
    const head = listingHead(expired as NonNullable<typeof expired>, 'https://leasingmatch.dk');
    expect(head.title).toMatch(/^Skoda Corolla .* – tilbuddene er udløbet \| /);
    expect(head.noIndex).toBe(true);
    expect(head.jsonLd).toBeUndefined();
    expect(head.description).not.toMatch(/kr\./);
    await setDates(2, null, null);
  });
});

type SourceRow = {
  monthly_price: number;
  source_kind: string;
  source_name: string | null;
  source_page: number | null;
  source_batch_id: string | null;
  confirmed_at: Date | string;
};

const sourcesOf = (index: number) =>
  queryRows<SourceRow>(
    handle.db,
    sql`select monthly_price, source_kind, source_name, source_page, source_batch_id, confirmed_at
        from lease_offers where listing_id = ${listingId(index)} order by monthly_price`,
  );
const at = (row: SourceRow | undefined) => new Date(row?.confirmed_at ?? 0).toISOString();

describe('every write says where an offer came from and when it was confirmed', () => {
  const offer = { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 3000 };
  const batchId = '00000000-0000-4000-8000-000000000056';

  it('a price list sets its name, page and batch, and an unchanged list moves confirmed_at only', async () => {
    const first = new Date('2026-11-12T09:00:00Z');
    const source = { name: 'prisliste-nov.pdf', page: 3, batchId };
    await replaceListingOffers(handle.db, listingId(1), [offer], { source, confirmedAt: first });
    const [stored] = await sourcesOf(1);
    expect(stored).toMatchObject({
      source_kind: 'price_list',
      source_name: 'prisliste-nov.pdf',
      source_page: 3,
      source_batch_id: batchId,
    });
    expect(at(stored)).toBe(first.toISOString());

    const again = new Date('2026-11-19T09:00:00Z');
    await replaceListingOffers(handle.db, listingId(1), [offer], { source, confirmedAt: again });
    const [confirmed] = await sourcesOf(1);
    expect(confirmed?.monthly_price).toBe(3000);
    expect(at(confirmed)).toBe(again.toISOString());
  });

  it("an admin's save marks only the offers whose price it changed as 'admin'", async () => {
    const source = { name: 'prisliste-nov.pdf', page: 3, batchId };
    const listed = new Date('2026-11-12T09:00:00Z');
    const second = { ...offer, first_payment: 5000, monthly_price: 2800 };
    await replaceListingOffers(handle.db, listingId(1), [offer, second], { source, confirmedAt: listed });
    const edited = new Date('2026-11-20T10:00:00Z');
    await replaceListingOffers(handle.db, listingId(1), [offer, { ...second, monthly_price: 2700 }], {
      confirmedAt: edited,
    });
    const rows = await sourcesOf(1);
    expect(rows.map((row) => [row.monthly_price, row.source_kind, row.source_name, at(row)])).toEqual([
      [2700, 'admin', null, edited.toISOString()],
      [3000, 'price_list', 'prisliste-nov.pdf', listed.toISOString()],
    ]);
  });

  it("the demo seed's and other bulk-inserted offers are 'admin' entries confirmed when inserted", async () => {
    const [row] = await sourcesOf(0);
    expect(row).toMatchObject({ source_kind: 'admin', source_name: null, source_page: null });
  });
});
