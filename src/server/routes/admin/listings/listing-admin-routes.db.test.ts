import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, type ListingSpec } from '../../../../../tests/factories/catalog-factory';
import {
  ADMIN,
  type AuthContext,
  MEMBER,
  setupAuthApp,
} from '../../../../../tests/helpers/auth-test-context';
import { latestAuditGroup } from '../../../../../tests/helpers/latest-audit-group';
import { OFFERED_BODY_TYPE_LABELS } from '../../../../../tests/helpers/offered-body-type-labels';
import { bulkInsertCatalog, scoreOffer } from '../../../../db/catalog-writes';
import { type Executor, queryRows } from '../../../../db/client';
import { auditLog, listings, modelAliases, models, sellers } from '../../../../db/schema';
import type {
  AdminListingDetail,
  AdminListingsPage,
  ListingReferenceData,
} from '../../../../domain/admin/admin-listing-types';
import type { AdminListingQuality } from '../../../../domain/admin/admin-search-params';
import type { DashboardSummary } from '../../../../domain/admin/dashboard-summary';
import type { ListingFormInput } from '../../../../domain/admin/listing-form-schema';
import { listAdminListings } from '../../../services/admin/listings/list-admin-listings';

const ctx: AuthContext = setupAuthApp();
let cookie: string;
let reference: ListingReferenceData;

const offer = (mileage: number, months: number, deposit: number, monthly: number) => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: deposit,
  monthly_price: monthly,
});

async function api<T>(path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await ctx.request(path, {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: response.status, body: (await response.json()) as T };
}

function formFor(overrides: Partial<ListingFormInput> = {}): ListingFormInput {
  const make = reference.makes.find((m) => m.name === 'Toyota');
  const seller = reference.sellers[0];
  if (!make || !seller) throw new Error('reference data missing');
  return {
    make_id: make.id,
    model_name: 'Corolla',
    variant: '1.8 Hybrid Style',
    year: 2025,
    body_type: 'Hatchback',
    fuel_type: 'Hybrid - Petrol',
    transmission: 'Automatic',
    drive_type: 'FWD',
    horsepower: 140,
    seats: 5,
    doors: 5,
    wltp_km: null,
    consumption_l_100km: 4.4,
    consumption_kwh_100km: null,
    co2_g_km: 101,
    co2_tax_half_year: 420,
    retail_price: 300_000,
    description: 'Velholdt og økonomisk.',
    external_url: 'https://forhandler.example.dk/corolla',
    seller_id: seller.id,
    status: 'active',
    offers: [offer(15_000, 36, 0, 3_995), offer(20_000, 36, 0, 4_295)],
    ...overrides,
  };
}

beforeAll(async () => {
  await bulkInsertCatalog(
    ctx.handle.db,
    buildCatalog([
      { make: 'Toyota', model: 'Corolla', seller: 'Nordbil A/S', variant: 'Basis' },
      { make: 'Kia', model: 'EV3', seller: 'Sydbil ApS', fuelType: 'Electric' },
    ]),
  );
  cookie = await ctx.signIn(ADMIN);
  reference = (await api<ListingReferenceData>('/api/admin/listings/reference')).body;
});

/** The newest bulk entry of the log is this action on these listings, opening to one step each. */
async function expectOneEntry(ids: string[], action: string) {
  const { entry, steps } = await latestAuditGroup(ctx, cookie, 'listing_selection');
  expect(entry).toMatchObject({ action, groupSize: ids.length });
  expect(steps.map((step) => `${step.action}:${step.entityId}`).sort()).toEqual(
    ids.map((id) => `${action}:${id}`).sort(),
  );
  return entry?.id;
}

async function auditRows(entityId: string) {
  return ctx.handle.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.at);
}

