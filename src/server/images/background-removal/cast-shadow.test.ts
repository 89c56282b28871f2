import { describe, expect, it } from 'vitest';
import type { BackgroundModel, RgbImage } from './background-model';
import type { BinaryMask } from './binary-mask';
import { removeCastShadow } from './cast-shadow';

const WIDTH = 80;
const HEIGHT = 60;
const FLOOR = 200;
const CAR = { left: 20, right: 60, top: 10, bottom: 40 };
const SHADOW_BOTTOM = 48;

/**
 * A plain grey backdrop, a car of `paint` (rows 10–39) and, under it, a soft shadow: the floor ramps
 * from 60 % of its brightness back to its own over eight rows. The mask holds the car and its shadow,
 * as the colour classification finds them.
 */
function sceneWithShadow(paint: [number, number, number]) {
  const image: RgbImage = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT * 3) };
  const mask: BinaryMask = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT) };
  for (let y = 0; y < HEIGHT; y += 1) {
    for (let x = 0; x < WIDTH; x += 1) {
      const i = y * WIDTH + x;
      const inCar = x >= CAR.left && x < CAR.right && y >= CAR.top && y < CAR.bottom;
      const inShadow = x >= CAR.left - 4 && x < CAR.right + 4 && y >= CAR.bottom && y < SHADOW_BOTTOM;
      const shade = inShadow ? 0.6 + (0.4 * (y - CAR.bottom)) / (SHADOW_BOTTOM - CAR.bottom) : 1;
      const colour = inCar ? paint : [FLOOR * shade, FLOOR * shade, FLOOR * shade];
      for (let c = 0; c < 3; c += 1) image.data[i * 3 + c] = Math.round(colour[c] ?? 0);
      mask.data[i] = inCar || (inShadow && shade < 0.95) ? 1 : 0;
    }
  }
  return { image, mask };
}

const plainBackdrop: BackgroundModel = {
  data: new Float32Array(WIDTH * HEIGHT * 3).fill(FLOOR),
  borderNoise: 0,
};

function rowsSet(mask: BinaryMask, column: number): number[] {
  const rows: number[] = [];
  for (let y = 0; y < HEIGHT; y += 1) if (mask.data[y * WIDTH + column]) rows.push(y);
  return rows;
}

const carRows = Array.from({ length: CAR.bottom - CAR.top }, (_, i) => CAR.top + i);

describe('removeCastShadow', () => {
  it('takes the soft shadow under a red car out of the mask and keeps the car', () => {
    const { image, mask } = sceneWithShadow([178, 34, 52]);
    const result = removeCastShadow(image, plainBackdrop, mask);
    for (const column of [CAR.left, 40, CAR.right - 1]) expect(rowsSet(result, column)).toEqual(carRows);
    expect(rowsSet(result, CAR.left - 2)).toEqual([]);
  });

  it('stops at the sharp silhouette of a grey car whose paint is as grey as the shadow', () => {
    const { image, mask } = sceneWithShadow([150, 150, 150]);
    const result = removeCastShadow(image, plainBackdrop, mask);
    for (const column of [CAR.left, 40, CAR.right - 1]) {
      const rows = rowsSet(result, column);
      expect(rows.slice(0, carRows.length)).toEqual(carRows);
      // The shadow's first row, right against the car's step, may stay; the rest of it goes.
      expect(rows.length).toBeLessThanOrEqual(carRows.length + 1);
    }
  });

  it('keeps a dark car part that meets the floor without a shadow (no soft ramp to walk)', () => {
    const { image, mask } = sceneWithShadow([178, 34, 52]);
    // A grey bumper on the lowest rows of the car, straight above unshaded floor.
    for (let y = CAR.bottom - 4; y < CAR.bottom; y += 1) {
      for (let x = CAR.left; x < CAR.right; x += 1)
        image.data.fill(120, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
    }
    for (let y = CAR.bottom; y < SHADOW_BOTTOM; y += 1) {
      for (let x = 0; x < WIDTH; x += 1) {
        image.data.fill(FLOOR, (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
        mask.data[y * WIDTH + x] = 0;
      }
    }
    const result = removeCastShadow(image, plainBackdrop, mask);
    expect(rowsSet(result, 40)).toEqual(carRows);
  });
});
