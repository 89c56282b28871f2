import sharp, { type SharpOptions } from 'sharp';
import {
  type AcceptedImageType,
  detectImageType,
  type ImageUploadErrorCode,
  LISTING_IMAGE_LIMITS,
} from '../../domain/images/listing-image-rules';

/** An upload the pipeline refuses; `code` is one of the image errors the API answers with. */
export class ImageRejectedError extends Error {
  override readonly name = 'ImageRejectedError';
  constructor(readonly code: ImageUploadErrorCode) {
    super(code);
  }
}

export const uploadedImageSharpOptions: SharpOptions = {
  limitInputPixels: LISTING_IMAGE_LIMITS.maxInputPixels,
  // The default and the right level for untrusted input: truncated or corrupt data is an error.
  failOn: 'warning',
};

const sharpFormatOf: Record<AcceptedImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/webp': 'webp',
};

/**
 * Checks an uploaded image before any pixel is decoded: not empty, within the size limit, PNG, JPEG or
 * WebP by its first bytes, sharp's reading of the header agreeing, and within the pixel limit (a
 * decompression bomb is refused from its header). Returns the type.
 */
export async function checkUploadedImage(input: Uint8Array): Promise<AcceptedImageType> {
  if (input.byteLength === 0) throw new ImageRejectedError('EMPTY_FILE');
  if (input.byteLength > LISTING_IMAGE_LIMITS.maxFileBytes) throw new ImageRejectedError('IMAGE_TOO_LARGE');
  const type = detectImageType(input.subarray(0, 12));
  if (!type) throw new ImageRejectedError('UNSUPPORTED_IMAGE_TYPE');
  return asImageRejection(async () => {
    const metadata = await sharp(input, uploadedImageSharpOptions).metadata();
    if (metadata.format !== sharpFormatOf[type]) throw new ImageRejectedError('INVALID_IMAGE');
    if (!metadata.width || !metadata.height) throw new ImageRejectedError('INVALID_IMAGE');
    if (metadata.width * metadata.height > LISTING_IMAGE_LIMITS.maxInputPixels) {
      throw new ImageRejectedError('IMAGE_TOO_MANY_PIXELS');
    }
    return type;
  });
}

/** Runs sharp work on an upload, turning its failures into the upload errors the API knows. */
export async function asImageRejection<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ImageRejectedError) throw error;
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ImageRejectedError('IMAGE_TOO_MANY_PIXELS');
    }
    throw new ImageRejectedError('INVALID_IMAGE');
  }
}
