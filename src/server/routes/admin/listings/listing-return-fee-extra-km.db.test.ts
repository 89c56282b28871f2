import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, type AuthContext, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog, listings } from '../../../../db/schema';
import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import type { ListingFormInput } from '../../../../domain/admin/listing-form-schema';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';

// Issue 27 (ADR 053): an admin states "Gebyr ved tilbagelevering" and "Pris pr. ekstra km" on the listing
// form — checked on the server with Danish messages, saved, audited, kept when a save leaves them out, and
// used by the public page's full price and risk panel.
const ctx: AuthContext = setupAuthApp();
let cookie: string;
let reference: ListingReferenceData;

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
    description: null,
    external_url: null,
    seller_id: seller.id,
    status: 'active',
    offers: [{ mileage_per_year: 15_000, period_months: 36, first_payment: 0, monthly_price: 3_995 }],
    ...overrides,
  };
}

beforeAll(async () => {
  await bulkInsertCatalog(ctx.handle.db, buildCatalog([{ make: 'Toyota', model: 'Corolla' }]));
  cookie = await ctx.signIn(ADMIN);
  reference = (await api<ListingReferenceData>('/api/admin/listings/reference')).body;
});

describe('the listing form states the return fee and the price per extra km', () => {
  it('saves, audits, publishes them, keeps them when left out and clears them with null', async () => {
    const created = await api<{ id: string }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({ return_fee: 2_500, extra_km_price: 0.75 }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const [stored] = await ctx.handle.db
      .select({ returnFee: listings.returnFee, extraKmPrice: listings.extraKmPrice })
      .from(listings)
      .where(eq(listings.id, id));
    expect(stored).toEqual({ returnFee: 2_500, extraKmPrice: 0.75 });

    const { body: detail } = await api<AdminListingDetail>(`/api/admin/listings/${id}`);
    expect([detail.return_fee, detail.extra_km_price]).toEqual([2_500, 0.75]);

    // The public page: the fee is in the full price (3.995 × 36 + 2.500), the risk panel names both.
    const published = (await (await ctx.request(`/api/listings/${id}`)).json()) as ListingDetail;
    expect(published.risk.extra_km_price).toBe(0.75);
    expect(published.risk.return_fee).toBe(2_500);
    expect(published.full_price.total).toBe(3_995 * 36 + 2_500);

    // An edit changes the price per km: audited before → after.
    const edited = await api(`/api/admin/listings/${id}`, {
      method: 'PUT',
      body: { ...formFor({ return_fee: 2_500, extra_km_price: 1.25 }), expectedVersion: detail.version },
    });
    expect(edited.status).toBe(200);
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.at);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    const [before, after] = [audit[1]?.before, audit[1]?.after] as AdminListingDetail[];
    expect([before?.extra_km_price, after?.extra_km_price]).toEqual([0.75, 1.25]);
    expect([before?.return_fee, after?.return_fee]).toEqual([2_500, 2_500]);

    // A save that does not send them (an older client) keeps them.
    const { body: again } = await api<AdminListingDetail>(`/api/admin/listings/${id}`);
    expect(
      (
        await api(`/api/admin/listings/${id}`, {
          method: 'PUT',
          body: { ...formFor(), expectedVersion: again.version },
        })
      ).status,
    ).toBe(200);
    const { body: kept } = await api<AdminListingDetail>(`/api/admin/listings/${id}`);
    expect([kept.return_fee, kept.extra_km_price]).toEqual([2_500, 1.25]);

    // null: no longer stated ("Ikke oplyst").
    expect(
      (
        await api(`/api/admin/listings/${id}`, {
          method: 'PUT',
          body: { ...formFor({ return_fee: null, extra_km_price: null }), expectedVersion: kept.version },
        })
      ).status,
    ).toBe(200);
    const cleared = (await (await ctx.request(`/api/listings/${id}`)).json()) as ListingDetail;
    expect([cleared.risk.return_fee, cleared.risk.extra_km_price]).toEqual([null, null]);
    expect(cleared.full_price.total).toBe(3_995 * 36);
  });

  it.each([
    [{ extra_km_price: 'en krone' }, 'extra_km_price', 'Skriv et beløb i kr., fx 0,75'],
    [{ extra_km_price: 0.755 }, 'extra_km_price', 'Højst to decimaler (øre), fx 0,75'],
    [{ extra_km_price: -0.5 }, 'extra_km_price', 'Skal være mindst 0 kr./km'],
    [{ extra_km_price: 25 }, 'extra_km_price', 'Må højst være 20 kr./km'],
    [{ return_fee: 2_500.5 }, 'return_fee', 'Skriv et beløb i kr., fx 2.500'],
    [{ return_fee: 150_000 }, 'return_fee', 'Må højst være 100.000 kr.'],
  ])('refuses %j with a Danish message at %s', async (fields, path, message) => {
    const response = await api<{ issues: { path: string; message: string }[] }>('/api/admin/listings', {
      method: 'POST',
      body: { ...formFor(), ...fields },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ path, message });
  });
});