describe('admin listings: reference data and access', () => {
  it('answers the form reference data: makes with models, sellers and value lists', async () => {
    expect(reference.makes.map((m) => m.name)).toEqual(['Kia', 'Toyota']);
    expect(reference.makes.find((m) => m.name === 'Kia')?.models.map((m) => m.name)).toEqual(['EV3']);
    expect(reference.sellers.map((s) => s.name)).toEqual(['Nordbil A/S', 'Sydbil ApS']);
    expect(reference.fuel_types).toContainEqual({ value: 'Electric', label: 'El' });
    // Each body type once by its Danish label; no stored spelling ('Station Wagon') or test data.
    expect(reference.body_types.map((option) => option.label)).toEqual(OFFERED_BODY_TYPE_LABELS);
    expect(reference.body_types).toContainEqual({ value: 'Stationcar', label: 'Stationcar' });
  });

  it("answers each model's other names, so the form can tell a known model from a new one", async () => {
    const kia = reference.makes.find((make) => make.name === 'Kia');
    const ev3 = kia?.models[0];
    if (!kia || !ev3) throw new Error('reference data missing');
    expect(ev3.aliases).toEqual([]);
    await ctx.handle.db.insert(modelAliases).values({ modelId: ev3.id, makeId: kia.id, alias: 'EV 3' });
    const fresh = (await api<ListingReferenceData>('/api/admin/listings/reference')).body;
    expect(fresh.makes.find((make) => make.id === kia.id)?.models).toEqual([
      { id: ev3.id, name: 'EV3', aliases: ['EV 3'] },
    ]);
  });

  it('refuses members', async () => {
    const memberCookie = await ctx.signIn(MEMBER);
    const response = await ctx.request('/api/admin/listings', { headers: { cookie: memberCookie } });
    expect(response.status).toBe(403);
  });
});

