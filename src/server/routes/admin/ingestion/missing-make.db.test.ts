import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ADMIN } from '../../../../../tests/helpers/auth-test-context';
import { auditLog, listings, makes, models } from '../../../../db/schema';
import type { CatalogMakesResponse } from '../../../../domain/catalog/make-model-schema';
import { seedSellerWithModels, sellerListings, setupIngestionApi } from './ingestion-test-client';

// Whole flows through the API (extraction job, matching, apply): room for a cold start on a busy machine.
vi.setConfig({ testTimeout: 45_000 });

const { ctx, api } = setupIngestionApi({ allowPrivateUrls: false });

const HEADER = 'Mærke;Model;Variant;HK;Brændstof;Gear;Km/år;Løbetid;Udbetaling;Ydelse pr. md.';

/** A CSV price list → extraction session → batch; the batch's id. */
async function batchFromCsv(sellerId: string, rows: string[]): Promise<string> {
  const csv = [HEADER, ...rows].join('\n');
  const response = await api.start({ seller_id: sellerId, extractor: 'csv', source_kind: 'csv' }, [
    { name: 'prisliste.csv', bytes: new TextEncoder().encode(csv), type: 'text/csv' },
  ]);
  expect(response.status, await response.clone().text()).toBe(201);
  const [sessionId] = ((await response.json()) as { session_ids: string[] }).session_ids;
  const session = await api.waitForSession(sessionId as string);
  expect(session.status, session.error_message ?? '').toBe('succeeded');
  return api.createBatch([sessionId as string]);
}

describe('a price list of a make the catalogue does not have', () => {
  it('"Opret modellen" creates the make and the model in one step; the batch applies and the listings exist under them', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'Mini-forhandleren', []);
    const batchId = await batchFromCsv(sellerId, [
      'MINI;Cooper SE;Classic;184;El;Automatisk;15.000;36;4.995;3.495',
      'MINI;Cooper SE;Favoured;218;El;Automatisk;15.000;36;4.995;3.995',
      'Mini;Countryman;C Essential;170;Benzin;Automatisk;15.000;36;4.995;3.795',
    ]);
    const before = await api.batch(batchId);
    expect(before.changes.map((change) => [change.type, change.car?.make, change.car?.model])).toEqual([
      ['missing_model', 'MINI', 'Cooper SE'],
      ['missing_model', 'MINI', 'Cooper SE'],
      ['missing_model', 'Mini', 'Countryman'],
    ]);
    expect(await ctx.handle.db.select().from(makes).where(eq(makes.name, 'MINI'))).toEqual([]);

    const created = await api.json('POST', `/api/admin/batches/${batchId}/missing-models`, {
      make: 'MINI',
      model: 'Cooper SE',
    });
    expect(created.status, await created.clone().text()).toBe(200);
    expect(await created.json()).toEqual({
      converted: 2,
      make_created: true,
      make: 'MINI',
      model: 'Cooper SE',
    });
    // The second model of the same make finds the new make, spelt differently, and creates only the model.
    const second = await api.json('POST', `/api/admin/batches/${batchId}/missing-models`, {
      make: 'mini',
      model: 'Countryman',
    });
    expect(await second.json()).toEqual({
      converted: 1,
      make_created: false,
      make: 'MINI',
      model: 'Countryman',
    });

    const [mini] = await ctx.handle.db.select().from(makes).where(eq(makes.name, 'MINI'));
    if (!mini) throw new Error('make not created');
    const makeAudit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'make'), eq(auditLog.entityId, mini.id)));
    expect(makeAudit).toMatchObject([
      { action: 'create', actorEmail: ADMIN.email, after: { name: 'MINI', importBatchId: batchId } },
    ]);
    const miniModels = await ctx.handle.db.select().from(models).where(eq(models.makeId, mini.id));
    expect(miniModels.map((model) => model.name).sort()).toEqual(['Cooper SE', 'Countryman']);
    const modelAudit = await ctx.handle.db.select().from(auditLog).where(eq(auditLog.entity, 'model'));
    expect(modelAudit.filter((row) => miniModels.some((model) => model.id === row.entityId))).toHaveLength(2);

    const converted = await api.batch(batchId);
    expect(converted.changes.map((change) => [change.type, change.car?.make, change.car?.model])).toEqual([
      ['create', 'MINI', 'Cooper SE'],
      ['create', 'MINI', 'Cooper SE'],
      ['create', 'MINI', 'Countryman'],
    ]);
    await api.approveAll(batchId);
    const applied = await api.apply(batchId);
    expect(await applied.json()).toMatchObject({ counts: { created: 3 } });

    const stored = await sellerListings(ctx.handle.db, sellerId);
    expect(stored.map((listing) => [listing.make, listing.model, listing.variant]).sort()).toEqual([
      ['MINI', 'Cooper SE', 'Classic'],
      ['MINI', 'Cooper SE', 'Favoured'],
      ['MINI', 'Countryman', 'C Essential'],
    ]);
    const catalogue = (await (await api.json('GET', '/api/admin/makes')).json()) as CatalogMakesResponse;
    expect(catalogue.makes.find((make) => make.name === 'MINI')?.listing_count).toBe(3);
  });
});

