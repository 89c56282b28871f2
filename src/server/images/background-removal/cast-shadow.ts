import type { BackgroundModel, RgbImage } from './background-model';
import type { BinaryMask } from './binary-mask';

/** A shadow darkens the floor to no less than this share of its light (a tyre's black stays car). */
const DARKEST_SHADOW = 0.3;
/** Shadow keeps the floor's hue: each channel's share of the brightness within this of the backdrop's. */
const MAX_HUE_SHIFT = 0.04;
/**
 * A silhouette is a step: even blurred by JPEG and scaling, a third or more of the brightness change
 * across five pixels happens between two of them. A shadow's edge is a ramp: a fifth of it per pixel,
 * however steep it is in a small photo.
 */
const STEP_SHARPNESS = 0.28;
/** Changes this small (8-bit) between neighbours are JPEG and sensor noise, neither step nor ramp. */
const NOISE_STEP = 6;
/** A shadow's penumbra changes the floor's brightness by at most this share of it per pixel. */
const STEEPEST_RAMP = 0.08;
/** Cast shadows lie on the floor: only the lowest part of the found shape is searched. */
const FLOOR_SHARE_OF_HEIGHT = 0.3;

/**
 * Takes the car's cast shadow (and the floor between the wheels it encloses) out of the mask: starting
 * from the backdrop around the shape, it walks into mask pixels in the lowest part of the shape that
 * look like the backdrop in shade — the backdrop's hue, between 30 % and 103 % of its brightness —
 * taking only soft steps (`isSoftStep`). A car's silhouette is a step, so the walk stops there even
 * where the paint is as grey as the shade. Searching only the lowest 30 % keeps the walk off the
 * doors and roof of a grey car on a grey backdrop.
 */
export function removeCastShadow(image: RgbImage, model: BackgroundModel, mask: BinaryMask): BinaryMask {
  const { width, height } = mask;
  const rows = setRows(mask);
  if (!rows) return mask;
  const floorTop = Math.round(rows.bottom - FLOOR_SHARE_OF_HEIGHT * (rows.bottom - rows.top + 1));
  const brightness = new Float32Array(width * height);
  const shadowLike = new Uint8Array(width * height);
  for (let i = 0; i < brightness.length; i += 1) {
    const r = image.data[i * 3] ?? 0;
    const g = image.data[i * 3 + 1] ?? 0;
    const b = image.data[i * 3 + 2] ?? 0;
    const light = (r + g + b) / 3;
    brightness[i] = light;
    if (!mask.data[i] || Math.floor(i / width) < floorTop) continue;
    const mr = model.data[i * 3] ?? 0;
    const mg = model.data[i * 3 + 1] ?? 0;
    const mb = model.data[i * 3 + 2] ?? 0;
    const modelLight = (mr + mg + mb) / 3;
    if (modelLight <= 0 || light < DARKEST_SHADOW * modelLight || light > 1.03 * modelLight) continue;
    const hueShift = Math.max(
      Math.abs(r / light - mr / modelLight),
      Math.abs(g / light - mg / modelLight),
      Math.abs(b / light - mb / modelLight),
    );
    shadowLike[i] = hueShift <= MAX_HUE_SHIFT ? 1 : 0;
  }

  const shadow = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let tail = 0;
  for (let i = 0; i < shadow.length; i += 1) {
    if (!mask.data[i]) {
      shadow[i] = 1;
      queue[tail++] = i;
    }
  }
  for (let head = 0; head < tail; head += 1) {
    const index = queue[head] as number;
    const x = index % width;
    const steps = [x > 0 ? -1 : 0, x < width - 1 ? 1 : 0, index >= width ? -width : 0];
    steps.push(index + width < shadow.length ? width : 0);
    for (const step of steps) {
      const next = index + step;
      if (step === 0 || shadow[next] || !shadowLike[next] || !isSoftStep(brightness, width, index, step))
        continue;
      shadow[next] = 1;
      queue[tail++] = next;
    }
  }
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i += 1) out[i] = mask.data[i] && !shadow[i] ? 1 : 0;
  return { width, height, data: out };
}

/**
 * A step from a pixel to its neighbour `step` away (±1 or ±width) is soft when the brightness change
 * is noise, or gentle for the brightness and a small part of the change across five pixels along the
 * line — a ramp, not a step. The neighbour must also not sit on a steep edge across the walk: an edge
 * crossed at a shallow angle looks like a ramp along it.
 */
function isSoftStep(brightness: Float32Array, width: number, from: number, step: number): boolean {
  const at = (index: number) => brightness[Math.max(0, Math.min(brightness.length - 1, index))] ?? 0;
  const to = from + step;
  const across = Math.abs(step) === 1 ? width : 1;
  const light = Math.max(at(from), at(to));
  const steepest = Math.max(NOISE_STEP, STEEPEST_RAMP * light);
  if (Math.abs(at(to + across) - at(to - across)) / 2 > steepest) return false;
  const change = Math.abs(at(to) - at(from));
  if (change <= NOISE_STEP) return true;
  if (change > steepest) return false;
  return change <= STEP_SHARPNESS * Math.abs(at(from + 3 * step) - at(from - 2 * step));
}

function setRows(mask: BinaryMask): { top: number; bottom: number } | null {
  let top = -1;
  let bottom = -1;
  for (let i = 0; i < mask.data.length; i += 1) {
    if (!mask.data[i]) continue;
    const y = Math.floor(i / mask.width);
    if (top < 0) top = y;
    bottom = y;
  }
  return top < 0 ? null : { top, bottom };
}
