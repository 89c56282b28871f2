import { describe, expect, it, vi } from 'vitest';
import { succeededSession as succeededSessionOf } from '../../../../../tests/helpers/ingestion-test-steps';
import { offer } from '../../../../db/ingestion/ingestion-test-data';
import type { AdminListingDetail } from '../../../../domain/admin/admin-listing-types';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../domain/ingestion/ingestion-api';
import { seedSellerWithModels, setupIngestionApi } from './ingestion-test-client';

// Issue 16 item 8, "keep what the list says", through the API: a session whose result states totals,
// minimum prices and conditions → batch → the review carries them → apply → the listing and its offers
// store them; re-importing the same is "unchanged", a changed date or stated total is an update.
vi.setConfig({ testTimeout: 45_000 });

const { ctx, api } = setupIngestionApi({ worker: false });
const succeededSession = (sellerId: string, cars: ExtractedCar[]) =>
  succeededSessionOf(ctx.handle.db, sellerId, cars);

/** Two offers: one whose stated total adds up, one whose stated total contradicts the sum (with a note). */
const aygo: ExtractedCar = {
  make: 'Toyota',
  model: 'Aygo X',
  variant: '1.0 Active 72 HK',
  horsepower: 72,
  fuel_type: 'Petrol',
  transmission: 'Manual',
  offers: [
    { ...offer(15_000, 36, 4_999, 2_699), total_cost: 102_163, minimum_price: 37_387 },
    { ...offer(20_000, 36, 0, 2_899), total_cost: 110_000 },
  ],
  conditions: {
    order_by: '2026-05-31',
    delivery_by: '2026-09-30',
    valid_until: '2026-06-30',
    includes: ['Metallak', 'serviceaftale', 'moms', 'levering'],
    excludes: ['Grøn ejerafgift', 'forsikring'],
    return_fee: 1_995,
    extra_km_price: 0.75,
    extras: [{ name: 'Vinterhjul', monthly_price: 380 }],
  },
  notes: ['Totalprisen 110.000 kr. passer ikke med 0 kr. + 36 × 2.899 kr. (side 1, linje 9).'],
};

async function onlyChange(sellerId: string, car: ExtractedCar): Promise<[string, ImportChangeJson]> {
  const batchId = await api.createBatch([await succeededSession(sellerId, [car])]);
  const batch = await api.batch(batchId);
  expect(batch.changes).toHaveLength(1);
  return [batchId, batch.changes[0] as ImportChangeJson];
}

async function applyAll(batchId: string) {
  await api.approveAll(batchId);
  const applied = await api.apply(batchId);
  expect(applied.status).toBe(200);
  return (await applied.json()) as { counts: Record<string, number> };
}

