import { and, asc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, type AuthContext, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { latestAuditGroup } from '../../../../../tests/helpers/latest-audit-group';
import { bulkInsertCatalog, scoreOffer } from '../../../../db/catalog-writes';
import { car, createChange, offer } from '../../../../db/ingestion/ingestion-test-data';
import {
  auditLog,
  importChanges,
  leaseOffers,
  listings,
  models,
  rememberedVariantFacts,
  user,
} from '../../../../db/schema';
import type { ListingFormInput } from '../../../../domain/admin/listing-form-schema';
import { createImportBatch } from '../../../services/admin/ingestion/create-import-batch';

/**
 * Issue 16 item 7 through the API: bulk editing body type, retail price and status of selected
 * listings (one transaction, one audit row per listing, activation refused naming listings and fields),
 * and the remembered retail price and body type carried into a new listing an import batch creates.
 */

const ctx: AuthContext = setupAuthApp();
let cookie: string;
let sellerId: string;
let makeId: string;
let chrModelId: string;
let adminId: string;

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await ctx.request(path, {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const OFFERS = [offer(15_000, 36, 0, 3_995), offer(20_000, 36, 0, 4_295)];

/** Pending listings of the seller as an import leaves them: no body type, no retail price. */
async function importedListings(variants: string[], options: { offers?: typeof OFFERS } = {}) {
  const ids: string[] = [];
  for (const variant of variants) {
    const [row] = await ctx.handle.db
      .insert(listings)
      .values({
        sellerId,
        makeId,
        modelId: chrModelId,
        variant,
        fuelType: 'Hybrid - Petrol',
        transmission: 'Automatic',
        horsepower: 197,
        status: 'pending',
      })
      .returning({ id: listings.id });
    if (!row) throw new Error('insert failed');
    for (const o of options.offers ?? OFFERS) {
      await ctx.handle.db.insert(leaseOffers).values({
        listingId: row.id,
        mileagePerYear: o.mileage_per_year,
        periodMonths: o.period_months,
        firstPayment: o.first_payment,
        monthlyPrice: o.monthly_price,
        ...(() => {
          const score = scoreOffer(null, o);
          return { leaseScore: score.leaseScore, leaseScoreMethod: score.leaseScoreMethod };
        })(),
      });
    }
    ids.push(row.id);
  }
  return ids;
}

const listingRows = (ids: string[]) =>
  ctx.handle.db
    .select({
      id: listings.id,
      status: listings.status,
      bodyType: listings.bodyType,
      retailPrice: listings.retailPrice,
    })
    .from(listings)
    .where(inArray(listings.id, ids));

const auditOf = (entity: string, ids: string[]) =>
  ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids)))
    .orderBy(asc(auditLog.at));

const rememberedFor = (variantKey: string) =>
  ctx.handle.db
    .select()
    .from(rememberedVariantFacts)
    .where(
      and(eq(rememberedVariantFacts.modelId, chrModelId), eq(rememberedVariantFacts.variantKey, variantKey)),
    );

beforeAll(async () => {
  const catalog = buildCatalog([{ make: 'Toyota', model: 'C-HR', seller: 'Nordbil A/S', variant: 'Seed' }]);
  await bulkInsertCatalog(ctx.handle.db, catalog);
  sellerId = catalog.sellers[0]?.id as string;
  makeId = catalog.makes[0]?.id as string;
  chrModelId = catalog.models[0]?.id as string;
  cookie = await ctx.signIn(ADMIN);
  const [account] = await ctx.handle.db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN.email));
  adminId = account?.id as string;
});

