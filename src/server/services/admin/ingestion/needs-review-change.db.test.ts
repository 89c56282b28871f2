import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changesOf as changesOfBatch } from '../../../../../tests/helpers/ingestion-test-steps';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import { admin, car, createChange, offer } from '../../../../db/ingestion/ingestion-test-data';
import { importChanges, listings } from '../../../../db/schema';
import type { ReadingCheck } from '../../../../domain/ingestion/reading-checks';
import { compactEvidence } from '../../../../domain/ingestion/reading-evidence';
import { applyImportBatch } from './apply-import-batch';
import { createImportBatch } from './create-import-batch';
import { editChangeCar } from './edit-change-car';
import { reviewImportChanges } from './review-import-changes';

/**
 * Issue 25: a car whose reading failed a hard check ("Kræver kontrol") is blocked like an unresolved
 * price conflict — it cannot be approved, and an approved one refuses the whole apply — until an admin
 * has corrected it with "Ret bil", which keeps the checks but marks the failed ones as looked at.
 */
const ctx = setupSeededSeller('per-test');

const FAILED_TOTAL: ReadingCheck = {
  check: 'total_agrees',
  passed: false,
  detail: 'Totalprisen 125.000 kr. passer ikke med 0 kr. + 36 × 4.295 kr. (side 2, linje 14)',
};
const rowLine = { from: 'cell', page: 2, line: 14, text: 'GR Sport 4.295 125.000' } as const;
const heldCar = car({
  checks: [{ check: 'terms_stated', passed: true }, FAILED_TOTAL],
  offers: [offer(15_000, 36, 0, 4_295)],
  evidence: compactEvidence({}, [
    {
      offer: offer(15_000, 36, 0, 4_295),
      reasons: { mileage: rowLine, period: rowLine, first_payment: rowLine, monthly_price: rowLine },
    },
  ]),
});
const fineCar = car({
  variant: '1.8 Hybrid Style',
  horsepower: 140,
  checks: [{ check: 'total_agrees', passed: true }],
});

async function batchWithHeldCar() {
  const { batchId } = await createImportBatch(ctx.handle.db, {
    sellerId: ctx.seed.sellerId,
    sessionIds: [],
    scope: [{ make: 'Toyota', model: 'C-HR' }],
    changes: [createChange(heldCar), createChange(fineCar)],
    actor: admin,
  });
  const [held, fine] = await changesOfBatch(ctx.handle.db, batchId);
  if (!held || !fine) throw new Error('two changes expected');
  return { batchId, held, fine };
}

const review = (batchId: string, changeIds: string[]) =>
  reviewImportChanges(ctx.handle.db, { batchId, changeIds, decision: 'approved', actor: admin });

const statuses = async (batchId: string) =>
  (await changesOfBatch(ctx.handle.db, batchId)).map((change) => change.status);

const sellerListingCount = async () =>
  (await ctx.handle.db.select().from(listings).where(eq(listings.sellerId, ctx.seed.sellerId))).length;

describe('a change whose car needs review', () => {
  it('cannot be approved, not even beside a change that can, and says why in Danish', async () => {
    const { batchId, held, fine } = await batchWithHeldCar();
    await expect(review(batchId, [held.id, fine.id])).rejects.toMatchObject({
      code: 'change_needs_review',
      message:
        'Aflæsningen kræver kontrol i «Ny bil: Toyota C-HR 2.0 Hybrid GR Sport». Ret bilen (eller afvis den), før ændringen godkendes.',
    });
    expect(await statuses(batchId)).toEqual(['pending', 'pending']);
    // Rejecting (dropping) it is always possible.
    await reviewImportChanges(ctx.handle.db, {
      batchId,
      changeIds: [held.id],
      decision: 'rejected',
      actor: admin,
    });
    expect(await statuses(batchId)).toEqual(['rejected', 'pending']);
  });

  it('refuses the whole apply when it was approved anyway, and nothing is written', async () => {
    const { batchId, held, fine } = await batchWithHeldCar();
    await review(batchId, [fine.id]);
    // Approved behind the review's back (as a change approved before its checks existed would be).
    await ctx.handle.db
      .update(importChanges)
      .set({ status: 'approved' })
      .where(eq(importChanges.id, held.id));
    const before = await sellerListingCount();

    const result = await applyImportBatch(ctx.handle.db, { batchId, actor: admin });
    expect(result).toEqual({
      ok: false,
      code: 'needs_review',
      message:
        'Aflæsningen kræver kontrol i «Ny bil: Toyota C-HR 2.0 Hybrid GR Sport». Ret bilen (eller afvis den) først – intet blev anvendt.',
    });
    expect(await sellerListingCount()).toBe(before);
    expect(await statuses(batchId)).toEqual(['approved', 'approved']);
  });

  it('can be approved and applied once an admin has corrected it; the checks stay, marked as looked at', async () => {
    const { batchId, held, fine } = await batchWithHeldCar();
    // The browser's copy claims every check passed; the server keeps its own and marks them.
    const sent = {
      ...heldCar,
      checks: [{ check: 'total_agrees' as const, passed: true }],
      evidence: { sources: [{ from: 'template' as const }], offers: [] },
    };
    const edited = await editChangeCar(ctx.handle.db, {
      batchId,
      changeId: held.id,
      car: sent,
      expectedVersion: held.version,
      actor: admin,
    });
    expect(edited.car.checks).toEqual([
      { check: 'terms_stated', passed: true },
      {
        check: 'total_agrees',
        passed: true,
        detail: `Rettet af admin – før: ${FAILED_TOTAL.detail}`,
      },
    ]);
    const [stored] = await changesOfBatch(ctx.handle.db, batchId);
    expect(stored?.car?.checks).toEqual(edited.car.checks);
    // So does the reader's evidence: "why this offer" is the reading's, not the browser's say.
    expect(stored?.car?.evidence).toEqual(heldCar.evidence);

    await review(batchId, [held.id, fine.id]);
    const before = await sellerListingCount();
    const result = await applyImportBatch(ctx.handle.db, { batchId, actor: admin });
    expect(result).toMatchObject({ ok: true, counts: { created: 2 } });
    expect(await sellerListingCount()).toBe(before + 2);
  });

  it('a car without checks (an older batch, the CSV or AI reader) is not held', async () => {
    const { batchId } = await createImportBatch(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      sessionIds: [],
      scope: [],
      changes: [createChange(car())],
      actor: admin,
    });
    const [change] = await changesOfBatch(ctx.handle.db, batchId);
    await expect(review(batchId, [change?.id as string])).resolves.toBe(1);
  });
});
