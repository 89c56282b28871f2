import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupSeededSeller } from '../../../../../tests/helpers/seeded-seller-context';
import { admin, car, createChange, updateChange } from '../../../../db/ingestion/ingestion-test-data';
import { listings, models } from '../../../../db/schema';
import { applyImportBatch } from './apply-import-batch';
import { createImportBatch } from './create-import-batch';
import { reviewImportChanges } from './review-import-changes';

// Issue 27 part 2 (ADR 054): an applied import classifies the list's inkl./ekskl. words and priced extras
// into listings.included_items when it writes the conditions — never at read time.
const ctx = setupSeededSeller('per-test');

async function apply(changes: Parameters<typeof createImportBatch>[1]['changes']) {
  const { batchId } = await createImportBatch(ctx.handle.db, {
    sellerId: ctx.seed.sellerId,
    sessionIds: [],
    scope: [{ make: 'Toyota', model: 'Yaris' }],
    changes,
    actor: admin,
  });
  await reviewImportChanges(ctx.handle.db, {
    batchId,
    decision: 'approved',
    actor: admin,
    types: ['create', 'update'],
  });
  expect(await applyImportBatch(ctx.handle.db, { batchId, actor: admin })).toMatchObject({ ok: true });
}

const itemsOf = async (id: string) =>
  (await ctx.handle.db.select({ items: listings.includedItems }).from(listings).where(eq(listings.id, id)))[0]
    ?.items;

describe('an applied import fills included_items', () => {
  it('classifies a created listing, merges an update item by item and keeps them when a list says nothing', async () => {
    await apply([
      createChange(
        car({
          conditions: {
            includes: ['Metallak', 'serviceaftale', 'moms', 'levering'],
            excludes: ['Grøn ejerafgift', 'forsikring'],
            extras: [{ name: 'Vinterhjul', monthly_price: 380 }],
          },
        }),
      ),
    ]);
    const [created] = await ctx.handle.db
      .select({ id: listings.id })
      .from(listings)
      .innerJoin(models, eq(models.id, listings.modelId))
      .where(and(eq(listings.sellerId, ctx.seed.sellerId), eq(models.name, 'C-HR')));
    expect(await itemsOf(created?.id as string)).toEqual({
      service: { status: 'included' },
      tyres: { status: 'excluded', monthly_price: 380 },
      insurance: { status: 'excluded' },
      metallic_paint: { status: 'included' },
      delivery: { status: 'included' },
      green_tax: { status: 'excluded' },
    });

    // The seeded Yaris had no stated items; a list stating vejhjælp and excluding service states those two.
    const yaris = { model: 'Yaris', variant: '1.5 Hybrid Active' };
    await apply([
      updateChange(
        ctx.seed.yarisId,
        car({ ...yaris, conditions: { includes: ['Falck vejhjælp', 'service'] } }),
      ),
    ]);
    expect(await itemsOf(ctx.seed.yarisId)).toEqual({
      service: { status: 'included' },
      roadside: { status: 'included' },
    });

    // A later list states service as a priced extra and says nothing of vejhjælp: service changes,
    // vejhjælp keeps what the earlier list said.
    await apply([
      updateChange(
        ctx.seed.yarisId,
        car({
          ...yaris,
          conditions: { extras: [{ name: 'Service og vedligeholdelse', monthly_price: 299 }] },
        }),
      ),
    ]);
    expect(await itemsOf(ctx.seed.yarisId)).toEqual({
      service: { status: 'excluded', monthly_price: 299 },
      roadside: { status: 'included' },
    });

    // A list without conditions blanks nothing.
    await apply([updateChange(ctx.seed.yarisId, car({ ...yaris, offers: car().offers }))]);
    expect(await itemsOf(ctx.seed.yarisId)).toEqual({
      service: { status: 'excluded', monthly_price: 299 },
      roadside: { status: 'included' },
    });
  });
});
