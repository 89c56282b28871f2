import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCatalog } from '../../../../../tests/factories/catalog-factory';
import { ADMIN, setupAuthApp } from '../../../../../tests/helpers/auth-test-context';
import { type Backdrop, carScene } from '../../../../../tests/images/car-scene';
import { bulkInsertCatalog } from '../../../../db/catalog-writes/bulk-insert-catalog';
import { queryRows } from '../../../../db/client';
import type { AdminListingImage } from '../../../../domain/images/listing-image-api-types';
import type { ListingDetail, ListingSummary } from '../../../../domain/listings/listing-api-types';

const ctx = setupAuthApp();
let admin = '';
let listingId = '';

beforeAll(async () => {
  const bundle = buildCatalog([{ make: 'Cupra', model: 'Born' }]);
  await bulkInsertCatalog(ctx.handle.db, bundle);
  listingId = bundle.ids[0] as string;
  admin = await ctx.signIn(ADMIN);
});

/** Small photos keep the test quick; the cut-out's quality is measured in remove-background.test.ts. */
async function photo(backdrop: Backdrop) {
  const scene = carScene(backdrop, 560, 420);
  return sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function upload(bytes: Uint8Array, removeBackground?: 'true' | 'false') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'bil.jpg');
  if (removeBackground) form.append('removeBackground', removeBackground);
  const response = await ctx.request(`/api/admin/listing-images/${listingId}`, {
    method: 'POST',
    body: form,
    headers: { cookie: admin },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as AdminListingImage;
}

async function served(url: string) {
  const response = await ctx.request(url);
  expect(response.status).toBe(200);
  return sharp(Buffer.from(await response.arrayBuffer())).metadata();
}

const publicDetail = async () =>
  (await (await ctx.request(`/api/listings/${listingId}`)).json()) as ListingDetail;

describe('listing image upload with "Fjern baggrund automatisk"', () => {
  let cutOut: AdminListingImage;

  it('stores the cut-outs beside the original, and the public card and detail page prefer them', async () => {
    cutOut = await upload(await photo('showroom'), 'true');
    const removal = cutOut.background_removal;
    if (!removal?.removed) throw new Error(`background not removed: ${JSON.stringify(removal)}`);
    expect(removal.confidence).toBeGreaterThanOrEqual(0.5);

    // The original is kept as uploaded (re-encoded upright, no alpha), the cut-outs carry transparency.
    expect(await served(cutOut.url)).toMatchObject({ format: 'jpeg', width: 560, height: 420 });
    expect(await served(removal.processed_url)).toMatchObject({ format: 'webp', hasAlpha: true });
    const card = await served(removal.processed_card_url);
    expect(card).toMatchObject({ format: 'webp', hasAlpha: true });
    expect(card.width).toBeLessThanOrEqual(560);

    const search = (await (await ctx.request('/api/listings?makes=Cupra')).json()) as {
      items: ListingSummary[];
    };
    expect(search.items[0]?.image).toBe(removal.processed_card_url);
    const detail = await publicDetail();
    expect(detail.images[0]).toEqual({
      url: cutOut.detail_url,
      card_url: removal.processed_card_url,
      processed_url: removal.processed_url,
      position: 0,
    });

    const [audit] = await queryRows<{ after: { backgroundRemoval: { removed: boolean } } }>(
      ctx.handle.db,
      sql`select after from audit_log where entity = 'image' and action = 'upload'
          and after->>'imageId' = ${cutOut.id}`,
    );
    expect(audit?.after.backgroundRemoval.removed).toBe(true);
  });

  it('leaves an upload without the option as it was: no cut-outs, the plain copies on the site', async () => {
    const plain = await upload(await photo('white'), 'false');
    expect(plain.background_removal).toBeNull();
    const detail = await publicDetail();
    expect(detail.images[1]).toEqual({
      url: plain.detail_url,
      card_url: plain.card_url,
      processed_url: null,
      position: 1,
    });
  });

  it('keeps only the original of a photo it cannot separate, with the low confidence', async () => {
    const busy = await upload(await photo('busy'), 'true');
    expect(busy.background_removal).toMatchObject({ removed: false });
    expect(busy.background_removal?.confidence).toBeLessThan(0.5);
    expect((await publicDetail()).images[2]?.processed_url).toBeNull();
  });

  it('deletes the cut-outs with the image', async () => {
    const removal = cutOut.background_removal;
    if (!removal?.removed) throw new Error('expected a cut-out');
    const response = await ctx.request(`/api/admin/listing-images/${listingId}/${cutOut.id}`, {
      method: 'DELETE',
      headers: { cookie: admin },
    });
    expect(response.status).toBe(200);
    expect((await ctx.request(removal.processed_url)).status).toBe(404);
    expect((await ctx.request(removal.processed_card_url)).status).toBe(404);
  });
});
