import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, MEMBER, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { bulkInsertCatalog } from '../../../../db/catalog-writes/bulk-insert-catalog';
import { queryRows } from '../../../../db/client';
import { wipeCatalog } from '../../../../db/seed/seed-demo-catalog';
import type {
  AdminListingImage,
  AdminListingImages,
  UploadedListingImage,
} from '../../../../domain/images/listing-image-api-types';
import { imageUploadErrors } from '../../../../domain/images/listing-image-rules';
import type { ListingDetail, ListingSummary } from '../../../../domain/listings/listing-api-types';

const ctx = setupAuthApp();
let admin = '';
let member = '';
// active with an SVG demo image | pending, no images | for the 10-image limit | shares files with [1]
let ids: string[] = [];

beforeAll(async () => {
  const bundle = buildCatalog([
    { make: 'Volvo', model: 'EX30', withImage: true },
    { make: 'Volvo', model: 'XC40', status: 'pending' },
    { make: 'Volvo', model: 'XC60', status: 'pending' },
    { make: 'Volvo', model: 'XC90', status: 'pending' },
  ]);
  await bulkInsertCatalog(ctx.handle.db, bundle);
  ids = bundle.ids;
  admin = await ctx.signIn(ADMIN);
  member = await ctx.signIn(MEMBER);
});

const solid = (width: number, height: number, colour = '#2255aa') =>
  sharp({ create: { width, height, channels: 3, background: colour } });

function upload(listingId: string, bytes: Uint8Array, name = 'bil.png', cookie = admin) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return ctx.request(`/api/admin/listing-images/${listingId}`, {
    method: 'POST',
    body: form,
    headers: { cookie },
  });
}

const json = <T>(response: Response) => response.json() as Promise<T>;
const shaOf = (url: string) => url.split('/').pop() as string;

