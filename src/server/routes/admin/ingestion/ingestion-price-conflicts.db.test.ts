import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../../../../../tests/helpers/auth-test-context';
import { succeededSession as succeededSessionOf } from '../../../../../tests/helpers/ingestion-test-steps';
import { offer } from '../../../../db/ingestion/ingestion-test-data';
import { importChanges } from '../../../../db/schema';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type { ImportChangeJson } from '../../../../domain/ingestion/ingestion-api';
import { seedSellerWithModels, sellerListings, setupIngestionApi } from './ingestion-test-client';

// Issue 16, "never corrupt silently", through the API: sessions with results made directly (no reader),
// a batch, the review's refusals while a price conflict is open, the admin's choice, and apply.
vi.setConfig({ testTimeout: 45_000 });

const { ctx, api } = setupIngestionApi({ worker: false });
const succeededSession = (sellerId: string, cars: ExtractedCar[]) =>
  succeededSessionOf(ctx.handle.db, sellerId, cars);

/** A manual and an automatic trim of the same name; the list states two prices for the manual's 15.000 km. */
const manual: ExtractedCar = {
  make: 'Skoda',
  model: 'Fabia',
  variant: '1.0 TSI Style',
  horsepower: 95,
  fuel_type: 'Petrol',
  transmission: 'Manual',
  offers: [offer(15_000, 36, 0, 2_999), offer(15_000, 36, 0, 3_049), offer(20_000, 36, 0, 3_199)],
  sources: [
    { page: 2, line: 14 },
    { page: 2, line: 15 },
  ],
  notes: ['To priser for samme tilbud på side 2.'],
};
const automatic: ExtractedCar = {
  ...manual,
  horsepower: 110,
  transmission: 'Automatic',
  offers: [offer(15_000, 36, 0, 3_399), offer(20_000, 36, 0, 3_599)],
  sources: [{ page: 2, line: 18 }],
  notes: [],
};

const review = (batchId: string, changeIds: string[], decision = 'approved') =>
  api.json('POST', `/api/admin/batches/${batchId}/review`, { change_ids: changeIds, decision });
/** A price chosen from the change as just loaded (or from the given, older version). */
const choose = async (
  batchId: string,
  changeId: string,
  chosen: ReturnType<typeof offer>,
  version?: number,
) => {
  const loaded = (await api.batch(batchId)).changes.find((change) => change.id === changeId);
  return api.json('POST', `/api/admin/batches/${batchId}/changes/${changeId}/price-choice`, {
    offer: chosen,
    expectedVersion: version ?? loaded?.version,
  });
};

function changeOf(changes: ImportChangeJson[], transmission: 'Manual' | 'Automatic'): ImportChangeJson {
  const change = changes.find((candidate) => candidate.car?.transmission === transmission);
  if (!change) throw new Error(`no ${transmission} change`);
  return change;
}