describe('POST /api/admin/listings/bulk-edit', () => {
  it('sets body type and retail price and activates the selection in one action, rescoring offers, one audit row per listing', async () => {
    const ids = await importedListings(['2.0 Hybrid GR Sport', '1.8 Hybrid Active']);
    expect((await ctx.request(`/api/listings/${ids[0]}`)).status).toBe(404);

    const edited = await api('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids, body_type: 'SUV', retail_price: 349_900, status: 'active' },
    });

    expect(edited).toEqual({ status: 200, body: { count: 2, unchanged: 0, remembered: 2 } });
    const rows = await listingRows(ids);
    expect(rows.map(({ id, ...row }) => row)).toEqual([
      { status: 'active', bodyType: 'SUV', retailPrice: 349_900 },
      { status: 'active', bodyType: 'SUV', retailPrice: 349_900 },
    ]);
    // Scores are stored against the new retail price (the same write a single save uses).
    const stored = await ctx.handle.db
      .select()
      .from(leaseOffers)
      .where(eq(leaseOffers.listingId, ids[0] as string))
      .orderBy(asc(leaseOffers.mileagePerYear));
    expect(stored.map((o) => [o.leaseScore, o.leaseScoreMethod])).toEqual(
      OFFERS.map((o) => {
        const score = scoreOffer(349_900, o);
        return [score.leaseScore, score.leaseScoreMethod];
      }),
    );
    expect(stored[0]?.leaseScoreMethod).toBe('anchors');

    const audit = await auditOf('listing', ids);
    expect(audit).toHaveLength(2);
    for (const row of audit) {
      expect(row).toMatchObject({
        action: 'bulk_edit',
        actorEmail: ADMIN.email,
        before: { body_type: null, retail_price: null, status: 'pending' },
        after: { body_type: 'SUV', retail_price: 349_900, status: 'active' },
      });
    }
    expect(new Set(audit.map((row) => row.entityId))).toEqual(new Set(ids));
    // One entry of the log ("2 annoncer ændret") with what was set, opening to the two listings.
    const group = await latestAuditGroup(ctx, cookie, 'listing_selection');
    expect(group.entry).toMatchObject({
      action: 'bulk_edit',
      groupSize: 2,
      after: { body_type: 'SUV', retail_price: 349_900, status: 'active' },
    });
    expect(new Set(group.steps.map((step) => step.entityId))).toEqual(new Set(ids));
    expect(audit.every((row) => row.groupId === group.entry?.id)).toBe(true);

    // Public at once: the catalogue cache was invalidated.
    const detail = await ctx.request(`/api/listings/${ids[0]}`);
    expect(detail.status).toBe(200);
    expect(((await detail.json()) as { retail_price: number }).retail_price).toBe(349_900);

    // Remembered for both variants, each with its own audit row.
    expect((await rememberedFor('2.0 hybrid gr sport'))[0]).toMatchObject({
      retailPrice: 349_900,
      bodyType: 'SUV',
      identityKey: 'hybrid - petrol|automatic|197',
    });
    expect(await auditOf('variant_facts', [chrModelId])).toHaveLength(2);
  });

  it('refuses the whole activation, naming each listing and what it lacks, and changes nothing', async () => {
    const [ready] = await importedListings(['Refusal Klar']);
    const [noOffers] = await importedListings(['Refusal Uden tilbud'], { offers: [] });
    const ids = [ready as string, noOffers as string];
    const rememberedBefore = await ctx.handle.db.select().from(rememberedVariantFacts);

    const refused = await api<{
      error: string;
      code: string;
      issues: { path: string; message: string }[];
      refused: { id: string; name: string; missing: string[] }[];
    }>('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids, retail_price: 300_000, status: 'active' },
    });

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: 'LISTING_INCOMPLETE',
      error:
        '2 annoncer kan ikke aktiveres: Toyota C-HR Refusal Klar (mangler Biltype); Toyota C-HR Refusal Uden tilbud (mangler Biltype, Mindst ét tilbud)',
      issues: [
        { path: 'status', message: 'Toyota C-HR Refusal Klar mangler Biltype' },
        { path: 'status', message: 'Toyota C-HR Refusal Uden tilbud mangler Biltype og Mindst ét tilbud' },
      ],
    });
    expect((await listingRows(ids)).map(({ id, ...row }) => row)).toEqual([
      { status: 'pending', bodyType: null, retailPrice: null },
      { status: 'pending', bodyType: null, retailPrice: null },
    ]);
    expect(await auditOf('listing', ids)).toEqual([]);
    expect(await ctx.handle.db.select().from(rememberedVariantFacts)).toEqual(rememberedBefore);

    // With the body type in the same action, the listing with offers is activated; the other is still refused.
    const again = await api<{ error: string }>('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids, body_type: 'SUV', retail_price: 300_000, status: 'active' },
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(
      '1 annonce kan ikke aktiveres: Toyota C-HR Refusal Uden tilbud (mangler Mindst ét tilbud)',
    );
    const onlyReady = await api('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids: [ready], body_type: 'SUV', retail_price: 300_000, status: 'active' },
    });
    expect(onlyReady.status).toBe(200);
  });

  it('answers per-field issues for an empty or invalid edit', async () => {
    const [id] = await importedListings(['Ugyldig']);
    const empty = await api<{ code: string; issues: { path: string; message: string }[] }>(
      '/api/admin/listings/bulk-edit',
      { method: 'POST', body: { ids: [id] } },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.issues).toContainEqual({ path: 'body_type', message: 'Vælg mindst én ændring' });
    const bad = await api<{ issues: { path: string }[] }>('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids: [id], body_type: 'Rumskib', retail_price: -5 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path).sort()).toEqual(['body_type', 'retail_price']);
  });
});

