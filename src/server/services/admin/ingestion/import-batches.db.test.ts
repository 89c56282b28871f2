import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changesOf as changesOfBatch,
  succeededSession as succeededSessionOf,
} from '../../../../../tests/helpers/ingestion-test-steps';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import {
  admin,
  car,
  createChange,
  offer,
  unchangedChange,
  updateChange,
  withdrawChange,
} from '../../../../db/ingestion/ingestion-test-data';
import { loadSellerListingsForMatching } from '../../../../db/ingestion/load-seller-listings-for-matching';
import { extractionSessions, importBatches } from '../../../../db/schema';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import type { ChangeType } from '../../../../domain/ingestion/proposed-change';
import { createImportBatch } from './create-import-batch';
import { editImportChange } from './edit-import-change';
import { type ReviewDecision, reviewImportChanges } from './review-import-changes';

const ctx = setupSeededSeller();

const succeededSession = (sellerId: string) => succeededSessionOf(ctx.handle.db, sellerId);
const changesOf = (batchId: string) => changesOfBatch(ctx.handle.db, batchId);

describe('loadSellerListingsForMatching', () => {
  it("returns the seller's listings with make, model and offers, and the catalogue's models", async () => {
    const { listings, catalogModels } = await loadSellerListingsForMatching(ctx.handle.db, ctx.seed.sellerId);
    expect(listings.map((listing) => [listing.make, listing.model, listing.variant])).toEqual([
      ['Toyota', 'Aygo X', '1.0 Pulse'],
      ['Toyota', 'Corolla', '1.8 Hybrid Style'],
      ['Toyota', 'Yaris', '1.5 Hybrid Active'],
    ]);
    const yaris = listings.find((listing) => listing.id === ctx.seed.yarisId);
    expect(yaris).toMatchObject({
      horsepower: 116,
      fuelType: 'Hybrid - Petrol',
      transmission: 'Automatic',
      status: 'active',
      retailPrice: 220_000,
      offers: [offer(15_000, 36, 0, 2_999), offer(20_000, 36, 0, 3_199)],
    });
    expect(catalogModels).toEqual([
      { make: 'Toyota', model: 'Aygo X' },
      { make: 'Toyota', model: 'C-HR' },
      { make: 'Toyota', model: 'Corolla' },
      { make: 'Toyota', model: 'Yaris' },
    ]);
  });
});

describe('createImportBatch', () => {
  it('stores the batch, its changes in order with listing labels, and attaches its sessions', async () => {
    const sessions = [await succeededSession(ctx.seed.sellerId), await succeededSession(ctx.seed.sellerId)];
    const { batchId } = await createImportBatch(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      sessionIds: sessions,
      scope: [{ make: 'Toyota', model: 'Yaris' }],
      changes: [
        createChange(car()),
        updateChange(ctx.seed.yarisId, car({ model: 'Yaris' })),
        withdrawChange(ctx.seed.corollaId),
      ],
      actor: admin,
    });
    const [batch] = await ctx.handle.db.select().from(importBatches).where(eq(importBatches.id, batchId));
    expect(batch).toMatchObject({
      sellerId: ctx.seed.sellerId,
      status: 'review',
      scope: [{ make: 'Toyota', model: 'Yaris' }],
      result: null,
      createdBy: admin.id,
    });
    expect(
      (await changesOf(batchId)).map((change) => [change.type, change.status, change.listingLabel]),
    ).toEqual([
      ['create', 'pending', null],
      ['update', 'pending', 'Toyota Yaris 1.5 Hybrid Active'],
      ['withdraw', 'pending', 'Toyota Corolla 1.8 Hybrid Style'],
    ]);
    const attached = await ctx.handle.db
      .select({ batchId: extractionSessions.batchId })
      .from(extractionSessions)
      .where(eq(extractionSessions.batchId, batchId));
    expect(attached).toHaveLength(2);

    // A session belongs to one batch only.
    await expect(
      createImportBatch(ctx.handle.db, {
        sellerId: ctx.seed.sellerId,
        sessionIds: [sessions[0] as string],
        scope: [],
        changes: [],
        actor: admin,
      }),
    ).rejects.toThrow(/ligger allerede i en batch/);
  });

  it("stores nothing when a session or a listing is another seller's", async () => {
    const before = (await ctx.handle.db.select().from(importBatches)).length;
    const otherSession = await succeededSession(ctx.seed.otherSellerId);
    await expect(
      createImportBatch(ctx.handle.db, {
        sellerId: ctx.seed.sellerId,
        sessionIds: [otherSession],
        scope: [],
        changes: [createChange(car())],
        actor: admin,
      }),
    ).rejects.toThrow(/anden sælger/);
    await expect(
      createImportBatch(ctx.handle.db, {
        sellerId: ctx.seed.sellerId,
        sessionIds: [await succeededSession(ctx.seed.sellerId)],
        scope: [],
        changes: [withdrawChange(ctx.seed.otherListingId)],
        actor: admin,
      }),
    ).rejects.toThrow(/findes hos sælgeren/);
    expect((await ctx.handle.db.select().from(importBatches)).length).toBe(before);
  });
});

