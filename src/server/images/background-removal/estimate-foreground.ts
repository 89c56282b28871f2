import type { NotSeparableReason } from '../../../domain/images/background-removal-rules';
import { distanceFromBackground, fitBackgroundModel, type RgbImage } from './background-model';
import { type BinaryMask, close, countSet, dilate, fillHoles, keepMainComponents, open } from './binary-mask';
import { removeCastShadow } from './cast-shadow';
import { edgeSupport } from './edge-support';

export type ForegroundEstimate = {
  mask: BinaryMask;
  /** 0–1: the weakest of the separate pieces of evidence below. */
  confidence: number;
  /** The piece of evidence that set the confidence, when it is too low to trust the cut-out. */
  weakest: NotSeparableReason;
  evidence: Record<NotSeparableReason, number>;
};

/**
 * A step this large (per channel, 8-bit) near the mask's outline counts as the photo's own edge; at
 * least 4 × the frame's noise, so a grainy backdrop's speckle is no edge.
 */
const MIN_EDGE_STEP = 20;

/**
 * Tells the car from the backdrop in a small RGB image. A pixel belongs to the car when it is further
 * from the modelled backdrop than the backdrop's own noise allows (three times its 90th percentile, at
 * least 16 units so JPEG ringing on a clean backdrop stays backdrop). The raw classification is then
 * cleaned: what a closed outline encloses filled, specks opened away, the main body (and parts at least
 * a fifth of its size, such as a wheel seen apart) kept, gaps closed, holes filled so windows and tyres
 * stay part of the car, and the car's own cast shadow on the floor taken out (`removeCastShadow`).
 * The steps are plain JavaScript over every pixel: the server runs them in the pixel worker
 * (`pixel-worker-client.ts`), never on the main thread.
 */
export function estimateForeground(image: RgbImage): ForegroundEstimate {
  const { width, height } = image;
  const model = fitBackgroundModel(image);
  const threshold = Math.max(16, 3 * model.borderNoise);
  const distance = distanceFromBackground(image, model);
  const raw: BinaryMask = { width, height, data: new Uint8Array(width * height) };
  for (let i = 0; i < distance.length; i += 1) raw.data[i] = (distance[i] ?? 0) > threshold ? 1 : 0;

  const radius = Math.max(1, Math.round(Math.min(width, height) / 300));
  // Filling before the opening keeps what a thin dark outline encloses: the panels of a white car on a
  // white backdrop are as light as the backdrop, but its silhouette line is not.
  const enclosed = fillHoles(close(raw, 1));
  const opened = open(enclosed, radius);
  const main = keepMainComponents(opened, 0.2);
  const withShadow = fillHoles(close(main, radius * 2));
  const mask = keepMainComponents(open(removeCastShadow(image, model, withShadow), radius), 0.2);

  const support = edgeSupport(image, mask, Math.max(MIN_EDGE_STEP, 4 * model.borderNoise));
  const evidence = {
    ...weighEvidence(raw, main, mask, model.borderNoise),
    LOW_CONTRAST: ramp(support, 0.7, 0.85),
  };
  const [weakest, confidence] = (Object.entries(evidence) as [NotSeparableReason, number][]).reduce(
    (low, entry) => (entry[1] < low[1] ? entry : low),
  );
  return { mask, confidence, weakest, evidence };
}

/**
 * Each score is 1 when the photo looks like a car on a studio backdrop and falls to 0 where a cut-out
 * would be a guess: a noisy frame (busy backdrop), almost nothing or almost everything found, the car
 * spilling over much of the frame, or the raw classification scattered over the photo instead of
 * forming one body. The fifth, `LOW_CONTRAST`, is the share of the outline running along a visible
 * edge (0.7 → 0, 0.85 → 1): a correct cut-out follows the silhouette (≥ 0.9 on every generated
 * scene it got right); one that lost paint as light as the backdrop crosses smooth paint (≈ 0.5).
 */
function weighEvidence(
  raw: BinaryMask,
  main: BinaryMask,
  mask: BinaryMask,
  borderNoise: number,
): Omit<Record<NotSeparableReason, number>, 'LOW_CONTRAST'> {
  const pixels = mask.width * mask.height;
  const coverage = countSet(mask) / pixels;
  const rawCount = countSet(raw);
  // Raw pixels near the kept body (within a few pixels) count as the body's: antialiased edges and
  // small reflections are not fragmentation.
  const nearMain = dilate(main, Math.max(2, Math.round(Math.min(mask.width, mask.height) / 100)));
  let rawNearMain = 0;
  for (let i = 0; i < raw.data.length; i += 1) rawNearMain += raw.data[i] && nearMain.data[i] ? 1 : 0;
  return {
    BUSY_BACKGROUND: ramp(borderNoise, 45, 20),
    NO_CAR_FOUND: ramp(coverage, 0.01, 0.04),
    CAR_FILLS_PHOTO: Math.min(ramp(coverage, 0.92, 0.8), ramp(frameTouch(mask), 0.4, 0.2)),
    FRAGMENTED: rawCount === 0 ? 0 : ramp(rawNearMain / rawCount, 0.6, 0.9),
  };
}

/** Linear from 0 at `zeroAt` to 1 at `oneAt` (either order), clamped. */
function ramp(value: number, zeroAt: number, oneAt: number): number {
  const t = (value - zeroAt) / (oneAt - zeroAt);
  return Math.min(1, Math.max(0, t));
}

/** Share of the frame's pixels covered by the mask. */
function frameTouch(mask: BinaryMask): number {
  const { width, height, data } = mask;
  let touching = 0;
  for (let x = 0; x < width; x += 1) touching += (data[x] ?? 0) + (data[(height - 1) * width + x] ?? 0);
  for (let y = 0; y < height; y += 1) touching += (data[y * width] ?? 0) + (data[y * width + width - 1] ?? 0);
  return touching / (2 * (width + height));
}