describe('remembered variant facts carried into an import', () => {
  /** A batch of create changes for the seller (made as matching would), approved and applied through the API. */
  async function applyBatchOf(cars: ReturnType<typeof car>[]) {
    const { batchId } = await createImportBatch(ctx.handle.db, {
      sellerId,
      sessionIds: [],
      scope: [{ make: 'Toyota', model: 'C-HR' }],
      changes: cars.map(createChange),
      actor: { id: adminId, email: ADMIN.email },
    });
    const changeIds = (
      await ctx.handle.db
        .select({ id: importChanges.id })
        .from(importChanges)
        .where(eq(importChanges.batchId, batchId))
    ).map((row) => row.id);
    const reviewed = await api(`/api/admin/batches/${batchId}/review`, {
      method: 'POST',
      body: { change_ids: changeIds, decision: 'approved' },
    });
    expect(reviewed.status).toBe(200);
    const applied = await api<{ counts: { created: number } }>(`/api/admin/batches/${batchId}/apply`, {
      method: 'POST',
      body: { expectedVersion: 1 },
    });
    expect(applied.status).toBe(200);
    expect(applied.body.counts.created).toBe(cars.length);
    return ctx.handle.db
      .select()
      .from(importChanges)
      .where(eq(importChanges.batchId, batchId))
      .orderBy(asc(importChanges.position));
  }

  it('brings the retail price and body type set by bulk edit into a new listing of the same variant, over the model default', async () => {
    await ctx.handle.db.update(models).set({ defaultBodyType: 'Hatchback' }).where(eq(models.id, chrModelId));
    const [source] = await importedListings(['1.8 Hybrid Husket']);
    const remembered = await api('/api/admin/listings/bulk-edit', {
      method: 'POST',
      body: { ids: [source], body_type: 'CUV', retail_price: 289_900 },
    });
    expect(remembered).toEqual({ status: 200, body: { count: 1, unchanged: 0, remembered: 1 } });

    const cars = [
      // The same variant in another spelling, with the same identity.
      car({ variant: '1.8  hybrid HUSKET', horsepower: 197, offers: [offer(15_000, 36, 0, 3_495)] }),
      // Another variant: the model's default body type, no retail price.
      car({ variant: '1.8 Hybrid Ukendt', horsepower: 197 }),
      // The same name as a manual trim is another car and gets nothing remembered.
      car({ variant: '1.8 Hybrid Husket', transmission: 'Manual', horsepower: 197 }),
    ];
    const changes = await applyBatchOf(cars);
    const createdIds = changes.map((change) => (change.outcome as { listingId: string }).listingId);
    const created = await ctx.handle.db.select().from(listings).where(inArray(listings.id, createdIds));
    const byId = new Map(created.map((row) => [row.id, row]));
    expect(
      createdIds.map((id) => [byId.get(id)?.bodyType, byId.get(id)?.retailPrice, byId.get(id)?.status]),
    ).toEqual([
      ['CUV', 289_900, 'pending'],
      ['Hatchback', null, 'pending'],
      ['Hatchback', null, 'pending'],
    ]);
    const [scored] = await ctx.handle.db
      .select()
      .from(leaseOffers)
      .where(eq(leaseOffers.listingId, createdIds[0] as string));
    expect(scored?.leaseScore).toBe(scoreOffer(289_900, offer(15_000, 36, 0, 3_495)).leaseScore);
    expect(scored?.leaseScoreMethod).toBe('anchors');

    // Imported ready: the listing can be activated at once.
    const activated = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', ids: [createdIds[0]] },
    });
    expect(activated.status).toBe(200);
  });

  it('remembers a retail price and body type set in the listing form, but not an unchanged one on a later save', async () => {
    const form: ListingFormInput = {
      make_id: makeId,
      model_name: 'C-HR',
      variant: '2.0 Plug-in Formular',
      year: 2026,
      body_type: 'SUV',
      fuel_type: 'Plug-in - Petrol',
      transmission: 'Automatic',
      drive_type: null,
      horsepower: 223,
      seats: 5,
      doors: 5,
      wltp_km: null,
      consumption_l_100km: null,
      consumption_kwh_100km: null,
      co2_g_km: null,
      co2_tax_half_year: null,
      retail_price: 379_900,
      description: null,
      external_url: null,
      seller_id: sellerId,
      status: 'pending',
      offers: [offer(15_000, 36, 0, 4_995)],
    };
    const created = await api<{ id: string }>('/api/admin/listings', { method: 'POST', body: form });
    expect(created.status).toBe(201);
    expect(await rememberedFor('2.0 plug-in formular')).toMatchObject([
      { retailPrice: 379_900, bodyType: 'SUV', sourceListingId: created.body.id },
    ]);
    const saved = await api(`/api/admin/listings/${created.body.id}`, {
      method: 'PUT',
      body: { ...form, description: 'Kun teksten er ændret.', expectedVersion: 1 },
    });
    expect(saved.status).toBe(200);
    const rememberAudit = (await auditOf('variant_facts', [chrModelId])).filter(
      (row) => (row.after as { name?: string }).name === 'Toyota C-HR 2.0 Plug-in Formular',
    );
    expect(rememberAudit).toHaveLength(1);

    const [change] = await applyBatchOf([
      car({ variant: '2.0 Plug-in Formular', fuel_type: 'Plug-in - Petrol', horsepower: 223 }),
    ]);
    const importedId = (change?.outcome as { listingId: string } | undefined)?.listingId ?? '';
    const [imported] = await ctx.handle.db.select().from(listings).where(eq(listings.id, importedId));
    expect(imported).toMatchObject({ bodyType: 'SUV', retailPrice: 379_900 });
    // The form reads what is remembered for the listing's variant ("husket").
    expect(await api(`/api/admin/listings/${importedId}/remembered`)).toEqual({
      status: 200,
      body: { retail_price: 379_900, body_type: 'SUV' },
    });
    expect((await api('/api/admin/listings/00000000-0000-4000-8000-000000000000/remembered')).status).toBe(
      404,
    );
  });
});