async function fileMetadata(url: string) {
  const response = await ctx.request(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const bytes = Buffer.from(await response.arrayBuffer());
  return { contentType: response.headers.get('content-type'), ...(await sharp(bytes).metadata()) };
}

async function expectRefused(response: Response, code: keyof typeof imageUploadErrors) {
  expect(response.status).toBe(imageUploadErrors[code].status);
  expect(await response.json()).toEqual({ error: imageUploadErrors[code].message, code });
}

const imageCount = async (listingId: string) =>
  (
    await queryRows<{ n: number }>(
      ctx.handle.db,
      sql`select count(*)::int as n from listing_images where listing_id = ${listingId}`,
    )
  )[0]?.n;

describe('listing image upload', () => {
  it('turns a PNG into card and detail WebP copies and keeps the original, above the 1 MB JSON limit', async () => {
    // Noise does not compress: a 2.4 MB PNG, bigger than the API's JSON body limit.
    const noise = await sharp(randomBytes(1000 * 800 * 3), { raw: { width: 1000, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(1024 * 1024);
    const big = await upload(ids[1] as string, noise);
    expect(big.status).toBe(201);

    const png = await solid(2400, 1500).png().toBuffer();
    const response = await upload(ids[1] as string, png);
    expect(response.status).toBe(201);
    const image = await json<AdminListingImage>(response);
    expect(image.position).toBe(1);
    expect(image.content_type).toBe('image/png');
    expect(await fileMetadata(image.url)).toMatchObject({
      contentType: 'image/png',
      width: 2400,
      height: 1500,
    });
    expect(await fileMetadata(image.card_url)).toMatchObject({
      contentType: 'image/webp',
      format: 'webp',
      width: 800,
      height: 500,
    });
    expect(await fileMetadata(image.detail_url)).toMatchObject({
      contentType: 'image/webp',
      width: 1600,
      height: 1000,
    });
  }, 40_000);

  it('turns a JPEG upright by its EXIF orientation and strips its metadata', async () => {
    // Stored 1200 × 3000 with orientation 6 (rotate 90°): shown 3000 × 1200.
    const jpeg = await solid(1200, 3000, '#aa3322').jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const image = await json<AdminListingImage>(await upload(ids[1] as string, jpeg, 'foto.jpg'));
    const original = await fileMetadata(image.url);
    expect(original).toMatchObject({ contentType: 'image/jpeg', width: 3000, height: 1200 });
    expect(original.exif).toBeUndefined();
    expect(original.orientation).toBeUndefined();
    expect(await fileMetadata(image.card_url)).toMatchObject({ width: 800, height: 320 });
    expect(await fileMetadata(image.detail_url)).toMatchObject({ width: 1600, height: 640 });
  });

  it('never enlarges a small WebP', async () => {
    const webp = await solid(400, 300, '#22aa55').webp().toBuffer();
    const image = await json<AdminListingImage>(await upload(ids[1] as string, webp, 'lille.webp'));
    expect(image.content_type).toBe('image/webp');
    expect(await fileMetadata(image.card_url)).toMatchObject({ width: 400, height: 300 });
    expect(await fileMetadata(image.detail_url)).toMatchObject({ width: 400, height: 300 });
  });

  it('refuses by content, not by name: a PDF named .png, a GIF, an SVG', async () => {
    await expectRefused(
      await upload(ids[1] as string, Buffer.from('%PDF-1.7\n1 0 obj\n')),
      'UNSUPPORTED_IMAGE_TYPE',
    );
    const gif = await solid(10, 10).gif().toBuffer();
    await expectRefused(await upload(ids[1] as string, gif, 'bil.jpg'), 'UNSUPPORTED_IMAGE_TYPE');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    await expectRefused(await upload(ids[1] as string, svg, 'bil.webp'), 'UNSUPPORTED_IMAGE_TYPE');
  });

  it('refuses empty, truncated, oversized and huge-pixel-count files', async () => {
    await expectRefused(await upload(ids[1] as string, new Uint8Array(0)), 'EMPTY_FILE');
    const png = await solid(600, 400).png().toBuffer();
    await expectRefused(await upload(ids[1] as string, png.subarray(0, png.byteLength / 2)), 'INVALID_IMAGE');
    const jpeg = await sharp(randomBytes(300 * 200 * 3), { raw: { width: 300, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    await expectRefused(
      await upload(ids[1] as string, jpeg.subarray(0, jpeg.byteLength - 500)),
      'INVALID_IMAGE',
    );

    // Just over 10 MB: inside the request limit (file + multipart framing), refused by the file check.
    const justOver = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.byteLength)]);
    await expectRefused(await upload(ids[1] as string, justOver), 'IMAGE_TOO_LARGE');
    // Far over: refused by the route's body limit before the body is parsed.
    await expectRefused(await upload(ids[1] as string, Buffer.alloc(12 * 1024 * 1024, 1)), 'IMAGE_TOO_LARGE');

    // 64 megapixels of one colour: a 1.8 MB decompression bomb, refused from its header.
    const bomb = await solid(8000, 8000, '#000000').png({ compressionLevel: 1 }).toBuffer();
    expect(bomb.byteLength).toBeLessThan(10 * 1024 * 1024);
    await expectRefused(await upload(ids[1] as string, bomb), 'IMAGE_TOO_MANY_PIXELS');

    const missing = await ctx.request(`/api/admin/listing-images/${ids[1]}`, {
      method: 'POST',
      body: new FormData(),
      headers: { cookie: admin },
    });
    await expectRefused(missing, 'NO_FILE');
    expect(await imageCount(ids[1] as string)).toBe(4);
  }, 40_000);

  it('refuses the same image twice on one listing', async () => {
    const png = await solid(640, 400, '#123456').png().toBuffer();
    expect((await upload(ids[2] as string, png)).status).toBe(201);
    await expectRefused(await upload(ids[2] as string, png), 'DUPLICATE_IMAGE');
  });

  it('allows 10 images per listing and refuses the 11th', async () => {
    for (let i = (await imageCount(ids[2] as string)) ?? 0; i < 10; i++) {
      const png = await solid(64, 40, `#${(i * 20 + 15).toString(16).padStart(2, '0')}8040`)
        .png()
        .toBuffer();
      expect((await upload(ids[2] as string, png)).status).toBe(201);
    }
    const eleventh = await solid(64, 40, '#ffffff').png().toBuffer();
    await expectRefused(await upload(ids[2] as string, eleventh), 'TOO_MANY_IMAGES');
    expect(await imageCount(ids[2] as string)).toBe(10);
  });

  it('answers 404 for an unknown listing and keeps non-admins out', async () => {
    const png = await solid(64, 40).png().toBuffer();
    expect((await upload('00000000-0000-4000-8000-000000000000', png)).status).toBe(404);
    expect((await upload('not-a-uuid', png)).status).toBe(404);
    expect((await upload(ids[1] as string, png, 'bil.png', member)).status).toBe(403);
    expect((await upload(ids[1] as string, png, 'bil.png', '')).status).toBe(401);
  });
});

describe('reorder, delete and the public site', () => {
  const list = async (listingId: string) =>
    json<AdminListingImages>(
      await ctx.request(`/api/admin/listing-images/${listingId}`, { headers: { cookie: admin } }),
    );
  const reorder = (listingId: string, imageIds: string[]) =>
    ctx.request(`/api/admin/listing-images/${listingId}/order`, {
      method: 'PUT',
      headers: { cookie: admin, 'content-type': 'application/json' },
      body: JSON.stringify({ imageIds }),
    });
  const remove = (listingId: string, imageId: string) =>
    ctx.request(`/api/admin/listing-images/${listingId}/${imageId}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    });

  it('serves card URLs on cards and detail URLs on the detail page, the original for SVGs', async () => {
    const listingId = ids[0] as string;
    const before = await list(listingId);
    expect(before.max).toBe(10);
    expect(before.images).toHaveLength(1);
    const svg = before.images[0] as AdminListingImage;
    expect(svg.card_url).toBe(svg.url);

    const photo = await json<AdminListingImage>(
      await upload(listingId, await solid(1800, 1200).png().toBuffer()),
    );
    const reordered = await reorder(listingId, [photo.id, svg.id]);
    expect(reordered.status).toBe(200);
    expect(
      (await json<AdminListingImages>(reordered)).images.map((image) => [image.id, image.position]),
    ).toEqual([
      [photo.id, 0],
      [svg.id, 1],
    ]);

    const search = await json<{ items: ListingSummary[] }>(await ctx.request('/api/listings?makes=Volvo'));
    expect(search.items.find((item) => item.id === listingId)?.image).toBe(photo.card_url);
    const detail = await json<ListingDetail>(await ctx.request(`/api/listings/${listingId}`));
    expect(detail.image).toBe(photo.card_url);
    expect(detail.images).toEqual([
      { url: photo.detail_url, card_url: photo.card_url, processed_url: null, position: 0 },
      { url: svg.url, card_url: svg.url, processed_url: null, position: 1 },
    ]);
    const served = await ctx.request(photo.detail_url);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses an order that is not exactly the listing’s images', async () => {
    const listingId = ids[0] as string;
    const [first, second] = (await list(listingId)).images as [AdminListingImage, AdminListingImage];
    await expectRefused(await reorder(listingId, [first.id]), 'INVALID_IMAGE_ORDER');
    await expectRefused(await reorder(listingId, [first.id, first.id]), 'INVALID_IMAGE_ORDER');
    await expectRefused(await reorder(listingId, [first.id, ids[1] as string]), 'INVALID_IMAGE_ORDER');
    expect((await reorder(listingId, ['x', 'y'])).status).toBe(400);
    expect((await reorder('00000000-0000-4000-8000-000000000000', [])).status).toBe(404);
    expect((await list(listingId)).images.map((image) => image.id)).toEqual([first.id, second.id]);
  });

  it('deletes an image, closes the gap, and deletes its files only when nothing else uses them', async () => {
    const png = await solid(900, 600, '#654321').png().toBuffer();
    const onFirst = await json<AdminListingImage>(await upload(ids[3] as string, png));
    const { listing_version: _version, ...second } = await json<UploadedListingImage>(
      await upload(ids[3] as string, await solid(900, 600, '#abcdef').png().toBuffer()),
    );
    const shared = await json<AdminListingImage>(await upload(ids[0] as string, png));
    expect(shared.url).toBe(onFirst.url);

    const afterFirst = await remove(ids[3] as string, onFirst.id);
    expect(afterFirst.status).toBe(200);
    expect((await json<AdminListingImages>(afterFirst)).images).toEqual([{ ...second, position: 0 }]);
    for (const url of [onFirst.url, onFirst.card_url, onFirst.detail_url]) {
      expect((await ctx.request(url)).status).toBe(200);
    }

    expect((await remove(ids[0] as string, shared.id)).status).toBe(200);
    for (const url of [onFirst.url, onFirst.card_url, onFirst.detail_url]) {
      expect((await ctx.request(url)).status).toBe(404);
    }
    expect((await remove(ids[0] as string, shared.id)).status).toBe(404);
    const shas = [onFirst.url, onFirst.card_url, onFirst.detail_url].map(shaOf);
    const left = await queryRows(
      ctx.handle.db,
      sql`select 1 from files where sha256 in (${sql.join(shas, sql`, `)})`,
    );
    expect(left).toHaveLength(0);
  });

  it('records every write in the audit log with the admin who made it', async () => {
    const rows = await queryRows<{ action: string; entity_id: string; actor_email: string; after: unknown }>(
      ctx.handle.db,
      sql`select action, entity_id, actor_email, after from audit_log where entity = 'image' order by at`,
    );
    expect(rows.every((row) => row.actor_email === ADMIN.email)).toBe(true);
    const count = (action: string, listingId: string) =>
      rows.filter((row) => row.action === action && row.entity_id === listingId).length;
    expect(count('upload', ids[1] as string)).toBe(4);
    expect(count('upload', ids[2] as string)).toBe(10);
    expect(count('reorder', ids[0] as string)).toBe(1);
    expect(count('delete', ids[3] as string)).toBe(1);
    expect(count('delete', ids[0] as string)).toBe(1);
    // 18 uploads (4 + 10 + 2 + 2), 1 reorder, 2 deletes; refused writes leave no trace.
    expect(rows).toHaveLength(18 + 1 + 2);
  });
});

describe('wiping the catalogue', () => {
  it('deletes the resized copies with the originals', async () => {
    const image = await json<AdminListingImage>(
      await upload(ids[1] as string, await solid(700, 500, '#777777').png().toBuffer()),
    );
    await wipeCatalog(ctx.handle.db);
    const shas = [image.url, image.card_url, image.detail_url].map(shaOf);
    const left = await queryRows(
      ctx.handle.db,
      sql`select 1 from files where sha256 in (${sql.join(shas, sql`, `)})`,
    );
    expect(left).toHaveLength(0);
  });
});
