import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changesOf } from '../../../../../tests/helpers/ingestion-test-steps';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import { admin, car, createChange, offer, updateChange } from '../../../../db/ingestion/ingestion-test-data';
import { loadSellerListingsForMatching } from '../../../../db/ingestion/load-seller-listings-for-matching';
import { auditLog, importBatches, importChanges } from '../../../../db/schema';
import { proposeChanges } from '../../../../domain/ingestion/matching/match-extracted-cars';
import type { CarIdentityFields } from '../../../../domain/ingestion/review-edits';
import { addImportChange } from './add-import-change';
import { applyImportBatch } from './apply-import-batch';
import { createImportBatch } from './create-import-batch';
import { getImportBatch } from './get-import-batch';
import { reviewImportChanges } from './review-import-changes';
import { splitImportChange } from './split-import-change';
import { StaleImportVersionError } from './stale-import-version-error';

/**
 * Issue 25, "a review an admin can finish": "Del bil" moves offers of a car the reader merged into a
 * new car, "Tilføj bil" adds a car the reader missed — each proposed through matching against the
 * seller's listings (Bilhus Nord: Yaris 1.5 Hybrid Active 116 hk, Aygo X 1.0 Pulse 72 hk, Corolla), in
 * one transaction, audited.
 */
const ctx = setupSeededSeller('per-test');
const db = () => ctx.handle.db;

const YARIS_OFFERS = [offer(15_000, 36, 0, 2_999), offer(20_000, 36, 0, 3_199)];
const AYGO_OFFER = offer(10_000, 48, 0, 1_999);
/** The reader filed an Aygo X price under the Yaris: one car with the Yaris's offers and one more. */
const merged = car({
  model: 'Yaris',
  variant: '1.5 Hybrid Active',
  horsepower: 116,
  offers: [...YARIS_OFFERS, AYGO_OFFER],
  checks: [{ check: 'grid_complete', passed: false, detail: 'Tabellen har et hul (side 1, linje 4)' }],
});
const aygo: CarIdentityFields = {
  make: 'Toyota',
  model: 'Aygo X',
  variant: '1.0 Pulse',
  horsepower: 72,
  fuel_type: 'Hybrid - Petrol',
  transmission: 'Automatic',
};

/** A batch as matching proposes it for the merged car, withdrawals allowed for Yaris and Aygo X. */
async function mergedBatch() {
  const matching = await loadSellerListingsForMatching(db(), ctx.seed.sellerId);
  const scope = [
    { make: 'Toyota', model: 'Yaris' },
    { make: 'Toyota', model: 'Aygo X' },
  ];
  const changes = proposeChanges({
    cars: [merged],
    existing: matching.listings,
    catalogModels: matching.catalogModels,
    scope,
  });
  const { batchId } = await createImportBatch(db(), {
    sellerId: ctx.seed.sellerId,
    sessionIds: [],
    scope,
    changes,
    actor: admin,
  });
  return { batchId, changes: await changesOf(db(), batchId) };
}

const batchVersion = async (batchId: string) =>
  (await db().select().from(importBatches).where(eq(importBatches.id, batchId)))[0]?.version;
const auditOf = (entityId: string) =>
  db()
    .select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'import_change'), eq(auditLog.entityId, entityId)));