describe('admin listings: create and edit with offers in one transaction', () => {
  it('creates a listing with its offers, stores their scores, audits it, and the public API shows it', async () => {
    const created = await api<{ id: string }>('/api/admin/listings', { method: 'POST', body: formFor() });
    expect(created.status).toBe(201);
    const { body: detail } = await api<AdminListingDetail>(`/api/admin/listings/${created.body.id}`);
    expect(detail).toMatchObject({ model_name: 'Corolla', status: 'active', retail_price: 300_000 });
    expect(detail.external_url).toBe('https://forhandler.example.dk/corolla');
    expect(detail.offers.map((o) => [o.monthly_price, o.lease_score])).toEqual([
      [3_995, scoreOffer(300_000, offer(15_000, 36, 0, 3_995)).leaseScore],
      [4_295, scoreOffer(300_000, offer(20_000, 36, 0, 4_295)).leaseScore],
    ]);
    const audit = await auditRows(created.body.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'create', actorEmail: ADMIN.email, before: null });
    expect((audit[0]?.after as AdminListingDetail | undefined)?.offers).toHaveLength(2);

    const publicDetail = await ctx.request(`/api/listings/${created.body.id}`);
    expect(publicDetail.status).toBe(200);
    expect(await publicDetail.json()).toMatchObject({
      monthly_price: 3_995,
      external_url: detail.external_url,
    });
    const search = (await (await ctx.request('/api/listings?q=Hybrid%20Style')).json()) as {
      items: { id: string }[];
    };
    expect(search.items.map((i) => i.id)).toContain(created.body.id);
  });

  it('rescores every offer when the retail price changes and the public price follows an edited offer', async () => {
    const { body } = await api<{ id: string }>('/api/admin/listings', { method: 'POST', body: formFor() });
    const edited = formFor({
      retail_price: 450_000,
      offers: [offer(15_000, 36, 0, 3_595), offer(20_000, 36, 0, 4_295)],
    });
    const saved = await api(`/api/admin/listings/${body.id}`, {
      method: 'PUT',
      body: { ...edited, expectedVersion: 1 },
    });
    expect(saved.status).toBe(200);
    const { body: detail } = await api<AdminListingDetail>(`/api/admin/listings/${body.id}`);
    expect(detail.offers.map((o) => o.lease_score)).toEqual([
      scoreOffer(450_000, offer(15_000, 36, 0, 3_595)).leaseScore,
      scoreOffer(450_000, offer(20_000, 36, 0, 4_295)).leaseScore,
    ]);
    const publicDetail = (await (await ctx.request(`/api/listings/${body.id}`)).json()) as {
      monthly_price: number;
    };
    expect(publicDetail.monthly_price).toBe(3_595);
    const search = (await (await ctx.request('/api/listings?q=Hybrid%20Style&limit=50')).json()) as {
      items: { id: string; monthly_price: number }[];
    };
    expect(search.items.find((i) => i.id === body.id)?.monthly_price).toBe(3_595);
    const audit = await auditRows(body.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update']);
    expect((audit[1]?.before as AdminListingDetail | undefined)?.retail_price).toBe(300_000);
    expect((audit[1]?.after as AdminListingDetail | undefined)?.retail_price).toBe(450_000);
  });

  it('refuses to activate a listing without what an active listing needs, saying what is missing', async () => {
    const response = await api<{ issues: { path: string; message: string }[] }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ body_type: null, retail_price: null, offers: [] }),
    });
    expect(response.status).toBe(400);
    // The status names all that is missing, and each missing field has its own issue for the form.
    expect(response.body.issues).toEqual([
      // No retail price is no LeaseScore, not a refusal (issue 25).
      { path: 'status', message: 'Kan ikke aktiveres. Mangler: Biltype og Mindst ét tilbud' },
      { path: 'body_type', message: 'Skal udfyldes, før annoncen kan være aktiv' },
      { path: 'offers', message: 'En aktiv annonce skal have mindst ét tilbud' },
    ]);
    const pending = await api('/api/admin/listings', {
      method: 'POST',
      body: formFor({ body_type: null, retail_price: null, offers: [], status: 'pending' }),
    });
    expect(pending.status).toBe(201);
  });

  it('refuses duplicate offers (same km, term and first payment) and writes nothing', async () => {
    const before = await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`select count(*)::int as n from listings`,
    );
    const response = await api<{ issues: { path: string }[] }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ offers: [offer(15_000, 36, 0, 3_995), offer(15_000, 36, 0, 4_100)] }),
    });
    expect(response.status).toBe(400);
    expect(response.body.issues.map((i) => i.path)).toEqual(['offers.1']);
    const after = await queryRows<{ n: number }>(ctx.handle.db, sql`select count(*)::int as n from listings`);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('answers per-field issues for bad values', async () => {
    const response = await api<{ code: string; issues: { path: string; message: string }[] }>(
      '/api/admin/listings',
      { method: 'POST', body: { ...formFor(), seats: 14, external_url: 'ikke en url', model_name: ' ' } },
    );
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'seats', message: 'Må højst være 9' },
        { path: 'external_url', message: 'Skal være en gyldig URL (https://…)' },
        { path: 'model_name', message: 'Model er påkrævet' },
      ]),
    );
  });

  it('adds a new model name to an existing make, matching existing names regardless of case', async () => {
    const created = await api<{ id: string }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ model_name: 'C-HR+' }),
    });
    expect(created.status).toBe(201);
    const same = await api<{ id: string }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ model_name: 'c-hr+' }),
    });
    expect(same.status).toBe(201);
    const rows = await ctx.handle.db.select().from(models).where(sql`lower(${models.name}) = 'c-hr+'`);
    expect(rows.map((r) => r.name)).toEqual(['C-HR+']);
    const unknownMake = await api<{ issues: { path: string }[] }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ make_id: randomUUID() }),
    });
    expect(unknownMake.status).toBe(400);
    expect(unknownMake.body.issues.map((i) => i.path)).toEqual(['make_id']);
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await api(`/api/admin/listings/${randomUUID()}`)).status).toBe(404);
    expect((await api('/api/admin/listings/not-a-uuid')).status).toBe(404);
    expect(
      (
        await api(`/api/admin/listings/${randomUUID()}`, {
          method: 'PUT',
          body: { ...formFor(), expectedVersion: 1 },
        })
      ).status,
    ).toBe(404);
  });
});

