import sharp from 'sharp';
import { asImageRejection, uploadedImageSharpOptions } from '../uploaded-image-checks';
import type { RgbImage } from './background-model';
import type { ForegroundEstimate } from './estimate-foreground';
import { pixelWorker } from './pixel-worker-client';

/** The photo as worked on: at most this many pixels on its long side (the detail box is 1600 wide). */
const WORK_MAX_SIDE = 2400;
/** The classification runs on a copy this small; the mask is scaled back up and feathered. */
const ANALYSIS_MAX_SIDE = 800;

/** Where the mask is estimated: the pixel worker, or (for comparison in the bench) the caller's thread. */
export type EstimateForeground = (image: RgbImage) => Promise<ForegroundEstimate>;
const inPixelWorker: EstimateForeground = (image) => pixelWorker.run('estimateForeground', image);

export type CarCutOut = {
  /** The upright photo at working size, RGB. */
  rgb: Buffer;
  /** The car's opacity per pixel at working size, feathered at the edge. */
  alpha: Buffer;
  width: number;
  height: number;
  estimate: ForegroundEstimate;
};

/**
 * Finds the car in a checked upload (see `checkUploadedImage`): decodes it upright at working size,
 * estimates the car's mask on a small, median-filtered copy (the median removes sensor noise and JPEG
 * speckle but keeps edges) in the pixel worker, and scales the mask back up with a soft edge.
 */
export async function cutOutCar(
  input: Uint8Array,
  estimate: EstimateForeground = inPixelWorker,
): Promise<CarCutOut> {
  // Only decoding the upload can fail because of the upload; any later failure is ours (a 500).
  const work = await asImageRejection(() =>
    sharp(input, uploadedImageSharpOptions)
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width: WORK_MAX_SIDE, height: WORK_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const { width, height } = work.info;
  const analysis = await sharp(work.data, { raw: { width, height, channels: 3 } })
    .resize({ width: ANALYSIS_MAX_SIDE, height: ANALYSIS_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .median(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const found = await estimate({
    data: analysis.data,
    width: analysis.info.width,
    height: analysis.info.height,
  });
  const scale = width / analysis.info.width;
  const mask = Buffer.from(found.mask.data.map((value) => value * 255));
  const alpha = await sharp(mask, {
    raw: { width: analysis.info.width, height: analysis.info.height, channels: 1 },
  })
    .resize({ width, height, fit: 'fill', kernel: 'linear' })
    .blur(Math.max(0.6, 0.7 * scale))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { rgb: work.data, alpha, width, height, estimate: found };
}
