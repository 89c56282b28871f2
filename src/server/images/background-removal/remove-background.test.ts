import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type Backdrop,
  type CarLook,
  carScene,
  intersectionOverUnion,
} from '../../../../tests/images/car-scene';
import { ImageRejectedError } from '../uploaded-image-checks';
import { cutOutCar } from './cut-out-car';
import { removeBackground } from './remove-background';

const asJpeg = (scene: ReturnType<typeof carScene>) =>
  sharp(scene.rgb, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();

/**
 * The thresholds: a cut-out that is right up to its 1–2 px feathered, JPEG-blurred edge scores ≥ 0.97
 * on these 800 × 600 scenes (the edge band is ~3 % of the car's area), while losing a wheel (~7 %) or
 * the windows (~8 %), or keeping a strip of backdrop, drops it below 0.95. Light noise blurs the edge a
 * little more, so it gets 0.9.
 */
const cases: [Backdrop, number][] = [
  ['white', 0.95],
  ['grey', 0.95],
  ['gradient', 0.95],
  ['showroom', 0.95],
  ['noisy', 0.9],
];

describe('cutOutCar', () => {
  it.each(cases)('finds the car on a %s backdrop (IoU ≥ %s)', async (backdrop, threshold) => {
    const scene = carScene(backdrop);
    const cut = await cutOutCar(await asJpeg(scene));
    expect(cut.estimate.confidence).toBeGreaterThanOrEqual(0.5);
    expect(intersectionOverUnion(cut.alpha, scene.mask)).toBeGreaterThanOrEqual(threshold);
  });

  // Low contrast: a white car's upper panels are as light as a white backdrop (only its silhouette's
  // shade and its dark parts show), a silver car's paint passes through the backdrop's grey, and a
  // car's own cast shadow darkens the floor like a dark car would.
  const hardCases: [string, Backdrop, CarLook][] = [
    ['a white car on a white backdrop', 'white', { paint: 'white' }],
    ['a silver car on a grey backdrop', 'grey', { paint: 'silver' }],
    ['a white car on a gradient', 'gradient', { paint: 'white' }],
    ['a red car with its cast shadow on white', 'white', { castShadow: true }],
    ['a red car with its cast shadow in a showroom', 'showroom', { castShadow: true }],
    ['a white car with its cast shadow in a showroom', 'showroom', { paint: 'white', castShadow: true }],
    ['a silver car with its cast shadow on grey', 'grey', { paint: 'silver', castShadow: true }],
  ];
  it.each(hardCases)('finds %s (IoU ≥ 0.95; a cast shadow is left behind)', async (_, backdrop, look) => {
    const scene = carScene(backdrop, 800, 600, 7, look);
    const cut = await cutOutCar(await asJpeg(scene));
    expect(cut.estimate.confidence).toBeGreaterThanOrEqual(0.5);
    expect(intersectionOverUnion(cut.alpha, scene.mask)).toBeGreaterThanOrEqual(0.95);
  });

  it('scales the mask found on the small copy back up to a 1600 × 1200 photo', async () => {
    const scene = carScene('gradient', 1600, 1200);
    const cut = await cutOutCar(await asJpeg(scene));
    expect([cut.width, cut.height]).toEqual([1600, 1200]);
    expect(intersectionOverUnion(cut.alpha, scene.mask)).toBeGreaterThanOrEqual(0.95);
  });
});

describe('removeBackground', () => {
  it('reports a busy backdrop as not separable instead of guessing', async () => {
    const result = await removeBackground(await asJpeg(carScene('busy')));
    expect(result).toMatchObject({ separable: false, reason: 'BUSY_BACKGROUND' });
    expect(result.confidence).toBeLessThan(0.5);
  });

  it('keeps the original of a white car whose roof is exactly as light as the white backdrop', async () => {
    const scene = carScene('white', 800, 600, 7, { paint: 'white', silhouetteShade: false });
    const cut = await cutOutCar(await asJpeg(scene));
    // What can be seen is cut well below the bar: the roof and upper panels are lost.
    expect(intersectionOverUnion(cut.alpha, scene.mask)).toBeLessThan(0.8);
    const result = await removeBackground(await asJpeg(scene));
    expect(result).toMatchObject({ separable: false, reason: 'LOW_CONTRAST' });
    expect(result.confidence).toBeLessThan(0.5);
  });

  it('never passes off a broken cut-out as separable, yet separates what can be seen', async () => {
    const backdrops: Backdrop[] = ['white', 'grey', 'gradient', 'showroom', 'noisy'];
    const looks: CarLook[] = [
      {},
      { paint: 'white' },
      { paint: 'silver' },
      { paint: 'white', silhouetteShade: false },
      { paint: 'silver', silhouetteShade: false },
    ];
    const confidentButBroken: string[] = [];
    const keptOriginal: string[] = [];
    for (const backdrop of backdrops) {
      for (const look of looks) {
        for (const castShadow of [false, true]) {
          const scene = carScene(backdrop, 480, 360, 11, { ...look, castShadow });
          const cut = await cutOutCar(await asJpeg(scene));
          const iou = intersectionOverUnion(cut.alpha, scene.mask);
          const name = `${look.paint ?? 'red'} car on ${backdrop} ${JSON.stringify({ ...look, castShadow })}`;
          if (cut.estimate.confidence < 0.5) keptOriginal.push(name);
          else if (iou < 0.9) confidentButBroken.push(`${name}: IoU ${iou.toFixed(3)}`);
        }
      }
    }
    expect(confidentButBroken).toEqual([]);
    // Only a white car on a white backdrop is hard enough to keep the original (at this small size
    // even its silhouette's shade is under 2 px); every other scene of the 50 is cut out.
    expect(keptOriginal.length).toBeGreaterThanOrEqual(2);
    for (const name of keptOriginal) expect(name).toMatch(/^white car on white /);
  }, 60_000);

  it('trims the car with padding and a shadow, and makes card and detail sizes with transparency', async () => {
    const result = await removeBackground(await asJpeg(carScene('showroom')));
    if (!result.separable) throw new Error(`not separable: ${result.reason}`);
    // The car spans 600 × 290 px of the scene; padding is max(20 px, 5 % of 600) = 30 px a side.
    expect(result.cutOut.width).toBeGreaterThanOrEqual(600 + 2 * 30);
    expect(result.cutOut.width).toBeLessThanOrEqual(600 + 2 * 30 + 6);
    const corner = await sharp(result.cutOut.bytes)
      .extract({ left: 0, top: 0, width: 30, height: 30 })
      .raw()
      .toBuffer();
    expect(Math.max(...corner.filter((_, i) => i % 4 === 3))).toBe(0);
    // The ground shadow: under the middle of the car (between the wheels, below the sills, so no car
    // pixel) a soft, semi-transparent patch.
    const column = await sharp(result.cutOut.bytes)
      .extract({
        left: Math.round(result.cutOut.width / 2),
        top: result.cutOut.height - 70,
        width: 1,
        height: 70,
      })
      .raw()
      .toBuffer();
    const shadowAlpha = Math.max(...column.filter((_, i) => i % 4 === 3));
    expect(shadowAlpha).toBeGreaterThan(40);
    expect(shadowAlpha).toBeLessThan(160);

    for (const [image, box] of [
      [result.card, { width: 800, height: 500 }],
      [result.detail, { width: 1600, height: 1000 }],
    ] as const) {
      const meta = await sharp(image.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', hasAlpha: true });
      expect(meta.width).toBeLessThanOrEqual(box.width);
      expect(meta.height).toBeLessThanOrEqual(box.height);
    }
  });

  it('refuses what is not a PNG, JPEG or WebP by its content', async () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj');
    await expect(removeBackground(pdf)).rejects.toEqual(new ImageRejectedError('UNSUPPORTED_IMAGE_TYPE'));
    await expect(removeBackground(new Uint8Array(0))).rejects.toEqual(new ImageRejectedError('EMPTY_FILE'));
  });
});
