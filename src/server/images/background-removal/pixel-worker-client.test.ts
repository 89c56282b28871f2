import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { carScene } from '../../../../tests/images/car-scene';
import { createPixelWorker, type PixelWorker, PixelWorkerError, pixelWorker } from './pixel-worker-client';

const standIn = new URL('./testing/misbehaving-pixel-worker.mjs', import.meta.url);
const image = (width: number, height = 2) => ({ data: new Uint8Array(width * height * 3), width, height });
const workers: PixelWorker[] = [];
const withStandIn = (timeoutMs?: number) => {
  const worker = createPixelWorker({ workerUrl: standIn, ...(timeoutMs ? { timeoutMs } : {}) });
  workers.push(worker);
  return worker;
};

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
});

describe('the pixel worker', () => {
  it('estimates the mask off the main thread: timers scheduled meanwhile fire before it answers', async () => {
    const scene = carScene('gradient');
    const events: string[] = [];
    const answer = pixelWorker
      .run('estimateForeground', { data: scene.rgb, width: scene.width, height: scene.height })
      .then((estimate) => {
        events.push('estimate');
        return estimate;
      });
    // The photo's pixels moved to the worker rather than being copied.
    expect(scene.rgb.byteLength).toBe(0);
    // Three timers, each scheduled from the one before: each needs another turn of the event loop.
    setTimeout(() => {
      events.push('timer 1');
      setTimeout(() => {
        events.push('timer 2');
        setTimeout(() => events.push('timer 3'));
      });
    });
    const estimate = await answer;
    expect(events).toEqual(['timer 1', 'timer 2', 'timer 3', 'estimate']);
    expect(estimate.confidence).toBeGreaterThanOrEqual(0.5);
    expect(estimate.mask).toMatchObject({ width: 800, height: 600 });
  });

  it.each([
    ['exits', 1, /exited with code 7/],
    ['throws', 2, /crashed: the stand-in broke/],
  ])(
    'answers an error when the worker %s, and starts a fresh one for the next task',
    async (_, width, message) => {
      const worker = withStandIn();
      const before = await worker.run('estimateForeground', image(10));
      await expect(worker.run('estimateForeground', image(width))).rejects.toThrow(message);
      const after = await worker.run('estimateForeground', image(10));
      expect(after.confidence).not.toBe(before.confidence); // another thread id
      expect(after.mask.data.byteLength).toBe(20);
    },
  );

  it('stops a worker that never answers and starts a fresh one', async () => {
    const worker = withStandIn(1500);
    const first = await worker.run('estimateForeground', image(10));
    const hung = worker.run('estimateForeground', image(3));
    await expect(hung).rejects.toBeInstanceOf(PixelWorkerError);
    await expect(hung).rejects.toThrow(/no answer within 1500 ms/);
    const next = await worker.run('estimateForeground', image(10));
    expect(next.confidence).not.toBe(first.confidence);
  });

  it('passes a failed task on as an error and keeps the same worker', async () => {
    const worker = withStandIn();
    const first = await worker.run('estimateForeground', image(10));
    await expect(worker.run('estimateForeground', image(4))).rejects.toThrow(
      /task failed: the stand-in refused/,
    );
    expect((await worker.run('estimateForeground', image(10))).confidence).toBe(first.confidence);
  });

  it('does not keep a process alive once its tasks are answered (node --import tsx, as the server runs)', async () => {
    const client = fileURLToPath(new URL('./pixel-worker-client.ts', import.meta.url));
    const script = `
      const { pixelWorker } = await import(${JSON.stringify(client)});
      const data = new Uint8Array(120 * 90 * 3).fill(250);
      const estimate = await pixelWorker.run('estimateForeground', { data, width: 120, height: 90 });
      console.log('answered', estimate.weakest);`;
    // Were the idle worker still referenced, the process would never end and the timeout would kill it.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { timeout: 12_000 },
    );
    expect(stdout.trim()).toBe('answered NO_CAR_FOUND');
  });
});
