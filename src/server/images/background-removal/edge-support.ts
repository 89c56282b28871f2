import type { RgbImage } from './background-model';
import type { BinaryMask } from './binary-mask';

/**
 * How far (px) around the mask's edge the photo must show its step: room for the feathered,
 * JPEG-blurred edge and for a silhouette's thin shade between paint and backdrop.
 */
const SEARCH_RADIUS = 4;

/**
 * The share of the mask's outline that runs along a visible edge in the photo: a brightness or colour
 * step of at least `minStep` within four pixels. A cut-out that follows the car's silhouette scores
 * close to 1; where paint as light as the backdrop was lost, the outline crosses smooth paint and the
 * share drops — the cut-out is then a guess there, however clean it looks.
 */
export function edgeSupport(image: RgbImage, mask: BinaryMask, minStep: number): number {
  const { width, height, data } = mask;
  let outline = 0;
  let supported = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const index = y * width + x;
      if (!data[index] || !isOutline(mask, x, y)) continue;
      outline += 1;
      if (localStep(image, x, y) >= minStep) supported += 1;
    }
  }
  return outline === 0 ? 0 : supported / outline;
}

/** A set pixel with an unset 4-neighbour inside the frame (a car cut by the frame has no outline there). */
function isOutline(mask: BinaryMask, x: number, y: number): boolean {
  const { width, height, data } = mask;
  return (
    (x > 0 && !data[y * width + x - 1]) ||
    (x < width - 1 && !data[y * width + x + 1]) ||
    (y > 0 && !data[(y - 1) * width + x]) ||
    (y < height - 1 && !data[(y + 1) * width + x])
  );
}

/** The largest per-channel range (max − min) in the square of `SEARCH_RADIUS` around a pixel. */
function localStep(image: RgbImage, cx: number, cy: number): number {
  const { width, height, data } = image;
  let largest = 0;
  for (let c = 0; c < 3; c += 1) {
    let low = 255;
    let high = 0;
    for (let y = Math.max(0, cy - SEARCH_RADIUS); y <= Math.min(height - 1, cy + SEARCH_RADIUS); y += 1) {
      for (let x = Math.max(0, cx - SEARCH_RADIUS); x <= Math.min(width - 1, cx + SEARCH_RADIUS); x += 1) {
        const value = data[(y * width + x) * 3 + c] ?? 0;
        if (value < low) low = value;
        if (value > high) high = value;
      }
    }
    largest = Math.max(largest, high - low);
  }
  return largest;
}