async function adminListing(id: string): Promise<AdminListingDetail> {
  const response = await api.json('GET', `/api/admin/listings/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminListingDetail;
}

const storedOffers = (detail: AdminListingDetail) =>
  detail.offers.map((o) => ({
    id: o.id,
    terms: [o.mileage_per_year, o.period_months, o.first_payment, o.monthly_price],
    stated: [o.stated_total_cost, o.stated_minimum_price],
    score: [o.lease_score, o.lease_score_method],
  }));

describe('what the price list states around its prices', () => {
  it('is shown in the review, stored on apply, unchanged on re-import and an update when it changes', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Vilkår Auto', [
      { make: 'Toyota', model: 'Aygo X' },
    ]);

    // The review carries the stated totals, minimum price, conditions and the note about the contradiction.
    const [batchId, created] = await onlyChange(sellerId, aygo);
    expect(created.type).toBe('create');
    expect(created.car?.offers).toEqual(aygo.offers);
    expect(created.car?.conditions).toEqual(aygo.conditions);
    expect(created.car?.notes).toEqual(aygo.notes);

    expect(await applyAll(batchId)).toMatchObject({ counts: { created: 1 } });
    const listingId = (await api.batch(batchId)).changes[0]?.outcome?.listing_id as string;
    const stored = await adminListing(listingId);
    expect(stored.price_list_conditions).toEqual({
      order_by: '2026-05-31',
      delivery_by: '2026-09-30',
      valid_until: '2026-06-30',
      includes: ['Metallak', 'serviceaftale', 'moms', 'levering'],
      excludes: ['Grøn ejerafgift', 'forsikring'],
      return_fee: 1_995,
      extra_km_price: 0.75,
      extras: [{ name: 'Vinterhjul', monthly_price: 380 }],
    });
    const firstOffers = storedOffers(stored);
    expect(firstOffers.map(({ terms, stated }) => [terms, stated])).toEqual([
      [
        [15_000, 36, 4_999, 2_699],
        [102_163, 37_387],
      ],
      // The contradicting total is kept as stated.
      [
        [20_000, 36, 0, 2_899],
        [110_000, null],
      ],
    ]);

    // The same list again: nothing to do.
    const [, same] = await onlyChange(sellerId, aygo);
    expect(same.type).toBe('unchanged');
    expect(same.field_changes).toEqual([]);

    // A later valid-until date is a field change; the other conditions and the offers are not.
    const later = { ...aygo, conditions: { ...aygo.conditions, valid_until: '2026-12-31' } };
    const [laterBatch, update] = await onlyChange(sellerId, later);
    expect(update.type).toBe('update');
    expect(update.field_changes).toEqual([{ field: 'valid_until', old: '2026-06-30', new: '2026-12-31' }]);
    expect(update.offer_diff).toEqual({ added: [], removed: [], changed: [] });
    expect(update.summary).toContain('1 felt');
    expect(await applyAll(laterBatch)).toMatchObject({ counts: { updated: 1 } });
    expect((await adminListing(listingId)).price_list_conditions).toEqual({
      ...stored.price_list_conditions,
      valid_until: '2026-12-31',
    });

    // A list that leaves the conditions out changes none of them (an update never blanks what it omits).
    const { conditions: _omitted, ...withoutConditions } = later;
    const [, omitted] = await onlyChange(sellerId, withoutConditions);
    expect(omitted.type).toBe('unchanged');

    // A corrected stated total: the same offer (identity and score kept), only what the list says changes.
    const corrected = {
      ...later,
      offers: [aygo.offers[0], { ...offer(20_000, 36, 0, 2_899), total_cost: 104_364 }],
    } as ExtractedCar;
    const [correctedBatch, restated] = await onlyChange(sellerId, corrected);
    expect(restated.type).toBe('update');
    expect(restated.field_changes).toEqual([]);
    expect(restated.offer_diff?.restated).toEqual([
      {
        old: { ...offer(20_000, 36, 0, 2_899), total_cost: 110_000 },
        new: { ...offer(20_000, 36, 0, 2_899), total_cost: 104_364 },
      },
    ]);
    expect(restated.offer_diff?.changed).toEqual([]);
    await applyAll(correctedBatch);
    const after = storedOffers(await adminListing(listingId));
    expect(after).toEqual([
      firstOffers[0],
      { ...firstOffers[1], stated: [104_364, null] } as (typeof firstOffers)[number],
    ]);

    // An admin's save of the listing (offers carry no stated totals) keeps what the list said.
    const detail = await adminListing(listingId);
    const {
      id: _id,
      make_name: _make,
      created_at: _c,
      updated_at: _u,
      price_list_conditions: _p,
      version,
      ...rest
    } = detail;
    const saved = await api.json('PUT', `/api/admin/listings/${listingId}`, {
      ...rest,
      expectedVersion: version,
      offers: detail.offers.map((o) =>
        offer(o.mileage_per_year, o.period_months, o.first_payment, o.monthly_price),
      ),
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const afterSave = await adminListing(listingId);
    expect(afterSave.price_list_conditions.valid_until).toBe('2026-12-31');
    expect(afterSave.offers.map((o) => [o.stated_total_cost, o.stated_minimum_price])).toEqual([
      [102_163, 37_387],
      [104_364, null],
    ]);
  });
});
