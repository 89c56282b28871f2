import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changesOf, succeededSession } from '../../../../../tests/helpers/ingestion-test-steps';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import { admin, car, offer } from '../../../../db/ingestion/ingestion-test-data';
import { loadSellerCorrectionRules } from '../../../../db/ingestion/seller-correction-rules';
import { auditLog } from '../../../../db/schema';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { isRememberedCorrection } from '../../../../domain/ingestion/review-edits';
import { addImportChange } from './add-import-change';
import { applyImportBatch } from './apply-import-batch';
import { createBatchFromSessions } from './create-batch-from-sessions';
import { editChangeCar } from './edit-change-car';
import { getImportBatch } from './get-import-batch';
import { reviewImportChanges } from './review-import-changes';

/**
 * Issue 25: a "Ret bil" correction of make, model or variant is remembered for the seller when the
 * batch is applied, and the seller's next list is matched with it already made ("rettet som sidst").
 */
const ctx = setupSeededSeller('per-test');
const db = () => ctx.handle.db;

/** The reader reads the C-HR's model with its powertrain: a model the catalogue does not have. */
const READ_CHR = car({
  model: 'C-HR Hybrid',
  variant: '2.0 GR Sport',
  offers: [offer(15_000, 36, 0, 4_295)],
});
const RIGHT_CHR = { make: 'Toyota', model: 'C-HR', variant: '2.0 Hybrid GR Sport' };

async function batchOf(cars: ExtractedCar[]) {
  const sessionId = await succeededSession(db(), ctx.seed.sellerId, cars);
  const made = await createBatchFromSessions(db(), { sessionIds: [sessionId], actor: admin });
  if (!made.ok) throw new Error(made.message);
  return { batchId: made.batchId, changes: await changesOf(db(), made.batchId) };
}

const approveAndApply = async (batchId: string, changeIds: string[]) => {
  await reviewImportChanges(db(), { batchId, changeIds, decision: 'approved', actor: admin });
  return applyImportBatch(db(), { batchId, actor: admin });
};

const rulesOfSeller = async () =>
  (await loadSellerCorrectionRules(db(), ctx.seed.sellerId)).map(({ from, to }) => ({
    from: [from.make, from.model, from.variant],
    to: [to.make, to.model, to.variant],
  }));

/** Batch 1: the C-HR read wrong, renamed with "Ret bil", applied. */
async function learnChrCorrection() {
  const { batchId, changes } = await batchOf([READ_CHR]);
  const [read] = changes;
  expect(read).toMatchObject({
    type: 'missing_model',
    readIdentity: { make: 'Toyota', model: 'C-HR Hybrid', variant: '2.0 GR Sport' },
    rememberedIdentity: null,
  });
  await editChangeCar(db(), {
    batchId,
    changeId: read?.id as string,
    car: { ...READ_CHR, ...RIGHT_CHR },
    expectedVersion: read?.version as number,
    actor: admin,
  });
  const applied = await approveAndApply(batchId, [read?.id as string]);
  expect(applied).toMatchObject({ ok: true, counts: { created: 1 }, remembered: 1 });
  return batchId;
}

