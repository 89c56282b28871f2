import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../tests/factories/catalog-factory';
import { offer } from '../../../tests/factories/lease-offer-factory';
import { ADMIN, cookiesOf } from '../../../tests/helpers/auth-test-context';
import { createTestDatabase } from '../../../tests/setup/test-database';
import { bulkInsertCatalog } from '../../db/catalog-writes';
import type { DatabaseHandle } from '../../db/client';
import type { ListingDetail, ListingSearchResponse } from '../../domain/listings/listing-api-types';
import { createApp, TEST_ORIGIN } from '../app';
import { ensureAccount } from '../auth/accounts';

/**
 * ADR 044: every admin write that changes public data reaches the public API and pages at once in the
 * process that wrote it — although that process trusts its snapshot for a minute — and in another
 * process on the same database at its next version check.
 */
type App = ReturnType<typeof createApp>['app'];

const webRoot = mkdtempSync(join(tmpdir(), 'leasingmatch-freshness-'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Leasingmatch</title></head><body><div id="root"></div></body></html>',
);

let handle: DatabaseHandle;
/** The process the admin writes through; it would trust its snapshot for 60 s without ADR 044. */
let writer: App;
/** Another process on the same database, checking the catalogue version on every read. */
let other: App;
let cookie = '';
let listingId = '';
let sellerId = '';

const request = (app: App, path: string, init: RequestInit = {}) =>
  Promise.resolve(
    app.request(`${TEST_ORIGIN}${path}`, init, { incoming: { socket: { remoteAddress: '10.9.0.1' } } }),
  );

const json = async <T>(app: App, path: string): Promise<T> => {
  const response = await request(app, path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
};

async function adminJson<T>(path: string): Promise<T> {
  const response = await request(writer, path, { headers: { cookie } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function write(method: string, path: string, body: unknown): Promise<Response> {
  const isForm = body instanceof FormData;
  const response = await request(writer, path, {
    method,
    headers: { cookie, origin: TEST_ORIGIN, ...(isForm ? {} : { 'content-type': 'application/json' }) },
    body: isForm ? body : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response;
}

const detail = (app: App) => json<ListingDetail>(app, `/api/listings/${listingId}`);
const firstResult = async (app: App) => (await json<ListingSearchResponse>(app, '/api/listings')).items[0];

beforeAll(async () => {
  handle = await createTestDatabase();
  const created = createApp({
    db: handle.db,
    webRoot,
    catalogMaxStaleMs: 60_000,
    authSecret: 'test-secret-'.repeat(4),
  });
  writer = created.app;
  other = createApp({ db: handle.db, webRoot, catalogMaxStaleMs: 0 }).app;
  await ensureAccount(created.auth, handle.db, { ...ADMIN, admin: true });
  const signIn = await request(writer, '/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(signIn.status).toBe(200);
  cookie = cookiesOf(signIn);
  const bundle = buildCatalog([
    {
      make: 'Skoda',
      model: 'Enyaq',
      seller: 'Bilhuset Vest',
      offers: [offer(15000, 36, 35000, 3900), offer(25000, 48, 0, 4600)],
    },
  ]);
  await bulkInsertCatalog(handle.db, bundle);
  listingId = bundle.ids[0] as string;
  sellerId = bundle.sellers[0]?.id as string;
});

afterAll(async () => {
  await handle?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('public data after an admin write', () => {
  it("shows a seller's new name on the listing and in the search at once", async () => {
    for (const app of [writer, other]) {
      expect((await detail(app)).seller_name).toBe('Bilhuset Vest');
      expect((await firstResult(app))?.seller_name).toBe('Bilhuset Vest');
    }
    const { version } = await adminJson<{ version: number }>(`/api/admin/sellers/${sellerId}`);
    await write('PUT', `/api/admin/sellers/${sellerId}`, { name: 'Bilhuset Nord', expectedVersion: version });
    for (const app of [writer, other]) {
      expect((await detail(app)).seller_name).toBe('Bilhuset Nord');
      expect((await firstResult(app))?.seller_name).toBe('Bilhuset Nord');
    }
  });

  it("shows a listing's images in their new order, on the detail and on the search card", async () => {
    for (const colour of ['#c00000', '#0000c0']) {
      const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: colour } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'bil.png');
      await write('POST', `/api/admin/listing-images/${listingId}`, form);
    }
    const listed = await adminJson<{ images: { id: string }[] }>(`/api/admin/listing-images/${listingId}`);
    const imageIds = listed.images.map((image) => image.id);
    expect(imageIds).toHaveLength(2);
    const before = await detail(other);
    const urls = before.images.map((image) => image.url);
    for (const app of [writer, other]) {
      expect((await detail(app)).images.map((image) => image.url)).toEqual(urls);
      expect((await firstResult(app))?.image).toBe(before.images[0]?.card_url);
    }
    await write('PUT', `/api/admin/listing-images/${listingId}/order`, { imageIds: [...imageIds].reverse() });
    for (const app of [writer, other]) {
      expect((await detail(app)).images.map((image) => image.url)).toEqual([...urls].reverse());
      expect((await firstResult(app))?.image).toBe(before.images[1]?.card_url);
    }
  });

  it('applies a new Standardsøgning and shows a new contact e-mail on the pages at once', async () => {
    const shown = async (app: App) => {
      const item = await firstResult(app);
      return [item?.mileage_per_year, item?.period_months, item?.first_payment];
    };
    const page = async (app: App) => (await request(app, '/om-os')).text();
    for (const app of [writer, other]) {
      expect(await shown(app)).toEqual([15000, 36, 35000]);
      expect(await page(app)).toContain('"contactEmail":"kontakt@leasingmatch.dk"');
    }
    await write('PUT', '/api/admin/settings/search_defaults', {
      mileage: 25000,
      term: 48,
      deposit: 0,
      expectedVersion: 0,
    });
    await write('PUT', '/api/admin/settings/site', {
      contactEmail: 'salg@leasingmatch.dk',
      productionHosts: [],
      expectedVersion: 0,
    });
    for (const app of [writer, other]) {
      expect(await shown(app)).toEqual([25000, 48, 0]);
      expect(await page(app)).toContain('"contactEmail":"salg@leasingmatch.dk"');
    }
  });
});
