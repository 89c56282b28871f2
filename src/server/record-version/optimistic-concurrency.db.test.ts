import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import type { AdminListingDetail } from '../../domain/admin/admin-listing-types';
import type { ListingFormInput } from '../../domain/admin/listing-form-schema';
import { type StaleVersionAnswer, staleVersionMessage } from '../../domain/admin/record-version';
import type { AdminListingImages, UploadedListingImage } from '../../domain/images/listing-image-api-types';
import { ensureAccount } from '../auth/accounts';

// ADR 037: two admins edit the same record; the later save from a stale copy is refused, not merged.
const ctx = setupAuthApp();
const OTHER_ADMIN = { email: 'anden.admin@test.dk', password: 'anden-admin-password-1' };
let adminA = '';
let adminB = '';
let listingIds: string[] = [];

beforeAll(async () => {
  const bundle = buildCatalog([
    { make: 'Toyota', model: 'Corolla', seller: 'Nordbil A/S', variant: 'Basis' },
    { make: 'Kia', model: 'EV3', seller: 'Sydbil ApS', fuelType: 'Electric' },
    { make: 'Volvo', model: 'EX30', seller: 'Sydbil ApS', fuelType: 'Electric', status: 'pending' },
  ]);
  await bulkInsertCatalog(ctx.handle.db, bundle);
  listingIds = bundle.ids;
  await ensureAccount(ctx.auth, ctx.handle.db, { ...OTHER_ADMIN, admin: true });
  adminA = await ctx.signIn(ADMIN);
  adminB = await ctx.signIn(OTHER_ADMIN);
});

