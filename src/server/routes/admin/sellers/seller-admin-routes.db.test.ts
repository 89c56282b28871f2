import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog, type ListingSpec } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes';
import { auditLog, files, makes, sellers } from '../../../../db/schema';
import { createSeller } from '../../../services/admin/sellers/create-seller';
import { deleteSeller } from '../../../services/admin/sellers/delete-seller';
import { updateSeller } from '../../../services/admin/sellers/update-seller';

const ctx = setupAuthApp();
let cookie: string;

beforeAll(async () => {
  cookie = await ctx.signIn(ADMIN);
});

const send = (method: string, path: string, body?: unknown) =>
  ctx.request(path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
const get = async <T = Record<string, unknown>>(path: string) => {
  const response = await send('GET', path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

type SellerJson = { id: string; name: string; version: number; [key: string]: unknown };
type ListPage = {
  items: (SellerJson & { listing_count: number; active_listing_count: number })[];
  total: number;
};

async function createViaApi(body: Record<string, unknown>): Promise<SellerJson> {
  const response = await send('POST', '/api/admin/sellers', body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SellerJson;
}

/** Inserts listings (with offers) for an existing seller. */
async function addListings(sellerId: string, specs: ListingSpec[]) {
  const bundle = buildCatalog(specs);
  const makeNames = bundle.makes.map((make) => make.name);
  for (const name of makeNames) {
    const [existing] = await ctx.handle.db.select().from(makes).where(eq(makes.name, name));
    if (existing) {
      const old = bundle.makes.find((make) => make.name === name) as { id: string };
      for (const model of bundle.models) if (model.makeId === old.id) model.makeId = existing.id;
      for (const listing of bundle.listings) if (listing.makeId === old.id) listing.makeId = existing.id;
      bundle.makes = bundle.makes.filter((make) => make.name !== name);
    }
  }
  bundle.models = bundle.models.map((model) => ({ ...model, name: `${model.name} ${model.id.slice(0, 4)}` }));
  bundle.sellers = [];
  for (const listing of bundle.listings) listing.sellerId = sellerId;
  await bulkInsertCatalog(ctx.handle.db, bundle);
  return bundle.ids;
}

const auditRows = (entityId: string) =>
  ctx.handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.at);

describe('seller create, read and update', () => {
  it('creates a seller with every field, answers it and records the write in the audit log', async () => {
    const [make] = await ctx.handle.db.insert(makes).values({ name: 'Skoda' }).returning();
    const created = await createViaApi({
      name: '  Nordjysk Bilhus ',
      company: 'Nordjysk Bilhus A/S',
      make_id: make?.id,
      email: 'salg@nordjysk-bilhus.dk',
      phone: '+45 98 12 34 56',
      address: 'Havnegade 1\n9000 Aalborg',
      country: 'Danmark',
      website: 'https://nordjysk-bilhus.dk',
      price_lists: [
        { name: 'Skoda privatleasing', url: 'https://nordjysk-bilhus.dk/skoda.pdf' },
        { name: 'Brugt', url: 'https://nordjysk-bilhus.dk/brugt.pdf' },
      ],
    });
    expect(created).toMatchObject({
      name: 'Nordjysk Bilhus',
      make_name: 'Skoda',
      logo_url: null,
      price_lists: [
        { name: 'Skoda privatleasing', url: 'https://nordjysk-bilhus.dk/skoda.pdf' },
        { name: 'Brugt', url: 'https://nordjysk-bilhus.dk/brugt.pdf' },
      ],
    });
    expect(await get(`/api/admin/sellers/${created.id}`)).toEqual(created);
    const [audit] = await auditRows(created.id);
    expect(audit).toMatchObject({
      action: 'create',
      entity: 'seller',
      actorEmail: ADMIN.email,
      before: null,
    });
    expect(audit?.after).toEqual(created);
  });

  it('updates every field and keeps before and after in the audit log', async () => {
    const seller = await createViaApi({ name: 'Før ApS', email: 'foer@example.dk' });
    const response = await send('PUT', `/api/admin/sellers/${seller.id}`, {
      name: 'Efter ApS',
      email: '',
      country: 'Sverige',
      price_lists: [{ name: 'Ny liste', url: 'https://efter.se/liste.pdf' }],
      expectedVersion: seller.version,
    });
    expect(response.status).toBe(200);
    const updated = (await response.json()) as SellerJson;
    expect(updated).toMatchObject({ name: 'Efter ApS', email: null, country: 'Sverige' });
    const [, audit] = await auditRows(seller.id);
    expect(audit).toMatchObject({ action: 'update', entity: 'seller' });
    expect(audit?.before).toMatchObject({ name: 'Før ApS', email: 'foer@example.dk' });
    expect(audit?.after).toEqual(updated);
  });

  it('refuses invalid fields one by one in Danish and stores nothing', async () => {
    const before = await ctx.handle.db.select().from(auditLog);
    const response = await send('POST', '/api/admin/sellers', {
      name: '',
      email: 'ikke-en-mail',
      website: 'nordjysk',
      price_lists: [{ name: '', url: 'http://usikker.dk/liste.pdf' }],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; error: string; issues: unknown[] };
    expect(body).toMatchObject({ code: 'VALIDATION', error: 'Ugyldige data - kontroller indtastning' });
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Navn er påkrævet' },
        { path: 'email', message: 'Ugyldig e-mail adresse' },
        { path: 'website', message: 'Ugyldig URL' },
        { path: 'price_lists.0.name', message: 'Navn er påkrævet' },
        { path: 'price_lists.0.url', message: 'Ugyldig URL – brug et https-link' },
      ]),
    );
    const unknownMake = await send('POST', '/api/admin/sellers', {
      name: 'Ukendt mærke',
      make_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownMake.status).toBe(400);
    expect(((await unknownMake.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'make_id', message: 'Vælg et mærke fra listen' },
    ]);
    expect(await ctx.handle.db.select().from(sellers).where(eq(sellers.name, 'Ukendt mærke'))).toEqual([]);
    expect(await ctx.handle.db.select().from(auditLog)).toHaveLength(before.length);
  });

  it('stores lead addresses and the monthly summary choice, and refuses a bad address by name (issue 29)', async () => {
    const seller = await createViaApi({ name: 'Leads ApS' });
    expect(seller).toMatchObject({ lead_emails: [], monthly_summary: true });
    const response = await send('PUT', `/api/admin/sellers/${seller.id}`, {
      name: 'Leads ApS',
      lead_emails: [' salg@leads.dk ', 'bo@leads.dk'],
      monthly_summary: false,
      expectedVersion: seller.version,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      lead_emails: ['salg@leads.dk', 'bo@leads.dk'],
      monthly_summary: false,
    });
    const [row] = await ctx.handle.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(row).toMatchObject({ leadEmails: ['salg@leads.dk', 'bo@leads.dk'], monthlySummaryOptOut: true });

    const refused = await send('POST', '/api/admin/sellers', {
      name: 'Forkerte Leads ApS',
      lead_emails: ['salg@leads.dk', 'salg@leads', ''],
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'lead_emails.1', message: 'salg@leads er ikke en gyldig e-mail adresse' },
      { path: 'lead_emails.2', message: 'Tom linje – skriv en e-mail adresse eller fjern linjen' },
    ]);
    const twice = await send('POST', '/api/admin/sellers', {
      name: 'Dobbelt ApS',
      lead_emails: ['salg@leads.dk', 'SALG@leads.dk'],
    });
    expect(((await twice.json()) as { issues: unknown[] }).issues).toEqual([
      { path: 'lead_emails', message: 'Den samme adresse står der flere gange' },
    ]);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await send('GET', '/api/admin/sellers/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await send('GET', '/api/admin/sellers/abc')).status).toBe(404);
    expect((await send('PUT', '/api/admin/sellers/abc', { name: 'X', expectedVersion: 1 })).status).toBe(404);
    expect((await send('DELETE', '/api/admin/sellers/abc')).status).toBe(404);
    expect((await send('GET', '/api/admin/sellers/abc/listings')).status).toBe(404);
  });
});

describe('audit rows share the transaction of their write', () => {
  const ghost = { id: 'no-such-user', email: 'ghost@example.dk' };

  it('rolls the write back when its audit row cannot be written', async () => {
    const data = {
      name: 'Spøgelse ApS',
      company: null,
      make_id: null,
      email: null,
      phone: null,
      address: null,
      country: 'Danmark' as const,
      website: null,
      logo_file_id: null,
      price_lists: [],
      lead_emails: [],
      monthly_summary: true,
    };
    await expect(createSeller(ctx.handle.db, ghost, data)).rejects.toThrow();
    expect(await ctx.handle.db.select().from(sellers).where(eq(sellers.name, 'Spøgelse ApS'))).toEqual([]);

    const seller = await createViaApi({ name: 'Uændret ApS' });
    await expect(
      updateSeller(ctx.handle.db, ghost, seller.id, { ...data, name: 'Ændret' }, seller.version),
    ).rejects.toThrow();
    expect(await get<SellerJson>(`/api/admin/sellers/${seller.id}`)).toMatchObject({ name: 'Uændret ApS' });

    await expect(deleteSeller(ctx.handle.db, ghost, seller.id)).rejects.toThrow();
    expect((await send('GET', `/api/admin/sellers/${seller.id}`)).status).toBe(200);
    expect(await auditRows(seller.id)).toHaveLength(1);
  });
});

describe('deleting a seller', () => {
  it('is refused with 409 while the seller has listings, and allowed without', async () => {
    const withListings = await createViaApi({ name: 'Har Annoncer ApS' });
    await addListings(withListings.id, [{ make: 'Kia', model: 'Niro' }]);
    const refused = await send('DELETE', `/api/admin/sellers/${withListings.id}`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'Kan ikke slette sælger med eksisterende annoncer',
      code: 'SELLER_HAS_LISTINGS',
      listing_count: 1,
    });
    expect((await send('GET', `/api/admin/sellers/${withListings.id}`)).status).toBe(200);
    expect((await auditRows(withListings.id)).map((row) => row.action)).toEqual(['create']);

    const empty = await createViaApi({ name: 'Uden Annoncer ApS' });
    expect((await send('DELETE', `/api/admin/sellers/${empty.id}`)).status).toBe(204);
    expect((await send('GET', `/api/admin/sellers/${empty.id}`)).status).toBe(404);
    const [, deleted] = await auditRows(empty.id);
    expect(deleted).toMatchObject({ action: 'delete', entity: 'seller', after: null });
    expect(deleted?.before).toMatchObject({ name: 'Uden Annoncer ApS' });
    expect((await send('DELETE', `/api/admin/sellers/${empty.id}`)).status).toBe(404);
  });
});

describe('the sellers list', () => {
  const prefix = 'Listetest';
  beforeAll(async () => {
    for (let i = 1; i <= 23; i += 1) {
      const seller = await createViaApi({
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        company: i === 7 ? 'Syvstjernen Biler A/S' : null,
        email: `saelger${i}@listetest.dk`,
        phone: i === 9 ? '+45 70 11 22 33' : null,
      });
      if (i === 5)
        await addListings(seller.id, [{ status: 'active' }, { status: 'pending' }, { status: 'inactive' }]);
      if (i === 12) await addListings(seller.id, [{ status: 'active' }]);
    }
  });

  it('searches name, company, e-mail and phone on the server', async () => {
    const names = async (search: string) =>
      (await get<ListPage>(`/api/admin/sellers?search=${encodeURIComponent(search)}`)).items.map(
        (s) => s.name,
      );
    expect(await names('listetest 1')).toHaveLength(10);
    expect(await names('Syvstjernen')).toEqual(['Listetest 07']);
    expect(await names('saelger19@')).toEqual(['Listetest 19']);
    expect(await names('70112233')).toEqual(['Listetest 09']);
    expect(await names('+45 70 11')).toEqual(['Listetest 09']);
    expect(await names('100%_')).toEqual([]);
  });

  it('pages and sorts on the server, with listing counts and no import yet', async () => {
    const first = await get<ListPage>(`/api/admin/sellers?search=${prefix}&limit=10`);
    expect(first.total).toBe(23);
    expect(first.items.map((s) => s.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${prefix} ${String(i + 1).padStart(2, '0')}`),
    );
    const third = await get<ListPage>(`/api/admin/sellers?search=${prefix}&limit=10&page=3`);
    expect(third.items.map((s) => s.name)).toEqual([`${prefix} 21`, `${prefix} 22`, `${prefix} 23`]);
    expect(third).toMatchObject({ page: 3, limit: 10 });

    const byName = await get<ListPage>(`/api/admin/sellers?search=${prefix}&sort=-name&limit=10`);
    expect(byName.items[0]?.name).toBe(`${prefix} 23`);
    const newest = await get<ListPage>(`/api/admin/sellers?search=${prefix}&sort=-created&limit=10`);
    expect(newest.items[0]?.name).toBe(`${prefix} 23`);
    const mostListings = await get<ListPage>(`/api/admin/sellers?search=${prefix}&sort=-listings&limit=10`);
    expect(
      mostListings.items.slice(0, 2).map((s) => [s.name, s.listing_count, s.active_listing_count]),
    ).toEqual([
      [`${prefix} 05`, 3, 1],
      [`${prefix} 12`, 1, 1],
    ]);
    expect(mostListings.items[0]).toMatchObject({ last_import_at: null });
  });

  it('falls back to defaults for invalid parameters', async () => {
    const page = await get<ListPage & { page: number; limit: number }>(
      `/api/admin/sellers?search=${prefix}&page=0&limit=5&sort=random`,
    );
    expect(page).toMatchObject({ page: 1, limit: 20 });
    expect(page.items).toHaveLength(20);
  });
});

describe('a seller’s listings page and export', () => {
  let sellerId: string;
  beforeAll(async () => {
    const seller = await createViaApi({ name: 'Øresund Biler' });
    sellerId = seller.id;
    await addListings(sellerId, [
      {
        make: 'Volkswagen',
        model: 'Golf',
        variant: 'Life 1.5 eTSI',
        status: 'active',
        offers: [
          { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 3999 },
          { mileage_per_year: 20000, period_months: 36, first_payment: 0, monthly_price: 4299 },
        ],
      },
      { make: 'Volkswagen', model: 'Polo', variant: 'Style', status: 'pending' },
      { make: 'Cupra', model: 'Born', variant: 'e-Boost', status: 'inactive' },
      ...Array.from(
        { length: 12 },
        (_, i): ListingSpec => ({ make: 'Cupra', model: 'Formentor', variant: `VZ ${i}` }),
      ),
    ]);
  });

  it('shows figures over all its listings and filters the table by search and status', async () => {
    type Page = {
      stats: Record<string, number>;
      items: { variant: string; status: string; lowest_monthly_price: number; offer_count: number }[];
      total: number;
      seller: { name: string };
    };
    const all = await get<Page>(`/api/admin/sellers/${sellerId}/listings?limit=10`);
    expect(all.seller.name).toBe('Øresund Biler');
    expect(all.stats).toEqual({ total: 15, active: 13, pending: 1, inactive: 1, offers: 16 });
    expect(all.total).toBe(15);
    expect(all.items).toHaveLength(10);
    const second = await get<Page>(`/api/admin/sellers/${sellerId}/listings?limit=10&page=2`);
    expect(second.items).toHaveLength(5);

    const golf = await get<Page>(`/api/admin/sellers/${sellerId}/listings?search=golf%20life`);
    expect(golf.items).toMatchObject([
      { variant: 'Life 1.5 eTSI', lowest_monthly_price: 3999, offer_count: 2 },
    ]);
    expect(golf.stats.total).toBe(15);
    const pending = await get<Page>(`/api/admin/sellers/${sellerId}/listings?status=pending`);
    expect(pending.items.map((item) => item.variant)).toEqual(['Style']);
  });

  it('exports every listing with its offers as a JSON download', async () => {
    const response = await send('GET', `/api/admin/sellers/${sellerId}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Oeresund_Biler_export_\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.json"$/,
    );
    const body = (await response.json()) as {
      cars: { model: string; offers: number[][] }[];
      offer_columns: string[];
    };
    expect(body.cars).toHaveLength(15);
    expect(body.offer_columns).toEqual([
      'monthly_price',
      'first_payment',
      'period_months',
      'mileage_per_year',
      'total_cost',
    ]);
    expect(body.cars.find((car) => car.model.startsWith('Golf'))?.offers).toEqual([
      [3999, 0, 36, 15000, 143964],
      [4299, 0, 36, 20000, 154764],
    ]);
  });
});

describe('logo upload', () => {
  const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new File([bytes], name, { type }));
    return ctx.request('/api/admin/sellers/logo', { method: 'POST', headers: { cookie }, body: form });
  };
  const issues = async (response: Response) => ((await response.json()) as { issues: unknown[] }).issues;

  it('stores a PNG as a WebP of at most 512 px that the file route serves', async () => {
    const png = await sharp({ create: { width: 1200, height: 400, channels: 4, background: '#0f766e' } })
      .png()
      .toBuffer();
    const response = await upload(new Uint8Array(png), 'logo.png', 'image/png');
    expect(response.status).toBe(201);
    const logo = (await response.json()) as { file_id: string; url: string; width: number; height: number };
    expect(logo).toMatchObject({ width: 512, height: 171, content_type: 'image/webp' });
    const served = await ctx.request(logo.url);
    expect(served.headers.get('content-type')).toBe('image/webp');

    const seller = await createViaApi({ name: 'Med Logo ApS', logo_file_id: logo.file_id });
    expect(seller).toMatchObject({ logo_file_id: logo.file_id, logo_url: logo.url });
    const audit = await ctx.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'seller_logo'), eq(auditLog.entityId, logo.file_id)));
    expect(audit).toHaveLength(1);
  });

  it('checks the type by content, not by name: a text file called logo.png is refused', async () => {
    const response = await upload(new TextEncoder().encode('not an image'), 'logo.png', 'image/png');
    expect(response.status).toBe(400);
    expect(await issues(response)).toEqual([
      { path: 'logo', message: 'Logoet skal være PNG, JPG, WebP eller SVG' },
    ]);
    const gif = await upload(new TextEncoder().encode('GIF89a\u0001\u0000'), 'logo.webp', 'image/webp');
    expect(gif.status).toBe(400);
  });

  it('rasterises an SVG (no script is ever stored) and refuses a file over the limit', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100" fill="teal"/></svg>';
    const response = await upload(new TextEncoder().encode(svg), 'logo.svg', 'image/svg+xml');
    expect(response.status).toBe(201);
    const logo = (await response.json()) as { file_id: string };
    const [file] = await ctx.handle.db.select().from(files).where(eq(files.id, logo.file_id));
    expect(file?.contentType).toBe('image/webp');
    expect(Buffer.from(file?.bytes ?? []).includes('script')).toBe(false);

    const big = new Uint8Array(950 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const tooBig = await upload(big, 'big.png', 'image/png');
    expect(tooBig.status).toBe(400);
    expect(await issues(tooBig)).toEqual([{ path: 'logo', message: 'Logoet må højst fylde 900 kB' }]);
    const missing = await ctx.request('/api/admin/sellers/logo', {
      method: 'POST',
      headers: { cookie },
      body: new FormData(),
    });
    expect(missing.status).toBe(400);
  });
});
