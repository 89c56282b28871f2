import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changesOf as changesOfBatch } from '../../../../../tests/helpers/ingestion-test-steps';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import {
  admin,
  car,
  createChange,
  ingestionTablesSnapshot,
  offer,
  unchangedChange,
  updateChange,
  withdrawChange,
} from '../../../../db/ingestion/ingestion-test-data';
import { loadSellerListingsForMatching } from '../../../../db/ingestion/load-seller-listings-for-matching';
import { auditLog, importBatches, importChanges, leaseOffers, listings, models } from '../../../../db/schema';
import { proposeChanges } from '../../../../domain/ingestion/matching/match-extracted-cars';
import { applyImportBatch } from './apply-import-batch';
import { createImportBatch } from './create-import-batch';
import { reviewImportChanges } from './review-import-changes';

const ctx = setupSeededSeller('per-test');

async function batchWith(changes: Parameters<typeof createImportBatch>[1]['changes']) {
  const { batchId } = await createImportBatch(ctx.handle.db, {
    sellerId: ctx.seed.sellerId,
    sessionIds: [],
    scope: [{ make: 'Toyota', model: 'Yaris' }],
    changes,
    actor: admin,
  });
  return batchId;
}

async function approveAll(batchId: string) {
  return reviewImportChanges(ctx.handle.db, {
    batchId,
    decision: 'approved',
    actor: admin,
    types: ['create', 'update', 'unchanged', 'withdraw', 'missing_model'],
  });
}

const offersOf = (listingId: string) =>
  ctx.handle.db
    .select({
      mileage_per_year: leaseOffers.mileagePerYear,
      period_months: leaseOffers.periodMonths,
      first_payment: leaseOffers.firstPayment,
      monthly_price: leaseOffers.monthlyPrice,
    })
    .from(leaseOffers)
    .where(eq(leaseOffers.listingId, listingId))
    .orderBy(asc(leaseOffers.mileagePerYear));

const changesOf = (batchId: string) => changesOfBatch(ctx.handle.db, batchId);

const listing = async (id: string) =>
  (await ctx.handle.db.select().from(listings).where(eq(listings.id, id)))[0];