async function api<T>(cookie: string, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await ctx.request(path, {
    method: init.method ?? 'GET',
    headers: { cookie, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** What the listing form sends for a loaded listing: its fields and offers, and the version it saw. */
function formOf(detail: AdminListingDetail, changes: Partial<ListingFormInput> = {}) {
  const {
    id: _id,
    make_name: _make,
    created_at: _created,
    updated_at: _updated,
    price_list_conditions: _conditions,
    version,
    offers,
    ...fields
  } = detail;
  return {
    ...fields,
    offers: offers.map(({ mileage_per_year, period_months, first_payment, monthly_price }) => ({
      mileage_per_year,
      period_months,
      first_payment,
      monthly_price,
    })),
    ...changes,
    expectedVersion: version,
  };
}

const loadListing = async (cookie: string, id: string) =>
  (await api<AdminListingDetail>(cookie, `/api/admin/listings/${id}`)).body;

function expectStaleAnswer(body: StaleVersionAnswer & { error: string }, currentVersion: number) {
  expect(body).toMatchObject({ code: 'STALE_VERSION', currentVersion, changedBy: ADMIN.email });
  expect(Date.now() - Date.parse(body.changedAt ?? '')).toBeLessThan(60_000);
  expect(body.message).toBe(staleVersionMessage(body));
  expect(body.error).toBe(body.message);
  expect(body.message).toContain(ADMIN.email);
}

describe('listings', () => {
  it("refuses B's save from a stale copy after A changed the variant and an offer price, naming A; B reloads and saves", async () => {
    const id = listingIds[0] as string;
    const seenByA = await loadListing(adminA, id);
    const seenByB = await loadListing(adminB, id);
    expect(seenByB.version).toBe(seenByA.version);

    const [firstOffer, ...otherOffers] = formOf(seenByA).offers;
    const savedByA = await api<{ id: string; version: number }>(adminA, `/api/admin/listings/${id}`, {
      method: 'PUT',
      body: formOf(seenByA, {
        variant: '1.8 Hybrid Style',
        offers: [
          { ...(firstOffer as ListingFormInput['offers'][number]), monthly_price: 2_222 },
          ...otherOffers,
        ],
      }),
    });
    expect(savedByA).toEqual({ status: 200, body: { id, version: seenByA.version + 1 } });

    const refused = await api<StaleVersionAnswer & { error: string }>(adminB, `/api/admin/listings/${id}`, {
      method: 'PUT',
      body: formOf(seenByB, { description: 'Bs nye beskrivelse' }),
    });
    expect(refused.status).toBe(409);
    expectStaleAnswer(refused.body, seenByA.version + 1);

    const afterRefusal = await loadListing(adminA, id);
    expect(afterRefusal).toMatchObject({ variant: '1.8 Hybrid Style', description: seenByA.description });
    expect(afterRefusal.offers.map((offer) => offer.monthly_price)).toContain(2_222);
    expect(afterRefusal.version).toBe(seenByA.version + 1);

    const reloadedByB = await loadListing(adminB, id);
    const savedByB = await api<{ version: number }>(adminB, `/api/admin/listings/${id}`, {
      method: 'PUT',
      body: formOf(reloadedByB, { description: 'Bs nye beskrivelse' }),
    });
    expect(savedByB).toMatchObject({ status: 200, body: { version: seenByA.version + 2 } });
    const final = await loadListing(adminA, id);
    expect(final).toMatchObject({ variant: '1.8 Hybrid Style', description: 'Bs nye beskrivelse' });
    expect(final.offers.map((offer) => offer.monthly_price)).toContain(2_222);
  });

  it('answers 400 VALIDATION to a save without expectedVersion and writes nothing', async () => {
    const id = listingIds[1] as string;
    const detail = await loadListing(adminA, id);
    const { expectedVersion: _missing, ...withoutVersion } = formOf(detail, { description: 'Uden version' });
    const refused = await api<{ code: string; issues: { path: string }[] }>(
      adminA,
      `/api/admin/listings/${id}`,
      {
        method: 'PUT',
        body: withoutVersion,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION');
    expect(refused.body.issues.map((issue) => issue.path)).toContain('expectedVersion');
    expect(await loadListing(adminA, id)).toMatchObject({
      description: detail.description,
      version: detail.version,
    });
  });

  it("bumps the listing's version on image upload, reorder and delete, answering the new version", async () => {
    const id = listingIds[2] as string;
    const { version: loaded } = await loadListing(adminA, id);
    const png = (colour: string) =>
      sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const upload = async (colour: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await png(colour))], { type: 'image/png' }), 'bil.png');
      const response = await ctx.request(`/api/admin/listing-images/${id}`, {
        method: 'POST',
        body: form,
        headers: { cookie: adminA },
      });
      expect(response.status).toBe(201);
      return (await response.json()) as UploadedListingImage;
    };
    const first = await upload('#112233');
    expect(first.listing_version).toEqual({ version: loaded + 1, previous_version: loaded });
    const second = await upload('#445566');
    expect(second.listing_version).toEqual({ version: loaded + 2, previous_version: loaded + 1 });

    const reordered = await api<AdminListingImages>(adminA, `/api/admin/listing-images/${id}/order`, {
      method: 'PUT',
      body: { imageIds: [second.id, first.id] },
    });
    expect(reordered.body.listing_version).toEqual({ version: loaded + 3, previous_version: loaded + 2 });
    const deleted = await api<AdminListingImages>(adminA, `/api/admin/listing-images/${id}/${first.id}`, {
      method: 'DELETE',
    });
    expect(deleted.body.listing_version).toEqual({ version: loaded + 4, previous_version: loaded + 3 });

    // A form loaded before the image changes is stale; the 409 names who changed the images.
    const stale = await api<StaleVersionAnswer & { error: string }>(adminB, `/api/admin/listings/${id}`, {
      method: 'PUT',
      body: { ...formOf(await loadListing(adminB, id)), expectedVersion: loaded },
    });
    expect(stale.status).toBe(409);
    expectStaleAnswer(stale.body, loaded + 4);
  });

  it('bulk actions and bulk edit bump each chosen listing, so a form opened before them is stale', async () => {
    const ids = [listingIds[0] as string, listingIds[1] as string];
    const before = await Promise.all(ids.map((id) => loadListing(adminB, id)));
    expect(
      (await api(adminA, '/api/admin/listings/bulk', { method: 'POST', body: { action: 'deactivate', ids } }))
        .status,
    ).toBe(200);
    expect(
      (
        await api(adminA, '/api/admin/listings/bulk-edit', {
          method: 'POST',
          body: { ids, body_type: 'SUV' },
        })
      ).status,
    ).toBe(200);
    const after = await Promise.all(ids.map((id) => loadListing(adminB, id)));
    expect(after.map((listing) => listing.version)).toEqual(before.map((listing) => listing.version + 2));
    const stale = await api(adminB, `/api/admin/listings/${ids[0]}`, {
      method: 'PUT',
      body: formOf(before[0] as AdminListingDetail),
    });
    expect(stale.status).toBe(409);
  });
});

describe('sellers', () => {
  type SellerJson = { id: string; name: string; email: string | null; version: number };
  const sellerBody = (seller: SellerJson, changes: Record<string, unknown>) => ({
    name: seller.name,
    email: seller.email,
    ...changes,
    expectedVersion: seller.version,
  });

  it("refuses B's save and delete from a stale copy, naming A; B reloads and saves", async () => {
    const created = await api<SellerJson>(adminA, '/api/admin/sellers', {
      method: 'POST',
      body: { name: 'Samtidig ApS', email: 'salg@samtidig.dk' },
    });
    expect(created.status).toBe(201);
    const path = `/api/admin/sellers/${created.body.id}`;
    const seenByA = (await api<SellerJson>(adminA, path)).body;
    const seenByB = (await api<SellerJson>(adminB, path)).body;

    const savedByA = await api<SellerJson>(adminA, path, {
      method: 'PUT',
      body: sellerBody(seenByA, { phone: '+45 11 22 33 44' }),
    });
    expect(savedByA.status).toBe(200);
    expect(savedByA.body.version).toBe(seenByA.version + 1);

    const refused = await api<StaleVersionAnswer & { error: string }>(adminB, path, {
      method: 'PUT',
      body: sellerBody(seenByB, { name: 'Bs navn ApS' }),
    });
    expect(refused.status).toBe(409);
    expectStaleAnswer(refused.body, seenByA.version + 1);
    const deleteStale = await api<StaleVersionAnswer>(adminB, `${path}?expectedVersion=${seenByB.version}`, {
      method: 'DELETE',
    });
    expect(deleteStale.status).toBe(409);
    expect((await api<SellerJson>(adminA, path)).body).toMatchObject({
      name: 'Samtidig ApS',
      phone: '+45 11 22 33 44',
    });

    const reloaded = (await api<SellerJson>(adminB, path)).body;
    const savedByB = await api<SellerJson>(adminB, path, {
      method: 'PUT',
      body: sellerBody(reloaded, { name: 'Bs navn ApS', phone: '+45 11 22 33 44' }),
    });
    expect(savedByB.status).toBe(200);
    expect(savedByB.body).toMatchObject({ name: 'Bs navn ApS', phone: '+45 11 22 33 44' });

    const { status } = await api(adminB, path, { method: 'PUT', body: { name: 'Uden version' } });
    expect(status).toBe(400);
    expect(
      (await api(adminB, `${path}?expectedVersion=${savedByB.body.version}`, { method: 'DELETE' })).status,
    ).toBe(204);
  });
});