describe('review and edit', () => {
  /** Reviews as the admin. */
  const review = (
    input: { batchId: string; decision: ReviewDecision } & (
      | { changeIds: string[] }
      | { types: ChangeType[] }
    ),
  ) => reviewImportChanges(ctx.handle.db, { ...input, actor: admin });
  /** Edits a change's car as the admin, from its first version. */
  const edit = (changeId: string | undefined, changed: ExtractedCar) =>
    editImportChange(ctx.handle.db, {
      changeId: changeId as string,
      car: changed,
      expectedVersion: 1,
      actor: admin,
    });
  async function reviewBatch() {
    const { batchId } = await createImportBatch(ctx.handle.db, {
      sellerId: ctx.seed.sellerId,
      sessionIds: [],
      scope: [],
      changes: [
        createChange(car()),
        createChange(car({ variant: '1.8 Hybrid' })),
        unchangedChange(ctx.seed.aygoId, car({ model: 'Aygo X' })),
        withdrawChange(ctx.seed.corollaId),
      ],
      actor: admin,
    });
    return { batchId, ids: (await changesOf(batchId)).map((change) => change.id) };
  }

  it('approves by type in bulk, rejects and resets by id, and refuses ids of another batch', async () => {
    const { batchId, ids } = await reviewBatch();
    const other = await reviewBatch();
    expect(await review({ batchId, decision: 'approved', types: ['create'] })).toBe(2);
    expect(await review({ batchId, decision: 'rejected', changeIds: [ids[3] as string] })).toBe(1);
    expect(await review({ batchId, decision: 'pending', changeIds: [ids[1] as string] })).toBe(1);
    await expect(
      review({ batchId, decision: 'approved', changeIds: [ids[2] as string, other.ids[0] as string] }),
    ).rejects.toThrow('En af ændringerne findes ikke i batchen.');
    const changes = await changesOf(batchId);
    expect(changes.map((change) => change.status)).toEqual(['approved', 'pending', 'pending', 'rejected']);
    expect(changes[0]).toMatchObject({ reviewedBy: admin.id, reviewedByEmail: admin.email });
    expect(changes[1]).toMatchObject({ reviewedBy: null, reviewedAt: null });
  });

  it('replaces the car of a change not approved yet, validated, and refuses the rest', async () => {
    const { batchId, ids } = await reviewBatch();
    const edited = car({ variant: '2.0 Hybrid GR Sport Premiere', horsepower: 200 });
    expect(
      await editImportChange(ctx.handle.db, {
        changeId: ids[0] as string,
        car: edited,
        expectedVersion: 1,
        actor: admin,
        reproposed: {
          type: 'create',
          fieldChanges: [],
          offerDiff: null,
          warnings: [],
          summary: 'Ny bil: Toyota C-HR 2.0 Hybrid GR Sport Premiere',
        },
      }),
    ).toEqual({ car: edited, version: 2 });
    expect((await changesOf(batchId))[0]).toMatchObject({
      car: edited,
      summary: 'Ny bil: Toyota C-HR 2.0 Hybrid GR Sport Premiere',
    });

    await expect(edit(ids[1], { ...edited, horsepower: -5, offers: [] })).rejects.toThrow(
      'Ugyldige værdier: horsepower, offers.',
    );
    await expect(edit(ids[3], edited)).rejects.toThrow(/ikke er godkendt endnu/);
    await review({ batchId, decision: 'approved', changeIds: [ids[1] as string] });
    await expect(edit(ids[1], edited)).rejects.toThrow(/ikke er godkendt endnu/);
    expect((await changesOf(batchId))[1]?.car).toEqual(car({ variant: '1.8 Hybrid' }));
  });
});