describe('corrections remembered per seller', () => {
  it('learns a renamed model when the batch is applied, and names the next list with it', async () => {
    const firstBatch = await learnChrCorrection();
    expect(await rulesOfSeller()).toEqual([
      { from: ['Toyota', 'C-HR Hybrid', '2.0 GR Sport'], to: ['Toyota', 'C-HR', '2.0 Hybrid GR Sport'] },
    ]);
    // One step of the apply's audit entry.
    const [step] = await db()
      .select({ action: auditLog.action, groupId: auditLog.groupId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'correction_rule'), eq(auditLog.entityId, ctx.seed.sellerId)));
    expect(step).toMatchObject({ action: 'remember', groupId: expect.any(String) });
    expect(step?.after).toMatchObject({ importBatchId: firstBatch, to: RIGHT_CHR });

    // The seller's next list, the same reading with a new price: the C-HR it created is updated.
    const { batchId, changes } = await batchOf([{ ...READ_CHR, offers: [offer(15_000, 36, 0, 4_395)] }]);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      type: 'update',
      car: expect.objectContaining(RIGHT_CHR),
      readIdentity: { make: 'Toyota', model: 'C-HR Hybrid', variant: '2.0 GR Sport' },
      rememberedIdentity: RIGHT_CHR,
    });
    const review = await getImportBatch(db(), batchId);
    expect(review?.remembered_corrections).toEqual([
      { from: { make: 'Toyota', model: 'C-HR Hybrid', variant: '2.0 GR Sport' }, to: RIGHT_CHR },
    ]);
    const [json] = review?.changes ?? [];
    expect(json && isRememberedCorrection(json)).toBe(true);
    // Another seller's list is read as it is.
    const other = await succeededSession(db(), ctx.seed.otherSellerId, [READ_CHR]);
    const made = await createBatchFromSessions(db(), { sessionIds: [other], actor: admin });
    const [otherChange] = made.ok ? await changesOf(db(), made.batchId) : [];
    expect(otherChange).toMatchObject({ type: 'missing_model', rememberedIdentity: null });
  });

  it('keeps a rule the next batch applies as it stands, and replaces it with a newer correction', async () => {
    await learnChrCorrection();
    // Batch 2 applied as the rule named it: the rule stays.
    const second = await batchOf([{ ...READ_CHR, offers: [offer(15_000, 36, 0, 4_395)] }]);
    await approveAndApply(second.batchId, [second.changes[0]?.id as string]);
    expect(await rulesOfSeller()).toHaveLength(1);

    // Batch 3: the admin renames the variant again — the new name replaces the rule's.
    const third = await batchOf([{ ...READ_CHR, offers: [offer(15_000, 36, 0, 4_495)] }]);
    const [renamed] = third.changes;
    await editChangeCar(db(), {
      batchId: third.batchId,
      changeId: renamed?.id as string,
      car: { ...(renamed?.car as ExtractedCar), variant: '2.0 Hybrid GR Sport Premiere' },
      expectedVersion: renamed?.version as number,
      actor: admin,
    });
    // Renamed since the rule named it: no longer "rettet som sidst".
    const edited = (await getImportBatch(db(), third.batchId))?.changes[0];
    expect(edited && isRememberedCorrection(edited)).toBe(false);
    await approveAndApply(third.batchId, [renamed?.id as string]);
    expect(await rulesOfSeller()).toEqual([
      {
        from: ['Toyota', 'C-HR Hybrid', '2.0 GR Sport'],
        to: ['Toyota', 'C-HR', '2.0 Hybrid GR Sport Premiere'],
      },
    ]);
  });

  it('forgets a rule the admin set back to the reading, and learns nothing from rejected or added cars', async () => {
    // A variant-only correction of a car the catalogue knows: "Active Tech" is the seller's "Active".
    const readYaris = car({
      model: 'Yaris',
      variant: '1.5 Hybrid Active Tech',
      horsepower: 116,
      offers: [offer(15_000, 36, 0, 3_049)],
    });
    const first = await batchOf([readYaris, car({ variant: '2.0 GR Sport read wrong' })]);
    const [yaris, chr] = first.changes;
    await editChangeCar(db(), {
      batchId: first.batchId,
      changeId: yaris?.id as string,
      car: { ...readYaris, variant: '1.5 Hybrid Active' },
      expectedVersion: yaris?.version as number,
      actor: admin,
    });
    await editChangeCar(db(), {
      batchId: first.batchId,
      changeId: chr?.id as string,
      car: { ...car(), variant: '2.0 Hybrid GR Sport' },
      expectedVersion: chr?.version as number,
      actor: admin,
    });
    const added = await addImportChange(db(), {
      batchId: first.batchId,
      car: { ...car(), model: 'Corolla', variant: '1.8 Hybrid Style', horsepower: 140 },
      actor: admin,
    });
    await reviewImportChanges(db(), {
      batchId: first.batchId,
      changeIds: [chr?.id as string],
      decision: 'rejected',
      actor: admin,
    });
    await approveAndApply(first.batchId, [yaris?.id as string, added.changeId]);
    expect(await rulesOfSeller()).toEqual([
      { from: ['Toyota', 'Yaris', '1.5 Hybrid Active Tech'], to: ['Toyota', 'Yaris', '1.5 Hybrid Active'] },
    ]);

    const second = await batchOf([{ ...readYaris, offers: [offer(15_000, 36, 0, 3_099)] }]);
    const [named] = second.changes;
    expect(named).toMatchObject({
      type: 'update',
      car: expect.objectContaining({ variant: '1.5 Hybrid Active' }),
    });
    // The seller really calls it "Active Tech" now: set back to the reading, the rule is forgotten.
    await editChangeCar(db(), {
      batchId: second.batchId,
      changeId: named?.id as string,
      car: { ...(named?.car as ExtractedCar), variant: '1.5 Hybrid Active Tech' },
      expectedVersion: named?.version as number,
      actor: admin,
    });
    const applied = await approveAndApply(second.batchId, [named?.id as string]);
    expect(applied).toMatchObject({ ok: true, remembered: 0 });
    expect(await rulesOfSeller()).toEqual([]);
    const steps = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entity, 'correction_rule'));
    expect(steps.map((step) => step.action)).toEqual(['remember', 'delete']);
  });
});
