import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { AcceptedImageType } from '../../domain/images/listing-image-rules';
import { asImageRejection, checkUploadedImage, uploadedImageSharpOptions } from './uploaded-image-checks';

export { ImageRejectedError } from './uploaded-image-checks';

/**
 * Output boxes, from how the public site shows images (both 16:10, `object-contain`):
 * - card: at most ~400 CSS px wide (three columns at 1280 px, two on tablets, one full-width phone
 *   column of ≤ 430 px), so 800 × 500 is sharp on 2× screens;
 * - detail hero: 65 % of the 72 rem page, ~720 CSS px, so 1600 × 1000 covers 2× screens (and is a good
 *   og:image). Smaller uploads are never enlarged.
 */
export const LISTING_IMAGE_SIZES = {
  card: { width: 800, height: 500, quality: 80 },
  detail: { width: 1600, height: 1000, quality: 82 },
} as const;

export type StoredImage = {
  bytes: Buffer;
  contentType: string;
  sha256: string;
  width: number;
  height: number;
};

export type ProcessedListingImage = { original: StoredImage; card: StoredImage; detail: StoredImage };

/**
 * Checks an uploaded image by its content and makes what we store: the original at full size in its
 * own format, and card and detail copies in WebP. All three are turned upright by their EXIF
 * orientation and carry no metadata (sharp drops EXIF, XMP and IPTC unless asked to keep them, and
 * converts to sRGB), so no photo leaks its camera or GPS position.
 */
export function processListingImage(input: Uint8Array): Promise<ProcessedListingImage> {
  return withProcessingSlot(() => processNow(input));
}

/**
 * Images decoded at once by this process: a 50 MP photo needs ~150 MB while it is decoded, so a burst
 * of uploads waits in line instead of exhausting memory (sharp still uses several threads per image).
 */
const MAX_CONCURRENT = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withProcessingSlot<T>(task: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await task();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

async function processNow(input: Uint8Array): Promise<ProcessedListingImage> {
  const type = await checkUploadedImage(input);
  return asImageRejection(async () => {
    const upright = () => sharp(input, uploadedImageSharpOptions).autoOrient();
    const [original, card, detail] = await Promise.all([
      encode(reencodeOriginal(upright(), type), type),
      encode(resizedWebp(upright(), LISTING_IMAGE_SIZES.card), 'image/webp'),
      encode(resizedWebp(upright(), LISTING_IMAGE_SIZES.detail), 'image/webp'),
    ]);
    return { original, card, detail };
  });
}

function reencodeOriginal(pipeline: Sharp, type: AcceptedImageType): Sharp {
  if (type === 'image/png') return pipeline.png();
  if (type === 'image/jpeg') return pipeline.jpeg({ quality: 92 });
  return pipeline.webp({ quality: 92 });
}

function resizedWebp(pipeline: Sharp, size: { width: number; height: number; quality: number }): Sharp {
  return pipeline
    .resize({ width: size.width, height: size.height, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: size.quality });
}

export async function encode(pipeline: Sharp, contentType: string): Promise<StoredImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    contentType,
    sha256: createHash('sha256').update(data).digest('hex'),
    width: info.width,
    height: info.height,
  };
}
