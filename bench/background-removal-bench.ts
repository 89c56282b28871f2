/**
 * `npx tsx bench/background-removal-bench.ts`: background removal on generated 1600 × 1200 car photos
 * (JPEG, one per backdrop): IoU of the cut-out against the known mask, confidence, and the time per
 * photo (median of three runs) for finding the car alone and for the whole removal (check, decode,
 * mask, compose, card and detail WebP, full PNG).
 */
import sharp from 'sharp';
import { cutOutCar } from '../src/server/images/background-removal/cut-out-car';
import { removeBackground } from '../src/server/images/background-removal/remove-background';
import { type Backdrop, carScene, intersectionOverUnion } from '../tests/images/car-scene';

const backdrops: Backdrop[] = ['white', 'grey', 'gradient', 'showroom', 'noisy', 'busy'];
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

console.log('backdrop   IoU     confidence  find car (ms)  whole removal (ms)  result');
for (const backdrop of backdrops) {
  const scene = carScene(backdrop, 1600, 1200);
  const jpeg = await sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
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
    `${backdrop.padEnd(10)} ${iou.toFixed(4)}  ${cut.estimate.confidence.toFixed(2).padStart(10)}  ${String(findMs).padStart(13)}  ${String(wholeMs).padStart(18)}  ${outcome}`,
  );
}