describe('admin listings: bulk actions and duplicate', () => {
  it('refuses the whole activation when one listing is incomplete, naming it, and changes nothing', async () => {
    const complete = await api<{ id: string }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ status: 'pending' }),
    });
    const incomplete = await api<{ id: string }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ status: 'pending', transmission: null, variant: 'Uden gear' }),
    });
    const ids = [complete.body.id, incomplete.body.id];
    const refused = await api<{ error: string; code: string }>('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', ids },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(
      expect.objectContaining({
        code: 'LISTING_INCOMPLETE',
        error: '1 annonce kan ikke aktiveres: Toyota Corolla Uden gear (mangler Gearkasse)',
      }),
    );
    const statuses = await ctx.handle.db
      .select({ status: listings.status })
      .from(listings)
      .where(
        sql`${listings.id} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    expect(statuses.map((s) => s.status)).toEqual(['pending', 'pending']);
    expect((await auditRows(complete.body.id)).map((a) => a.action)).toEqual(['create']);
  });

  it('activates, deactivates and deletes a selection, with an audit row per listing grouped in one entry', async () => {
    const ids: string[] = [];
    for (const variant of ['Bulk A', 'Bulk B']) {
      ids.push(
        (
          await api<{ id: string }>('/api/admin/listings', {
            method: 'POST',
            body: formFor({ status: 'pending', variant }),
          })
        ).body.id,
      );
    }
    const activated = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', ids },
    });
    expect(activated.body).toEqual({ action: 'activate', count: 2 });
    expect((await ctx.request(`/api/listings/${ids[0]}`)).status).toBe(200);
    const activation = await expectOneEntry(ids, 'activate');
    // Nothing left to change: no empty entry.
    const again = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'activate', ids },
    });
    expect(again.body).toEqual({ action: 'activate', count: 0 });
    expect((await latestAuditGroup(ctx, cookie, 'listing_selection')).entry?.id).toBe(activation);

    const deactivated = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'deactivate', ids },
    });
    expect(deactivated.body).toEqual({ action: 'deactivate', count: 2 });
    await expectOneEntry(ids, 'deactivate');
    expect((await ctx.request(`/api/listings/${ids[0]}`)).status).toBe(404);
    const search = (await (await ctx.request('/api/listings?q=Bulk')).json()) as { items: unknown[] };
    expect(search.items).toHaveLength(0);

    const deleted = await api('/api/admin/listings/bulk', {
      method: 'POST',
      body: { action: 'delete', ids },
    });
    expect(deleted.body).toEqual({ action: 'delete', count: 2 });
    await expectOneEntry(ids, 'delete');
    expect((await api(`/api/admin/listings/${ids[0]}`)).status).toBe(404);
    const audit = await auditRows(ids[0] as string);
    expect(audit.map((a) => a.action)).toEqual(['create', 'activate', 'deactivate', 'delete']);
    expect(audit[1]).toMatchObject({ before: { status: 'pending' }, after: { status: 'active' } });
    expect((audit[3]?.before as AdminListingDetail | undefined)?.variant).toBe('Bulk A');
  });

  it('duplicates a listing with its offers as a pending copy', async () => {
    const { body } = await api<{ id: string }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ variant: 'Original' }),
    });
    const copy = await api<{ id: string; name: string }>(`/api/admin/listings/${body.id}/duplicate`, {
      method: 'POST',
    });
    expect(copy.status).toBe(201);
    expect(copy.body.name).toBe('Toyota Corolla');
    const { body: detail } = await api<AdminListingDetail>(`/api/admin/listings/${copy.body.id}`);
    expect(detail).toMatchObject({ variant: 'Original (kopi)', status: 'pending', retail_price: 300_000 });
    expect(detail.offers.map((o) => o.monthly_price)).toEqual([3_995, 4_295]);
    expect((await auditRows(copy.body.id)).map((a) => a.action)).toEqual(['duplicate']);
  });
});

describe('admin listings list at 5 000 listings', () => {
  const specs: ListingSpec[] = [];
  const base = Date.parse('2026-06-01T12:00:00Z');
  let nordbilId: string;

  beforeAll(async () => {
    for (let i = 0; i < 5_000; i += 1) {
      specs.push({
        make: i % 3 === 0 ? 'Skoda' : 'Peugeot',
        model: i % 3 === 0 ? 'Enyaq' : '208',
        variant: `Stor ${i}`,
        seller: i % 2 === 0 ? 'Storbil Nord' : 'Storbil Syd',
        status: i % 4 === 0 ? 'pending' : 'active',
        createdAt: new Date(base - i * 60_000),
        updatedAt: new Date(base - i * 60_000),
        retailPrice: 350_000,
        offers: [offer(15_000, 36, 0, 3_000 + (i % 500)), offer(20_000, 36, 0, 3_200 + (i % 500))],
      });
    }
    await bulkInsertCatalog(ctx.handle.db, buildCatalog(specs));
    const [seller] = await ctx.handle.db.select().from(sellers).where(eq(sellers.name, 'Storbil Nord'));
    nordbilId = seller?.id as string;
  });

  function expectedMatches() {
    // Skoda, Nordbil, active: i % 3 === 0, i % 2 === 0, i % 4 !== 0 → newest first = smallest i first.
    return specs.map((spec, i) => ({ spec, i })).filter(({ i }) => i % 3 === 0 && i % 2 === 0 && i % 4 !== 0);
  }

  it('shows page 3 of a filtered list with the real lowest price, offer count and best score', async () => {
    const matches = expectedMatches();
    const query = `search=skoda%20stor&status=active&seller_id=${nordbilId}&page=3`;
    const { status, body } = await api<AdminListingsPage>(`/api/admin/listings?${query}`);
    expect(status).toBe(200);
    expect(body.total).toBe(matches.length);
    expect(body.page_count).toBe(Math.ceil(matches.length / 20));
    expect(body.items.map((item) => item.variant)).toEqual(
      matches.slice(40, 60).map(({ spec }) => spec.variant),
    );
    const first = body.items[0];
    const firstIndex = matches[40]?.i as number;
    expect(first).toMatchObject({
      make: 'Skoda',
      model: 'Enyaq',
      seller_name: 'Storbil Nord',
      status: 'active',
      offer_count: 2,
      lowest_monthly_price: 3_000 + (firstIndex % 500),
      best_lease_score: Math.max(
        scoreOffer(350_000, offer(15_000, 36, 0, 3_000 + (firstIndex % 500))).leaseScore,
        scoreOffer(350_000, offer(20_000, 36, 0, 3_200 + (firstIndex % 500))).leaseScore,
      ),
    });
  });

  it('reads only the page from the database, in one query', async () => {
    let queries = 0;
    let rowsRead = 0;
    const db = ctx.handle.db;
    const counting = {
      execute: async (query: Parameters<Executor['execute']>[0]) => {
        queries += 1;
        const result = (await db.execute(query)) as unknown;
        const rows = Array.isArray(result) ? result : ((result as { rows: unknown[] }).rows ?? []);
        rowsRead += rows.length;
        return result;
      },
    } as unknown as Executor;
    const page = await listAdminListings(counting, { status: 'active', seller_id: nordbilId, page: 3 });
    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThan(1_000);
    expect(queries).toBe(1);
    expect(rowsRead).toBe(20);
  });

  it('keeps the total on a page past the end and treats an impossible seller id as no match', async () => {
    const past = await api<AdminListingsPage>(`/api/admin/listings?seller_id=${nordbilId}&page=9999`);
    expect(past.body.items).toEqual([]);
    expect(past.body.total).toBe(2_500);
    const bad = await api<AdminListingsPage>('/api/admin/listings?seller_id=nope&status=bogus&page=-2');
    expect(bad.status).toBe(200);
    expect(bad.body).toMatchObject({ total: 0, page: 1 });
  });
});

describe('admin listings list filtered by data quality', () => {
  // One seller of its own, so "exactly these" is checked against listings the test knows every fact of.
  const fixtures: (ListingSpec & { variant: string })[] = [
    { variant: 'Komplet', status: 'active', withImage: true },
    { variant: 'Uden pris', status: 'pending', retailPrice: null, withImage: true },
    { variant: 'Uden tilbud', status: 'pending', offers: [], withImage: true },
    { variant: 'Uden billede', status: 'active' },
    { variant: 'Uden alt', status: 'pending', retailPrice: null, offers: [] },
    { variant: 'Uden pris og billede', status: 'active', retailPrice: null },
  ];
  const expected: Record<AdminListingQuality, string[]> = {
    missing_price: ['Uden alt', 'Uden pris', 'Uden pris og billede'],
    missing_images: ['Uden alt', 'Uden billede', 'Uden pris og billede'],
    missing_offers: ['Uden alt', 'Uden tilbud'],
  };
  let sellerId: string;

  beforeAll(async () => {
    await bulkInsertCatalog(
      ctx.handle.db,
      buildCatalog(
        fixtures.map((spec) => ({ make: 'Mazda', model: 'MX-30', seller: 'Datakvalitet ApS', ...spec })),
      ),
    );
    const [seller] = await ctx.handle.db.select().from(sellers).where(eq(sellers.name, 'Datakvalitet ApS'));
    sellerId = seller?.id as string;
  });

  async function variants(query: string) {
    const { status, body } = await api<AdminListingsPage>(
      `/api/admin/listings?seller_id=${sellerId}&${query}`,
    );
    expect(status).toBe(200);
    expect(body.total).toBe(body.items.length);
    return body.items.map((item) => item.variant).sort();
  }

  it('answers exactly the listings each data-quality value names', async () => {
    for (const [quality, names] of Object.entries(expected)) {
      expect(await variants(`quality=${quality}`), quality).toEqual(names);
    }
  });

  it('combines the data-quality filter with status and search', async () => {
    expect(await variants('quality=missing_price&status=active')).toEqual(['Uden pris og billede']);
    expect(await variants('quality=missing_images&status=pending')).toEqual(['Uden alt']);
    expect(await variants('quality=missing_offers&status=active')).toEqual([]);
    expect(await variants('quality=missing_price&search=billede')).toEqual(['Uden pris og billede']);
  });

  it('ignores an invalid value, like the other params', async () => {
    expect(await variants('quality=missing_doors')).toEqual(fixtures.map((spec) => spec.variant).sort());
  });

  it('gives each dashboard figure as the total of the list it opens, still in one query', async () => {
    const { body: dashboard } = await api<DashboardSummary>('/api/admin/dashboard');
    const figures: Record<AdminListingQuality, number> = {
      missing_price: dashboard.quality.withoutRetailPrice.count,
      missing_images: dashboard.quality.withoutImages.count,
      missing_offers: dashboard.quality.withoutOffers.count,
    };
    for (const [quality, count] of Object.entries(figures)) {
      const { body } = await api<AdminListingsPage>(`/api/admin/listings?quality=${quality}`);
      expect(body.total, quality).toBe(count);
    }

    let queries = 0;
    const db = ctx.handle.db;
    const counting = {
      execute: (query: Parameters<Executor['execute']>[0]) => {
        queries += 1;
        return db.execute(query);
      },
    } as unknown as Executor;
    const page = await listAdminListings(counting, { quality: 'missing_images', status: 'active', page: 2 });
    expect(page.items).toHaveLength(20);
    expect(page.total).toBeGreaterThan(1_000);
    expect(queries).toBe(1);
  });
});