describe('Del bil', () => {
  it('moves the chosen offers to a new car matched to its own listing, and both are proposed again', async () => {
    const { batchId, changes } = await mergedBatch();
    expect(changes.map((change) => [change.type, change.listingId])).toEqual([
      ['update', ctx.seed.yarisId],
      ['withdraw', ctx.seed.aygoId],
    ]);
    const [yaris] = changes;
    const before = await batchVersion(batchId);

    const { changeId } = await splitImportChange(db(), {
      batchId,
      changeId: yaris?.id as string,
      identity: aygo,
      offers: [AYGO_OFFER],
      expectedVersion: yaris?.version as number,
      actor: admin,
    });

    const after = await changesOf(db(), batchId);
    // The Yaris is what its listing says again; the Aygo X is an update of its listing, whose
    // withdrawal is gone (the car is in the list after all); the new change follows the original.
    expect(
      after.map((change) => [change.id === changeId, change.origin, change.type, change.listingId]),
    ).toEqual([
      [false, 'reader', 'unchanged', ctx.seed.yarisId],
      [true, 'split', 'update', ctx.seed.aygoId],
    ]);
    const [kept, split] = after;
    expect(kept?.car?.offers).toEqual(YARIS_OFFERS);
    expect(kept?.version).toBe((yaris?.version as number) + 1);
    expect(split?.car).toMatchObject({ ...aygo, offers: [AYGO_OFFER] });
    expect(split?.listingLabel).toBe('Toyota Aygo X 1.0 Pulse');
    expect(split?.matchMethod).toBe('exact');
    // Choosing the offers is the admin's look at the reading: the checks stay, marked as looked at.
    for (const change of [kept, split]) {
      expect(change?.car?.checks).toEqual([
        {
          check: 'grid_complete',
          passed: true,
          detail: 'Rettet af admin – før: Tabellen har et hul (side 1, linje 4)',
        },
      ]);
    }
    expect(await batchVersion(batchId)).toBeGreaterThan(before as number);
    expect(await auditOf(yaris?.id as string)).toEqual([
      { action: 'split', after: expect.objectContaining({ splitChangeId: changeId }) },
    ]);
    expect(await auditOf(changeId)).toEqual([
      { action: 'create', after: expect.objectContaining({ splitFrom: yaris?.id }) },
    ]);
    expect(await auditOf(changes[1]?.id as string)).toEqual([
      { action: 'delete', after: { reason: 'car_in_list', importBatchId: batchId } },
    ]);

    // The new car is reviewed and applied like any other.
    await reviewImportChanges(db(), { batchId, changeIds: [changeId], decision: 'approved', actor: admin });
    await expect(applyImportBatch(db(), { batchId, actor: admin })).resolves.toMatchObject({
      ok: true,
      counts: { updated: 1, created: 0, withdrawn: 0 },
    });
  });

  it('gives a new car of an unknown model a missing model, and a split keeps the other changes in order', async () => {
    const { batchId } = await createImportBatch(db(), {
      sellerId: ctx.seed.sellerId,
      sessionIds: [],
      scope: [],
      changes: [
        createChange(car({ offers: [offer(15_000, 36, 0, 4_295), offer(15_000, 48, 0, 3_995)] })),
        createChange(car({ variant: '1.8 Hybrid Style' })),
      ],
      actor: admin,
    });
    const [chr] = await changesOf(db(), batchId);
    const { changeId } = await splitImportChange(db(), {
      batchId,
      changeId: chr?.id as string,
      identity: { ...aygo, model: 'Land Cruiser', variant: '2.8 D-4D', horsepower: 204 },
      offers: [offer(15_000, 48, 0, 3_995)],
      expectedVersion: chr?.version as number,
      actor: admin,
    });
    const after = await changesOf(db(), batchId);
    expect(after.map((change) => [change.position, change.type, change.car?.variant])).toEqual([
      [0, 'create', '2.0 Hybrid GR Sport'],
      [1, 'missing_model', '2.8 D-4D'],
      [2, 'create', '1.8 Hybrid Style'],
    ]);
    expect(after[1]?.id).toBe(changeId);
    expect(after[1]?.summary).toContain('Land Cruiser');
  });

  it('refuses in Danish a split that moves nothing on the car, everything, or keeps the same car', async () => {
    const { batchId, changes } = await mergedBatch();
    const [yaris] = changes;
    const split = (identity: CarIdentityFields, offers = [AYGO_OFFER]) =>
      splitImportChange(db(), {
        batchId,
        changeId: yaris?.id as string,
        identity,
        offers,
        expectedVersion: yaris?.version as number,
        actor: admin,
      });
    await expect(split(aygo, [offer(30_000, 36, 0, 999)])).rejects.toMatchObject({
      code: 'invalid_split',
      message: 'Et af de valgte tilbud findes ikke længere på bilen. Genindlæs siden.',
    });
    await expect(split(aygo, [...YARIS_OFFERS, AYGO_OFFER])).rejects.toMatchObject({
      message: 'Mindst ét tilbud skal blive på den oprindelige bil.',
    });
    await expect(
      split({ ...aygo, model: 'Yaris', variant: ' 1.5 hybrid active ', horsepower: 116 }),
    ).rejects.toMatchObject({ message: expect.stringMatching(/^Den nye bil skal være en anden/) });
    // Nothing was written: the same version still splits.
    await expect(split(aygo)).resolves.toMatchObject({ changeId: expect.any(String) });
  });

  it('refuses an approved change and a stale version, and writes nothing', async () => {
    const { batchId, changes } = await mergedBatch();
    const [yaris] = changes;
    const split = (expectedVersion: number) =>
      splitImportChange(db(), {
        batchId,
        changeId: yaris?.id as string,
        identity: aygo,
        offers: [AYGO_OFFER],
        expectedVersion,
        actor: admin,
      });
    await expect(split((yaris?.version as number) - 1)).rejects.toBeInstanceOf(StaleImportVersionError);
    // Approved (held cars are approved only after a look; here the row is set as an approval leaves it).
    await db()
      .update(importChanges)
      .set({ status: 'approved' })
      .where(eq(importChanges.id, yaris?.id as string));
    const [approved] = await changesOf(db(), batchId);
    await expect(split(approved?.version as number)).rejects.toMatchObject({ code: 'change_not_editable' });
    expect(await changesOf(db(), batchId)).toHaveLength(2);
  });
});

