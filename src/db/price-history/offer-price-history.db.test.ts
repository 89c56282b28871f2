import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { danishDay } from '../../domain/price-history/price-history-summary';
import { replaceListingOffers } from '../catalog-writes/replace-listing-offers';
import { insertTestListing, insertTestMakeAndModel, offer } from '../catalog-writes/test-catalog';
import { type DatabaseHandle, queryRows } from '../client';
import { wipeCatalog } from '../seed/seed-demo-catalog';
import { namePriceSource } from './name-price-source';
import {
  groupPriceObservations,
  offerPriceHistoryJson,
  type PriceObservationRow,
} from './read-offer-price-history';
import { readRecentPriceDrops } from './read-recent-price-drops';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  await insertTestMakeAndModel(handle);
});

afterAll(async () => {
  await handle?.close();
});

type HistoryRow = {
  first_payment: number;
  kind: string;
  monthly_price: number | null;
  previous_monthly_price: number | null;
  source: string;
};
const history = (listingId: string) =>
  queryRows<HistoryRow>(
    handle.db,
    sql`select first_payment, kind, monthly_price, previous_monthly_price, source
        from offer_price_history where listing_id = ${listingId}
        order by observed_at, kind = 'appeared', first_payment`,
  );

describe('the price-history triggers on lease_offers', () => {
  it('records an offer first seen, an admin change with the price before it, and nothing for a rescore', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await replaceListingOffers(handle.db, id, [offer(15_000, 36, 0, 3_800)]);
    await replaceListingOffers(handle.db, id, [offer(15_000, 36, 0, 3_800)]);
    await handle.db.execute(sql`update lease_offers set lease_score = 12 where listing_id = ${id}`);
    expect(await history(id)).toEqual([
      {
        first_payment: 0,
        kind: 'appeared',
        monthly_price: 4_000,
        previous_monthly_price: null,
        source: 'seed',
      },
      {
        first_payment: 0,
        kind: 'changed',
        monthly_price: 3_800,
        previous_monthly_price: 4_000,
        source: 'admin',
      },
    ]);
  });

  it('continues an offer deleted and inserted again with the same terms, with its withdrawal between', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await replaceListingOffers(handle.db, id, [offer(15_000, 36, 5_000, 3_900)]);
    await replaceListingOffers(handle.db, id, [offer(15_000, 36, 0, 3_700)]);
    const kinds = (await history(id)).map((row) => `${row.first_payment}:${row.kind}:${row.monthly_price}`);
    // The delete and the insert of one replace share a moment: compare as a set, order per offer below.
    expect([...kinds].sort()).toEqual([
      '0:appeared:3700',
      '0:appeared:4000',
      '0:withdrawn:null',
      '5000:appeared:3900',
      '5000:withdrawn:null',
    ]);
    const [answer] = await queryRows<{ rows: PriceObservationRow[] }>(
      handle.db,
      sql`select ${offerPriceHistoryJson(sql`${id}::uuid`, new Date(Date.now() - 86_400_000))} as rows`,
    );
    const [zero] = groupPriceObservations(answer?.rows ?? []).filter((row) => row.first_payment === 0);
    expect(zero?.observations.map((o) => [o.kind, o.monthly_price])).toEqual([
      ['appeared', 4_000],
      ['withdrawn', null],
      ['appeared', 3_700],
    ]);
    // Read from a moment after them all: only each offer's last observation, the price in effect then.
    const [later] = await queryRows<{ rows: PriceObservationRow[] }>(
      handle.db,
      sql`select ${offerPriceHistoryJson(sql`${id}::uuid`, new Date(Date.now() + 86_400_000))} as rows`,
    );
    const carried = groupPriceObservations(later?.rows ?? []).map((row) => [
      row.first_payment,
      row.observations.map((o) => o.kind),
    ]);
    expect(carried.sort()).toEqual([
      [0, ['appeared']],
      [5_000, ['withdrawn']],
    ]);
  });

  it('takes the source a writer names, and records a key changed in place as withdrawn and appeared', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await handle.db.transaction(async (tx) => {
      await namePriceSource(tx, 'refetch');
      await tx.execute(sql`update lease_offers set monthly_price = 3500 where listing_id = ${id}`);
      await tx.execute(sql`update lease_offers set first_payment = 9000 where listing_id = ${id}`);
    });
    const rows = await history(id);
    expect(rows.slice(1)).toEqual(
      expect.arrayContaining([
        {
          first_payment: 0,
          kind: 'changed',
          monthly_price: 3_500,
          previous_monthly_price: 4_000,
          source: 'refetch',
        },
        {
          first_payment: 0,
          kind: 'withdrawn',
          monthly_price: null,
          previous_monthly_price: null,
          source: 'refetch',
        },
        {
          first_payment: 9_000,
          kind: 'appeared',
          monthly_price: 3_500,
          previous_monthly_price: null,
          source: 'refetch',
        },
      ]),
    );
    expect(rows).toHaveLength(4);
  });

  it('lets a deleted listing take its history with it', async () => {
    const id = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await handle.db.execute(sql`delete from listings where id = ${id}`);
    expect(await history(id)).toEqual([]);
  });

  it('finds the offers whose last change is a recent drop, not a rise or an old drop', async () => {
    const dropped = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    const raised = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    const droppedThenRaised = await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await replaceListingOffers(handle.db, dropped, [offer(15_000, 36, 0, 3_900)]);
    await replaceListingOffers(handle.db, raised, [offer(15_000, 36, 0, 4_100)]);
    await replaceListingOffers(handle.db, droppedThenRaised, [offer(15_000, 36, 0, 3_900)]);
    await replaceListingOffers(handle.db, droppedThenRaised, [offer(15_000, 36, 0, 3_950)]);
    const offerIds = await queryRows<{ id: string; listing_id: string }>(
      handle.db,
      sql`select id::text, listing_id::text from lease_offers
          where listing_id in (${dropped}, ${raised}, ${droppedThenRaised})`,
    );
    const today = danishDay(Date.now());
    const drops = await readRecentPriceDrops(handle.db, today);
    expect(offerIds.filter((row) => drops.has(row.id)).map((row) => row.listing_id)).toEqual([dropped]);
    const tomorrow = danishDay(Date.now() + 86_400_000);
    expect((await readRecentPriceDrops(handle.db, tomorrow)).size).toBe(0);
  });

  // Last: it empties the catalogue.
  it('leaves no history behind when the demo catalogue is wiped', async () => {
    await insertTestListing(handle, 400_000, [offer(15_000, 36, 0, 4_000)]);
    await wipeCatalog(handle.db);
    const [left] = await queryRows<{ rows: number }>(
      handle.db,
      sql`select count(*)::int as rows from offer_price_history`,
    );
    expect(left?.rows).toBe(0);
  });
});