describe('applyImportBatch', () => {
  it('creates, updates and withdraws exactly the approved changes, with outcomes, counts and audit rows', async () => {
    const newCar = car({ offers: [offer(15_000, 36, 0, 4_295), offer(15_000, 48, 0, 3_995)] });
    const yaris = car({
      model: 'yaris',
      variant: '1.5 Hybrid Active',
      horsepower: 116,
      year: 2026,
      fuel_type: null,
      offers: [offer(15_000, 36, 0, 3_099), offer(25_000, 36, 0, 3_499)],
    });
    const rejected = car({ variant: '1.8 Hybrid Active' });
    const batchId = await batchWith([
      createChange(newCar),
      updateChange(ctx.seed.yarisId, yaris),
      unchangedChange(ctx.seed.aygoId, car({ model: 'Aygo X', variant: '1.0 Pulse' })),
      withdrawChange(ctx.seed.corollaId),
      createChange(rejected),
    ]);
    const changeIds = (await changesOf(batchId)).map((row) => row.id);
    await reviewImportChanges(ctx.handle.db, {
      batchId,
      decision: 'approved',
      actor: admin,
      changeIds: changeIds.slice(0, 4),
    });
    await reviewImportChanges(ctx.handle.db, {
      batchId,
      decision: 'rejected',
      actor: admin,
      changeIds: [changeIds[4] as string],
    });
    const corollaOffersBefore = await offersOf(ctx.seed.corollaId);
    const versionsOf = async () =>
      Object.fromEntries(
        (await ctx.handle.db.select({ id: listings.id, version: listings.version }).from(listings)).map(
          (row) => [row.id, row.version],
        ),
      );
    const versionsBefore = await versionsOf();

    const result = await applyImportBatch(ctx.handle.db, { batchId, actor: admin });

    expect(result).toEqual({
      ok: true,
      counts: { created: 1, updated: 1, withdrawn: 1, unchanged: 1 },
      remembered: 0,
    });
    // An admin form opened before the apply is stale for what the apply wrote (ADR 037), only that.
    const versionsAfter = await versionsOf();
    expect(versionsAfter[ctx.seed.yarisId]).toBe((versionsBefore[ctx.seed.yarisId] ?? 0) + 1);
    expect(versionsAfter[ctx.seed.corollaId]).toBe((versionsBefore[ctx.seed.corollaId] ?? 0) + 1);
    expect(versionsAfter[ctx.seed.aygoId]).toBe(versionsBefore[ctx.seed.aygoId]);
    const created = await ctx.handle.db
      .select()
      .from(listings)
      .innerJoin(models, eq(models.id, listings.modelId))
      .where(and(eq(listings.sellerId, ctx.seed.sellerId), eq(models.name, 'C-HR')));
    expect(created).toHaveLength(1);
    const createdListing = created[0]?.listings;
    expect(createdListing).toMatchObject({
      variant: '2.0 Hybrid GR Sport',
      horsepower: 197,
      fuelType: 'Hybrid - Petrol',
      transmission: 'Automatic',
      status: 'pending',
      retailPrice: null,
    });
    expect(await offersOf(createdListing?.id as string)).toEqual(newCar.offers);

    // Updated: the values the price list has, the offer set replaced; what it left out is kept.
    expect(await listing(ctx.seed.yarisId)).toMatchObject({
      year: 2026,
      fuelType: 'Hybrid - Petrol',
      status: 'active',
    });
    expect(await offersOf(ctx.seed.yarisId)).toEqual(yaris.offers);

    // Withdrawn: inactive, never deleted, its offers kept as history.
    expect((await listing(ctx.seed.corollaId))?.status).toBe('inactive');
    expect(await offersOf(ctx.seed.corollaId)).toEqual(corollaOffersBefore);
    expect((await listing(ctx.seed.aygoId))?.status).toBe('active');

    const changes = await changesOf(batchId);
    expect(changes.map((change) => [change.status, change.outcome])).toEqual([
      ['applied', { action: 'created', listingId: createdListing?.id }],
      ['applied', { action: 'updated', listingId: ctx.seed.yarisId }],
      ['applied', { action: 'unchanged', listingId: ctx.seed.aygoId }],
      ['applied', { action: 'withdrawn', listingId: ctx.seed.corollaId }],
      ['rejected', null],
    ]);
    const [batch] = await ctx.handle.db.select().from(importBatches).where(eq(importBatches.id, batchId));
    expect(batch).toMatchObject({
      status: 'applied',
      appliedBy: admin.id,
      appliedByEmail: admin.email,
      result: { counts: { created: 1, updated: 1, withdrawn: 1, unchanged: 1 } },
    });
    const audit = (
      await ctx.handle.db
        .select({ action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId })
        .from(auditLog)
    ).filter((row) => row.entity === 'listing' || row.action === 'apply');
    expect(audit).toEqual(
      expect.arrayContaining([
        { action: 'create', entity: 'listing', entityId: createdListing?.id },
        { action: 'update', entity: 'listing', entityId: ctx.seed.yarisId },
        { action: 'deactivate', entity: 'listing', entityId: ctx.seed.corollaId },
        { action: 'apply', entity: 'import_batch', entityId: batchId },
      ]),
    );
    expect(audit).toHaveLength(4);
    // One apply is one entry of the log: each listing's row is a step of the apply's row.
    const grouped = await ctx.handle.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        entity: auditLog.entity,
        groupId: auditLog.groupId,
      })
      .from(auditLog);
    const applyRow = grouped.find((row) => row.action === 'apply');
    expect(applyRow?.groupId).toBeNull();
    expect(grouped.filter((row) => row.entity === 'listing').map((row) => row.groupId)).toEqual([
      applyRow?.id,
      applyRow?.id,
      applyRow?.id,
    ]);
  });

  it('refuses to apply an applied batch again, and to review it', async () => {
    const batchId = await batchWith([withdrawChange(ctx.seed.corollaId)]);
    await approveAll(batchId);
    expect((await applyImportBatch(ctx.handle.db, { batchId, actor: admin })).ok).toBe(true);
    const before = await ingestionTablesSnapshot(ctx.handle.db);
    expect(await applyImportBatch(ctx.handle.db, { batchId, actor: admin })).toEqual({
      ok: false,
      code: 'batch_not_in_review',
      message: 'Batchen er allerede anvendt og kan ikke ændres eller anvendes igen.',
    });
    await expect(approveAll(batchId)).rejects.toThrow(/allerede anvendt/);
    expect(await ingestionTablesSnapshot(ctx.handle.db)).toEqual(before);
  });

  it('refuses a batch with nothing approved and an unknown batch', async () => {
    const batchId = await batchWith([withdrawChange(ctx.seed.corollaId)]);
    expect(await applyImportBatch(ctx.handle.db, { batchId, actor: admin })).toMatchObject({
      ok: false,
      code: 'nothing_approved',
    });
    expect(
      await applyImportBatch(ctx.handle.db, {
        batchId: '00000000-0000-4000-8000-000000000000',
        actor: admin,
      }),
    ).toMatchObject({ ok: false, code: 'batch_not_found', message: 'Batchen findes ikke.' });
  });

  it('changes nothing when a create fails midway (its model was deleted meanwhile) and shows why', async () => {
    const batchId = await batchWith([
      updateChange(
        ctx.seed.yarisId,
        car({ model: 'Yaris', variant: '1.5 Hybrid Active', offers: [offer(10_000, 24, 0, 2_500)] }),
      ),
      withdrawChange(ctx.seed.corollaId),
      createChange(car({ model: 'Aygo X', variant: '1.0 Play' })),
      createChange(car()),
    ]);
    await approveAll(batchId);
    await ctx.handle.db.delete(models).where(eq(models.name, 'C-HR'));
    const before = await ingestionTablesSnapshot(ctx.handle.db);

    const result = await applyImportBatch(ctx.handle.db, { batchId, actor: admin });

    expect(result).toEqual({
      ok: false,
      code: 'failed',
      message:
        'Intet blev anvendt: Modellen Toyota C-HR findes ikke i kataloget. Opret den, eller afvis ændringen «Ny bil: Toyota C-HR 2.0 Hybrid GR Sport».',
    });
    expect(await ingestionTablesSnapshot(ctx.handle.db)).toEqual(before);
    const [batch] = await ctx.handle.db.select().from(importBatches).where(eq(importBatches.id, batchId));
    expect(batch?.status).toBe('review');
    expect(batch?.result).toEqual({ error: result.ok ? '' : result.message, failedAt: expect.any(String) });

    // Once the model exists again, the same batch applies.
    const [toyota] = await ctx.handle.db
      .execute(sql`select id from makes where name = 'Toyota'`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: Array<{ id: string }> }).rows));
    await ctx.handle.db.insert(models).values({ makeId: (toyota as { id: string }).id, name: 'C-HR' });
    expect(await applyImportBatch(ctx.handle.db, { batchId, actor: admin })).toEqual({
      ok: true,
      counts: { created: 2, updated: 1, withdrawn: 1, unchanged: 0 },
      remembered: 0,
    });
  });

  it('changes nothing when a listing to update was deleted meanwhile; the change keeps its label', async () => {
    const batchId = await batchWith([
      createChange(car()),
      withdrawChange(ctx.seed.corollaId),
      updateChange(ctx.seed.aygoId, car({ model: 'Aygo X', variant: '1.0 Pulse', horsepower: 75 })),
    ]);
    await approveAll(batchId);
    await ctx.handle.db.delete(listings).where(eq(listings.id, ctx.seed.aygoId));
    const before = await ingestionTablesSnapshot(ctx.handle.db);

    const result = await applyImportBatch(ctx.handle.db, { batchId, actor: admin });

    expect(result).toMatchObject({
      ok: false,
      code: 'failed',
      message: expect.stringMatching(/^Intet blev anvendt: Toyota Aygo X 1.0 Pulse findes ikke længere/),
    });
    expect(await ingestionTablesSnapshot(ctx.handle.db)).toEqual(before);
    const [orphan] = await ctx.handle.db
      .select({ listingId: importChanges.listingId, label: importChanges.listingLabel })
      .from(importChanges)
      .where(and(eq(importChanges.batchId, batchId), eq(importChanges.type, 'update')));
    expect(orphan).toEqual({ listingId: null, label: 'Toyota Aygo X 1.0 Pulse' });
  });

  it('changes nothing when the database refuses a write midway', async () => {
    // A fractional monthly price passes the batch but is refused by the offer writer after earlier
    // changes ran (two prices for the same terms are refused before any write: the review blocks them).
    const malformed = car({ offers: [offer(15_000, 36, 0, 4_000.5)] });
    const batchId = await batchWith([
      withdrawChange(ctx.seed.corollaId),
      createChange(car({ variant: 'Ok' })),
      createChange(malformed),
    ]);
    await approveAll(batchId);
    const before = await ingestionTablesSnapshot(ctx.handle.db);

    const result = await applyImportBatch(ctx.handle.db, { batchId, actor: admin });

    expect(result).toMatchObject({
      ok: false,
      code: 'failed',
      message: expect.stringMatching(
        /^Intet blev anvendt, fordi der opstod en fejl undervejs: .*Invalid offer.*monthly_price/,
      ),
    });
    expect(await ingestionTablesSnapshot(ctx.handle.db)).toEqual(before);
  });

  it('matches a price list applied once as unchanged the second time (loader and apply agree with matching)', async () => {
    const cars = [
      car(),
      car({
        model: 'Yaris',
        variant: '1.5 Hybrid Active',
        horsepower: 116,
        offers: [offer(15_000, 36, 0, 3_099)],
      }),
    ];
    const propose = async () => {
      const { listings: existing, catalogModels } = await loadSellerListingsForMatching(
        ctx.handle.db,
        ctx.seed.sellerId,
      );
      return proposeChanges({ cars, existing, catalogModels });
    };
    const first = await propose();
    expect(first.map((change) => change.type)).toEqual(['create', 'update']);
    const batchId = await batchWith(first);
    await approveAll(batchId);
    expect(await applyImportBatch(ctx.handle.db, { batchId, actor: admin })).toMatchObject({ ok: true });

    expect((await propose()).map((change) => change.type)).toEqual(['unchanged', 'unchanged']);
  });
});