describe('Tilføj bil', () => {
  const emptyBatch = async () =>
    (
      await createImportBatch(db(), {
        sellerId: ctx.seed.sellerId,
        sessionIds: [],
        scope: [],
        changes: [
          updateChange(
            ctx.seed.yarisId,
            car({ model: 'Yaris', variant: '1.5 Hybrid Active', horsepower: 116 }),
          ),
        ],
        actor: admin,
      })
    ).batchId;

  it('proposes the missed car through matching: a create, an update of a free listing, a missing model', async () => {
    const batchId = await emptyBatch();
    const add = (identity: CarIdentityFields, offers = [offer(15_000, 36, 0, 4_495)]) =>
      addImportChange(db(), { batchId, car: { ...identity, offers }, actor: admin });
    const chr = await add({ ...aygo, model: 'C-HR', variant: '2.0 Hybrid GR Sport', horsepower: 197 });
    const aygoX = await add(aygo, [AYGO_OFFER]);
    // The Yaris listing is taken by the batch's own Yaris: a second Yaris is a new car.
    const yaris = await add({ ...aygo, model: 'Yaris', variant: '1.5 Hybrid Active', horsepower: 116 });
    const landCruiser = await add({ ...aygo, model: 'Land Cruiser', variant: '2.8 D-4D', horsepower: 204 });

    const changes = await changesOf(db(), batchId);
    expect(
      changes.map((change) => [change.id, change.origin, change.type, change.listingId, change.position]),
    ).toEqual([
      [changes[0]?.id, 'reader', 'update', ctx.seed.yarisId, 0],
      [chr.changeId, 'admin', 'create', null, 1],
      [aygoX.changeId, 'admin', 'update', ctx.seed.aygoId, 2],
      [yaris.changeId, 'admin', 'create', null, 3],
      [landCruiser.changeId, 'admin', 'missing_model', null, 4],
    ]);
    expect(changes[1]?.car).toEqual({
      make: 'Toyota',
      model: 'C-HR',
      variant: '2.0 Hybrid GR Sport',
      horsepower: 197,
      fuel_type: 'Hybrid - Petrol',
      transmission: 'Automatic',
      offers: [offer(15_000, 36, 0, 4_495)],
    });
    expect(changes[1]?.readIdentity).toBeNull();
    expect(await auditOf(chr.changeId)).toEqual([
      { action: 'create', after: expect.objectContaining({ importBatchId: batchId }) },
    ]);
    const json = await getImportBatch(db(), batchId);
    expect(json?.changes[1]).toMatchObject({
      origin: 'admin',
      read_identity: null,
      remembered_identity: null,
    });
  });

  it('is refused once the batch is applied', async () => {
    const batchId = await emptyBatch();
    const [yaris] = await changesOf(db(), batchId);
    await reviewImportChanges(db(), {
      batchId,
      changeIds: [yaris?.id as string],
      decision: 'approved',
      actor: admin,
    });
    await applyImportBatch(db(), { batchId, actor: admin });
    await expect(
      addImportChange(db(), { batchId, car: { ...aygo, offers: [AYGO_OFFER] }, actor: admin }),
    ).rejects.toMatchObject({ code: 'batch_not_in_review' });
    expect(await db().select().from(importChanges).where(eq(importChanges.batchId, batchId))).toHaveLength(1);
  });
});
