import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { setupApiWithCatalog } from '../../../../tests/helpers/api-test-context';
import { carScene } from '../../../../tests/images/car-scene';
import { errorCatalogue } from '../../../domain/errors/error-codes';
import type { BackgroundRemovalResponse } from '../../../domain/images/background-removal-api-types';

// The process's pixel worker, except that its first task goes to a stand-in thread that exits.
vi.mock('./pixel-worker-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('./pixel-worker-client')>();
  const crashing = original.createPixelWorker({
    workerUrl: new URL('./testing/misbehaving-pixel-worker.mjs', import.meta.url),
  });
  let tasks = 0;
  const pixelWorker: typeof original.pixelWorker = {
    ...original.pixelWorker,
    run: (task, image) =>
      tasks++ === 0 ? crashing.run(task, { ...image, width: 1 }) : original.pixelWorker.run(task, image),
  };
  return { ...original, pixelWorker };
});

const ctx = setupApiWithCatalog(() => []);

async function post() {
  const scene = carScene('grey', 480, 360);
  const jpeg = await sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)]), 'bil.jpg');
  return ctx.app.request('/api/background-removal', { method: 'POST', body: form });
}

describe('POST /api/background-removal when the pixel worker dies', () => {
  it('answers the usual Danish failure, and the next photo is processed', async () => {
    const failed = await post();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: errorCatalogue.INTERNAL.message, code: 'INTERNAL' });

    const next = await post();
    expect(next.status).toBe(200);
    expect(((await next.json()) as BackgroundRemovalResponse).separable).toBe(true);
  });
});
