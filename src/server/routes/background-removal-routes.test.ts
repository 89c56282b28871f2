import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupApiWithCatalog } from '../../../tests/helpers/api-test-context';
import { type Backdrop, carScene } from '../../../tests/images/car-scene';
import type { BackgroundRemovalResponse } from '../../domain/images/background-removal-api-types';
import {
  BACKGROUND_REMOVAL_BUSY_MESSAGE,
  KEPT_ORIGINAL_MESSAGE,
} from '../../domain/images/background-removal-rules';
import { imageUploadErrors } from '../../domain/images/listing-image-rules';
import { runBackgroundRemoval } from '../images/background-removal/background-removal-queue';

const ctx = setupApiWithCatalog(() => []);

async function photo(backdrop: Backdrop) {
  const scene = carScene(backdrop, 560, 420);
  return sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

function post(bytes?: Uint8Array) {
  const form = new FormData();
  if (bytes) form.append('file', new Blob([new Uint8Array(bytes)]), 'bil.jpg');
  return ctx.app.request('/api/background-removal', { method: 'POST', body: form });
}

const decode = (dataUrl: string) => Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');

describe('POST /api/background-removal', () => {
  it('answers the cut-out and its card and detail sizes inline, with the confidence', async () => {
    const response = await post(await photo('gradient'));
    expect(response.status).toBe(200);
    const body = (await response.json()) as BackgroundRemovalResponse;
    if (!body.separable) throw new Error(`not separable: ${body.reason}`);
    expect(body.confidence).toBeGreaterThanOrEqual(0.5);
    expect(body.card.dataUrl).toMatch(/^data:image\/webp;base64,/);
    expect(await sharp(decode(body.card.dataUrl)).metadata()).toMatchObject({
      format: 'webp',
      hasAlpha: true,
      width: body.card.width,
    });
    expect(await sharp(decode(body.cutOut.dataUrl)).metadata()).toMatchObject({
      format: 'png',
      hasAlpha: true,
    });
  });

  it('takes photos above the 1 MB JSON limit and says in Danish when it cannot separate one', async () => {
    const noise = await sharp(randomBytes(1000 * 800 * 3), { raw: { width: 1000, height: 800, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(1024 * 1024);
    const response = await post(noise);
    expect(response.status).toBe(200);
    const body = (await response.json()) as BackgroundRemovalResponse;
    expect(body).toMatchObject({ separable: false, reason: 'BUSY_BACKGROUND' });
    if (body.separable) throw new Error('expected not separable');
    expect(body.message).toContain(KEPT_ORIGINAL_MESSAGE);
  });

  it('refuses a missing file and what is not a photo by content, with the upload errors', async () => {
    const missing = await post();
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: imageUploadErrors.NO_FILE.message, code: 'NO_FILE' });
    const pdf = await post(new TextEncoder().encode('%PDF-1.7 not a car'));
    expect(pdf.status).toBe(415);
    expect(await pdf.json()).toEqual({
      error: imageUploadErrors.UNSUPPORTED_IMAGE_TYPE.message,
      code: 'UNSUPPORTED_IMAGE_TYPE',
    });
  });

  it('refuses files over 10 MB and decompression bombs before decoding them', async () => {
    const refused = async (response: Response, code: 'IMAGE_TOO_LARGE' | 'IMAGE_TOO_MANY_PIXELS') => {
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: imageUploadErrors[code].message, code });
    };
    const jpeg = await photo('white');
    // Just over 10 MB: inside the request limit, refused by the checked form; far over: by the body limit.
    await refused(
      await post(Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.byteLength)])),
      'IMAGE_TOO_LARGE',
    );
    await refused(await post(Buffer.alloc(12 * 1024 * 1024, 1)), 'IMAGE_TOO_LARGE');
    // 64 megapixels of one colour in a small PNG: refused from its header.
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await refused(await post(bomb), 'IMAGE_TOO_MANY_PIXELS');
  });

  it('answers 429 in Danish while one photo is processed and two wait', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const occupied = [
      runBackgroundRemoval(() => gate),
      runBackgroundRemoval(() => gate),
      runBackgroundRemoval(() => gate),
    ];
    try {
      const response = await post(await photo('white'));
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toEqual({
        error: BACKGROUND_REMOVAL_BUSY_MESSAGE,
        code: 'BACKGROUND_REMOVAL_BUSY',
      });
    } finally {
      release();
      await Promise.all(occupied);
    }
  });
});