describe('a price list with two prices for the same terms', () => {
  it('blocks the car until the admin chooses, then applies the chosen price; the trims stay two cars', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Konflikt Auto', [
      { make: 'Skoda', model: 'Fabia' },
    ]);
    const batchId = await api.createBatch([await succeededSession(sellerId, [manual, automatic])]);

    const batch = await api.batch(batchId);
    expect(batch.changes.map((change) => [change.type, change.car?.transmission])).toEqual([
      ['create', 'Manual'],
      ['create', 'Automatic'],
    ]);
    const blocked = changeOf(batch.changes, 'Manual');
    const free = changeOf(batch.changes, 'Automatic');
    // Both prices kept, the conflict recorded, provenance and notes carried into the review.
    expect(blocked.car?.offers).toEqual(manual.offers);
    expect(blocked.warnings).toContainEqual({
      kind: 'conflicting_prices',
      terms: { mileage_per_year: 15_000, period_months: 36, first_payment: 0 },
      monthlyPrices: [2_999, 3_049],
      chosen: null,
    });
    expect(blocked.car).toMatchObject({ sources: manual.sources, notes: manual.notes });
    expect(free.warnings.filter((warning) => warning.kind === 'conflicting_prices')).toEqual([]);

    // Approval is refused for the blocked car (the whole request: nothing is approved), in Danish.
    const refused = await review(batchId, [blocked.id, free.id]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'price_conflict_unresolved',
      error: expect.stringContaining('Vælg den rigtige pris'),
    });
    expect((await api.batch(batchId)).changes.every((change) => change.status === 'pending')).toBe(true);

    // A price the list did not state is refused.
    const wrong = await choose(batchId, blocked.id, offer(15_000, 36, 0, 3_000));
    expect(wrong.status).toBe(422);
    expect(await wrong.json()).toMatchObject({ code: 'price_not_in_conflict' });

    // The admin picks 3.049 kr./md.; the car keeps only that price for the terms, the warning the choice.
    const chosen = await choose(batchId, blocked.id, offer(15_000, 36, 0, 3_049));
    expect(chosen.status).toBe(200);
    expect(((await chosen.json()) as { version: number }).version).toBe(blocked.version + 1);
    // Another choice from the review as it was before this one is refused, naming who chose (ADR 037).
    const stale = await choose(batchId, blocked.id, offer(15_000, 36, 0, 2_999), blocked.version);
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'STALE_VERSION', changedBy: ADMIN.email });
    const resolved = changeOf((await api.batch(batchId)).changes, 'Manual');
    expect(resolved.car?.offers).toEqual([offer(15_000, 36, 0, 3_049), offer(20_000, 36, 0, 3_199)]);
    expect(resolved.warnings).toContainEqual({
      kind: 'conflicting_prices',
      terms: { mileage_per_year: 15_000, period_months: 36, first_payment: 0 },
      monthlyPrices: [2_999, 3_049],
      chosen: 3_049,
    });
    expect(resolved.car).toMatchObject({ sources: manual.sources, notes: manual.notes });

    expect((await review(batchId, [resolved.id, free.id])).status).toBe(200);
    // Approved: the choice cannot change any more.
    expect((await choose(batchId, blocked.id, offer(15_000, 36, 0, 2_999))).status).toBe(409);

    const applied = await api.apply(batchId);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({
      counts: { created: 2, updated: 0, withdrawn: 0, unchanged: 0 },
      remembered_corrections: 0,
    });
    const listings = await sellerListings(ctx.handle.db, sellerId);
    // Same name: sorted by gearbox here, so the order of equal names does not matter.
    const byGearbox = listings
      .map((listing) => [listing.transmission, listing.offers] as const)
      .sort(([a], [b]) => String(b).localeCompare(String(a)));
    expect(byGearbox).toEqual([
      ['Manual', [offer(15_000, 36, 0, 3_049), offer(20_000, 36, 0, 3_199)]],
      ['Automatic', [offer(15_000, 36, 0, 3_399), offer(20_000, 36, 0, 3_599)]],
    ]);

    // Importing the same list again: the conflict is there again, so the manual car is not "unchanged".
    const again = await api.createBatch([await succeededSession(sellerId, [manual, automatic])]);
    const second = await api.batch(again);
    expect(second.changes.map((change) => [change.type, change.car?.transmission])).toEqual([
      ['update', 'Manual'],
      ['unchanged', 'Automatic'],
    ]);
    expect(changeOf(second.changes, 'Manual').warnings[0]).toMatchObject({
      kind: 'conflicting_prices',
      chosen: null,
    });
  });

  it('refuses to apply an approved change that is still blocked, and applies nothing', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Konflikt Apply', [
      { make: 'Skoda', model: 'Fabia' },
    ]);
    const batchId = await api.createBatch([await succeededSession(sellerId, [manual, automatic])]);
    const batch = await api.batch(batchId);
    expect((await review(batchId, [changeOf(batch.changes, 'Automatic').id])).status).toBe(200);
    // Approved behind the review's back (e.g. by an older server): apply must not pick a price itself.
    await ctx.handle.db
      .update(importChanges)
      .set({ status: 'approved' })
      .where(eq(importChanges.id, changeOf(batch.changes, 'Manual').id));

    const applied = await api.apply(batchId);
    expect(applied.status).toBe(409);
    expect(await applied.json()).toMatchObject({
      code: 'price_conflict',
      error: expect.stringContaining('intet blev anvendt'),
    });
    expect(await sellerListings(ctx.handle.db, sellerId)).toEqual([]);
    expect((await api.batch(batchId)).status).toBe('review');
  });

  it('keeps both prices when two sessions of one batch disagree, and blocks the car', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Konflikt To Filer', [
      { make: 'Skoda', model: 'Fabia' },
    ]);
    const single = { ...automatic, offers: [offer(15_000, 36, 0, 3_399)] };
    const first = await succeededSession(sellerId, [single]);
    const second = await succeededSession(sellerId, [{ ...single, offers: [offer(15_000, 36, 0, 3_499)] }]);
    const batch = await api.batch(await api.createBatch([first, second]));
    expect(batch.changes).toHaveLength(1);
    expect(batch.changes[0]?.car?.offers).toEqual([offer(15_000, 36, 0, 3_399), offer(15_000, 36, 0, 3_499)]);
    expect(batch.changes[0]?.warnings[0]).toMatchObject({
      kind: 'conflicting_prices',
      monthlyPrices: [3_399, 3_499],
    });
  });
});
