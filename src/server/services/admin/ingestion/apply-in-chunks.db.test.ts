import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import { queryRows } from '../../../../db/client';
import {
  admin,
  car,
  createChange,
  offer,
  unchangedChange,
  updateChange,
  withdrawChange,
} from '../../../../db/ingestion/ingestion-test-data';
import { countQueries } from '../../../../db/query-count';
import { auditLog, importChanges, listings } from '../../../../db/schema';
import type { ProposedChange } from '../../../../domain/ingestion/proposed-change';
import { applyImportBatch } from './apply-import-batch';
import { createImportBatch } from './create-import-batch';
import { reviewImportChanges } from './review-import-changes';

/**
 * Issue 28 goal 4 (ADR 058): a big seller list is applied set-based, a chunk of cars at a time, inside
 * one transaction: the number of statements does not grow with the cars, and nothing is dropped.
 */
const ctx = setupSeededSeller('per-file');

/** More than one chunk of APPLY_CHUNK (500). */
const CARS = 700;
/** Statements of one apply, whatever the number of cars: a round trip per car would be thousands. */
const STATEMENT_CEILING = 60;

async function applyList(changes: ProposedChange[]) {
  const { batchId } = await createImportBatch(ctx.handle.db, {
    sellerId: ctx.seed.sellerId,
    sessionIds: [],
    scope: [{ make: 'Toyota', model: 'C-HR' }],
    changes,
    actor: admin,
  });
  await reviewImportChanges(ctx.handle.db, {
    batchId,
    decision: 'approved',
    actor: admin,
    types: ['create', 'update', 'unchanged', 'withdraw'],
  });
  const tally = countQueries(() => applyImportBatch(ctx.handle.db, { batchId, actor: admin }));
  const result = await tally.result;
  return { batchId, result, statements: tally.queries() };
}

const variantCar = (i: number, monthly: number) =>
  car({
    variant: `Variant ${i}`,
    offers: [offer(15_000, 36, 0, monthly + i), offer(20_000, 36, 0, monthly + 200 + i)],
    sources: [{ page: 1 + (i % 3), line: 1 + i }],
  });

async function offerFacts(batchId: string) {
  const [row] = await queryRows<{ offers: number; from_batch: number; pages: number }>(
    ctx.handle.db,
    sql`select count(*)::int as offers,
          count(*) filter (where o.source_kind = 'price_list' and o.source_batch_id = ${batchId}::uuid)::int as from_batch,
          count(distinct o.source_page)::int as pages
        from lease_offers o join listings l on l.id = o.listing_id
        where l.seller_id = ${ctx.seed.sellerId} and l.variant like 'Variant %'`,
  );
  return row;
}

describe('applyImportBatch on a big list (issue 28 goal 4)', () => {
  it(`creates ${CARS} cars, then updates them all, with at most ${STATEMENT_CEILING} statements each time`, async () => {
    const first = await applyList(Array.from({ length: CARS }, (_, i) => createChange(variantCar(i, 3_000))));
    expect(first.result).toMatchObject({ ok: true, counts: { created: CARS, updated: 0 } });
    expect(first.statements).toBeLessThanOrEqual(STATEMENT_CEILING);
    const created = await ctx.handle.db
      .select({ id: listings.id, variant: listings.variant, version: listings.version })
      .from(listings)
      .where(and(eq(listings.sellerId, ctx.seed.sellerId), sql`${listings.variant} like 'Variant %'`));
    expect(created).toHaveLength(CARS);
    expect(await offerFacts(first.batchId)).toEqual({ offers: 2 * CARS, from_batch: 2 * CARS, pages: 3 });
    const applied = await ctx.handle.db
      .select({ outcome: importChanges.outcome })
      .from(importChanges)
      .where(and(eq(importChanges.batchId, first.batchId), eq(importChanges.status, 'applied')));
    expect(applied).toHaveLength(CARS);
    expect(new Set(applied.map((row) => row.outcome?.listingId))).toEqual(
      new Set(created.map((row) => row.id)),
    );

    // Every car again with a new price, plus an unchanged car and a withdrawal of the seed's listings.
    const byVariant = new Map(created.map((row) => [row.variant, row.id]));
    const second = await applyList([
      ...Array.from({ length: CARS }, (_, i) =>
        updateChange(byVariant.get(`Variant ${i}`) as string, variantCar(i, 3_100)),
      ),
      unchangedChange(ctx.seed.aygoId, car({ model: 'Aygo X', variant: '1.0 Pulse' })),
      withdrawChange(ctx.seed.corollaId),
    ]);
    expect(second.result).toMatchObject({ ok: true, counts: { updated: CARS, withdrawn: 1, unchanged: 1 } });
    expect(second.statements).toBeLessThanOrEqual(STATEMENT_CEILING);
    const [prices] = await queryRows<{ wrong: number; bumped: number }>(
      ctx.handle.db,
      sql`select count(*) filter (where o.monthly_price <> 3100 + substring(l.variant from 9)::int
              + case when o.mileage_per_year = 20000 then 200 else 0 end)::int as wrong,
            count(distinct l.id) filter (where l.version = 2)::int as bumped
          from lease_offers o join listings l on l.id = o.listing_id
          where l.seller_id = ${ctx.seed.sellerId} and l.variant like 'Variant %'`,
    );
    expect(prices).toEqual({ wrong: 0, bumped: CARS });
    expect(await offerFacts(second.batchId)).toEqual({ offers: 2 * CARS, from_batch: 2 * CARS, pages: 3 });
    const [corolla] = await ctx.handle.db.select().from(listings).where(eq(listings.id, ctx.seed.corollaId));
    expect(corolla?.status).toBe('inactive');
    // One audit step per written listing (none for the unchanged car), each in the apply's group.
    const steps = await ctx.handle.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(isNotNull(auditLog.groupId), sql`${auditLog.after}->>'importBatchId' = ${second.batchId}`));
    expect(steps.filter((step) => step.action === 'update')).toHaveLength(CARS);
    expect(steps.filter((step) => step.action === 'deactivate')).toHaveLength(1);
    // Seconds of CPU on a shared machine: the default 15 s is for small tests.
  }, 180_000);
});