describe('aliases in matching', () => {
  it('files "VW ID 4" under Volkswagen ID.4; a new listing inherits the model’s default body type, fuel, seats and doors; a re-import matches it', async () => {
    const sellerId = await seedSellerWithModels(ctx.handle.db, 'VW-forhandleren', [
      { make: 'Volkswagen', model: 'ID.4' },
    ]);
    const catalogue = (await (await api.json('GET', '/api/admin/makes')).json()) as CatalogMakesResponse;
    const volkswagen = catalogue.makes.find((make) => make.name === 'Volkswagen');
    const id4 = volkswagen?.models.find((model) => model.name === 'ID.4');
    if (!volkswagen || !id4) throw new Error('no ID.4');
    const aliases = await api.json('PUT', `/api/admin/makes/${volkswagen.id}`, {
      name: 'Volkswagen',
      aliases: ['VW'],
      expectedVersion: volkswagen.version,
    });
    expect(aliases.status).toBe(200);
    const defaults = await api.json('PUT', `/api/admin/makes/models/${id4.id}`, {
      name: 'ID.4',
      aliases: ['ID 4 Pro'],
      default_body_type: 'SUV',
      default_fuel_type: 'Electric',
      default_seats: 5,
      default_doors: 5,
      expectedVersion: id4.version,
    });
    expect(defaults.status).toBe(200);

    const rows = [
      'VW;ID 4;Pure 170 HK;170;;Automatisk;15.000;36;4.995;3.295',
      'vw;ID 4 Pro;Pro 286 HK;286;El;Automatisk;15.000;36;4.995;3.895',
    ];
    const batchId = await batchFromCsv(sellerId, rows);
    const batch = await api.batch(batchId);
    expect(batch.changes.map((change) => [change.type, change.car?.make, change.car?.model])).toEqual([
      ['create', 'Volkswagen', 'ID.4'],
      ['create', 'Volkswagen', 'ID.4'],
    ]);
    await api.approveAll(batchId);
    expect(await (await api.apply(batchId)).json()).toMatchObject({ counts: { created: 2 } });
    const stored = await ctx.handle.db
      .select({
        variant: listings.variant,
        bodyType: listings.bodyType,
        fuelType: listings.fuelType,
        seats: listings.seats,
        doors: listings.doors,
      })
      .from(listings)
      .where(eq(listings.sellerId, sellerId))
      .orderBy(listings.variant);
    expect(stored).toEqual([
      { variant: 'Pro 286 HK', bodyType: 'SUV', fuelType: 'Electric', seats: 5, doors: 5 },
      { variant: 'Pure 170 HK', bodyType: 'SUV', fuelType: 'Electric', seats: 5, doors: 5 },
    ]);

    // The same list again: both cars meet their listings through the aliases.
    const again = await api.batch(await batchFromCsv(sellerId, rows));
    expect(again.changes.map((change) => change.type)).toEqual(['unchanged', 'unchanged']);
  });
});
