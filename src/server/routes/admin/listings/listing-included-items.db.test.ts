import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, type AuthContext, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog } from '../../../../db/schema';
import type { AdminListingDetail, ListingReferenceData } from '../../../../domain/admin/admin-listing-types';
import type { ListingFormInput } from '../../../../domain/admin/listing-form-schema';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';

// Issue 27 part 2 (ADR 054): the admin states each item on the listing form — checked on the server with
// Danish messages, saved, audited, and shown on the public page with the grade.
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

describe('the listing form states what the price includes', () => {
  it('saves, audits and publishes each item; an amount on an included item is dropped', async () => {
    const created = await api<{ id: string }>('/api/admin/listings', {
      method: 'POST',
      body: formFor({
        included_items: {
          service: { status: 'included', monthly_price: 99 },
          insurance: { status: 'excluded', monthly_price: 349 },
          delivery: { status: 'excluded', price: 2_495 },
        },
      }),
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const { body: detail } = await api<AdminListingDetail>(`/api/admin/listings/${id}`);
    expect(detail.included_items).toEqual({
      service: { status: 'included' },
      insurance: { status: 'excluded', monthly_price: 349 },
      delivery: { status: 'excluded', price: 2_495 },
    });

    // The admin states tyres and clears insurance ("Ikke oplyst"): saved and audited before → after.
    const saved = await api(`/api/admin/listings/${id}`, {
      method: 'PUT',
      body: {
        ...formFor({
          included_items: { service: { status: 'included' }, tyres: { status: 'excluded' } },
        }),
        expectedVersion: detail.version,
      },
    });
    expect(saved.status).toBe(200);
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'listing'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.at);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect((audit[1]?.before as AdminListingDetail | undefined)?.included_items).toEqual(
      detail.included_items,
    );
    expect((audit[1]?.after as AdminListingDetail | undefined)?.included_items).toEqual({
      service: { status: 'included' },
      tyres: { status: 'excluded' },
    });

    const published = (await (await ctx.request(`/api/listings/${id}`)).json()) as ListingDetail;
    expect(published.included_items).toEqual({
      service: { status: 'included' },
      tyres: { status: 'excluded' },
    });
    expect(published.disclosed_items).toBe(2);

    // A save without included_items (an older client) keeps them.
    const { body: again } = await api<AdminListingDetail>(`/api/admin/listings/${id}`);
    const { included_items: _left, ...withoutItems } = formFor();
    expect(
      (
        await api(`/api/admin/listings/${id}`, {
          method: 'PUT',
          body: { ...withoutItems, expectedVersion: again.version },
        })
      ).status,
    ).toBe(200);
    expect((await api<AdminListingDetail>(`/api/admin/listings/${id}`)).body.included_items).toEqual(
      published.included_items,
    );
  });

  it.each([
    [
      { tyres: { status: 'excluded', monthly_price: 0 } },
      'included_items.tyres.monthly_price',
      'Skal være mindst 1 kr./md.',
    ],
    [
      { tyres: { status: 'excluded', monthly_price: 12.5 } },
      'included_items.tyres.monthly_price',
      'Skal være et helt tal',
    ],
    [
      { delivery: { status: 'excluded', price: 600_000 } },
      'included_items.delivery.price',
      'Må højst være 500.000 kr.',
    ],
    [{ tyres: { status: 'maybe' } }, 'included_items.tyres.status', 'Vælg Inkluderet eller Ikke inkluderet'],
  ])('refuses %j with a Danish message at %s', async (items, path, message) => {
    const response = await api<{ issues: { path: string; message: string }[] }>('/api/admin/listings', {
      method: 'POST',
      body: { ...formFor(), included_items: items },
    });
    expect(response.status).toBe(400);
    expect(response.body.issues).toContainEqual({ path, message });
  });
});
