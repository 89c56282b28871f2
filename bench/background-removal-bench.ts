/**
 * `npm run bench:background-removal`: background removal on generated 1600 × 1200 car photos (JPEG,
 * one per scene: six backdrops, then low-contrast paint, cast shadows and a white car with no visible edge).
 * 1. IoU of the cut-out against the known mask, confidence, and the time per photo (median of three
 *    runs) for finding the car alone and for the whole removal (check, decode, mask, compose, card and
 *    detail WebP, full PNG), with the mask estimated in the pixel worker.
 * 2. The event loop's delay (p50/p99/max, `monitorEventLoopDelay`) while every photo is removed three
 *    times, with the mask estimated on the main thread (before the worker) and in the pixel worker.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { cutOutCar, type EstimateForeground } from '../src/server/images/background-removal/cut-out-car';
import { estimateForeground } from '../src/server/images/background-removal/estimate-foreground';
import { pixelWorker } from '../src/server/images/background-removal/pixel-worker-client';
import { removeBackground } from '../src/server/images/background-removal/remove-background';
import { type Backdrop, type CarLook, carScene, intersectionOverUnion } from '../tests/images/car-scene';

const scenes: [string, Backdrop, CarLook][] = [
  ['white', 'white', {}],
  ['grey', 'grey', {}],
  ['gradient', 'gradient', {}],
  ['showroom', 'showroom', {}],
  ['noisy', 'noisy', {}],
  ['busy', 'busy', {}],
  ['white car on white', 'white', { paint: 'white' }],
  ['silver car on grey', 'grey', { paint: 'silver' }],
  ['red + cast shadow', 'white', { castShadow: true }],
  ['showroom + shadow', 'showroom', { paint: 'white', castShadow: true }],
  ['silver + shadow', 'grey', { paint: 'silver', castShadow: true }],
  ['white car, no edge', 'white', { paint: 'white', silhouetteShade: false }],
];
const RUNS = 3;

async function medianMs(task: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(RUNS / 2)] ?? 0);
}

const photos = await Promise.all(
  scenes.map(async ([label, backdrop, look]) => {
    const scene = carScene(backdrop, 1600, 1200, 7, look);
    const jpeg = await sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
      .jpeg({ quality: 88 })
      .toBuffer();
    return { label, scene, jpeg };
  }),
);
// The worker starts at its first task (tsx compiles its code): not part of any photo's time.
await cutOutCar(photos[0]?.jpeg ?? new Uint8Array());

console.log('scene               IoU     confidence  find car (ms)  whole removal (ms)  result');
for (const { label, scene, jpeg } of photos) {
  const cut = await cutOutCar(jpeg);
  const iou = intersectionOverUnion(cut.alpha, scene.mask);
  const findMs = await medianMs(() => cutOutCar(jpeg));
  let outcome = '';
  const wholeMs = await medianMs(async () => {
    const result = await removeBackground(jpeg);
    outcome = result.separable
      ? `card ${result.card.width}×${result.card.height} ${Math.round(result.card.bytes.byteLength / 1024)} kB, detail ${result.detail.width}×${result.detail.height} ${Math.round(result.detail.bytes.byteLength / 1024)} kB`
      : `not separable (${result.reason})`;
  });
  console.log(
    `${label.padEnd(19)} ${iou.toFixed(4)}  ${cut.estimate.confidence.toFixed(2).padStart(10)}  ${String(findMs).padStart(13)}  ${String(wholeMs).padStart(18)}  ${outcome}`,
  );
}

const where: [string, EstimateForeground][] = [
  ['main thread', async (image) => estimateForeground(image)],
  ['pixel worker', (image) => pixelWorker.run('estimateForeground', image)],
];
const ms = (nanoseconds: number) => (nanoseconds / 1e6).toFixed(1).padStart(7);
console.log(`\nevent-loop delay while removing ${photos.length} photos × ${RUNS} (ms; per photo: median ms)`);
console.log('mask estimated on     p50      p99      max   per photo');
for (const [label, estimate] of where) {
  const times: number[] = [];
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  for (let run = 0; run < RUNS; run += 1) {
    for (const { jpeg } of photos) {
      const started = performance.now();
      await removeBackground(jpeg, { estimate });
      times.push(performance.now() - started);
    }
  }
  delay.disable();
  times.sort((a, b) => a - b);
  const median = Math.round(times[Math.floor(times.length / 2)] ?? 0);
  console.log(
    `${label.padEnd(16)} ${ms(delay.percentile(50))}  ${ms(delay.percentile(99))}  ${ms(delay.max)}  ${String(median).padStart(10)}`,
  );
}
