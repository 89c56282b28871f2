import { describe, expect, it } from 'vitest';
import type { RgbImage } from './background-model';
import type { BinaryMask } from './binary-mask';
import { edgeSupport } from './edge-support';

const WIDTH = 60;
const HEIGHT = 40;
type Box = { left: number; right: number; top: number; bottom: number };

/** A light backdrop with a box painted row by row. */
function photo(box: Box, paint: (y: number) => number): RgbImage {
  const data = new Uint8Array(WIDTH * HEIGHT * 3).fill(245);
  for (let y = box.top; y < box.bottom; y += 1) {
    for (let x = box.left; x < box.right; x += 1)
      data.fill(paint(y), (y * WIDTH + x) * 3, (y * WIDTH + x) * 3 + 3);
  }
  return { width: WIDTH, height: HEIGHT, data };
}

function maskOf(box: Box): BinaryMask {
  const data = new Uint8Array(WIDTH * HEIGHT);
  for (let y = box.top; y < box.bottom; y += 1) data.fill(1, y * WIDTH + box.left, y * WIDTH + box.right);
  return { width: WIDTH, height: HEIGHT, data };
}

const car = { left: 15, right: 45, top: 10, bottom: 30 };

describe('edgeSupport', () => {
  it('is 1 for a mask that follows the photo’s edge, within the blur of a few pixels', () => {
    const image = photo(car, () => 90);
    expect(edgeSupport(image, maskOf(car), 20)).toBe(1);
    expect(edgeSupport(image, maskOf({ left: 17, right: 43, top: 12, bottom: 28 }), 20)).toBe(1);
  });

  it('is 0 for a mask whose outline lies on the plain backdrop, far from the edge', () => {
    const image = photo(car, () => 90);
    expect(edgeSupport(image, maskOf({ left: 5, right: 55, top: 2, bottom: 38 }), 20)).toBe(0);
  });

  it('drops where the mask lost paint as light as the backdrop and its outline crosses smooth paint', () => {
    // The paint darkens gently from the backdrop's 245 at the top to 215 at the bottom; only the
    // rows at least 10 darker than the backdrop were found, so the top of the mask cuts through paint.
    const image = photo(car, (y) => 245 - 1.5 * (y - car.top));
    const found = maskOf({ ...car, top: car.top + 7 });
    const support = edgeSupport(image, found, 20);
    expect(support).toBeGreaterThan(0.3);
    expect(support).toBeLessThan(0.8);
  });

  it('asks for a larger step than `minStep` allows to count', () => {
    const image = photo(car, () => 230);
    expect(edgeSupport(image, maskOf(car), 10)).toBe(1);
    expect(edgeSupport(image, maskOf(car), 20)).toBe(0);
  });

  it('does not count the frame as outline: a car cut by the frame is judged by its visible edge', () => {
    const cut = { left: 0, right: 30, top: 10, bottom: 40 };
    expect(
      edgeSupport(
        photo(cut, () => 90),
        maskOf(cut),
        20,
      ),
    ).toBe(1);
  });
});
