/**
 * What an uploaded listing image must be, shared by the server (which decides) and the admin editor
 * (which checks the same things before sending, so most mistakes never cost an upload).
 */
export const LISTING_IMAGE_LIMITS = {
  maxImagesPerListing: 10,
  /** Per file, as uploaded. Phone photos are 2–8 MB; 10 MB leaves room without inviting RAW exports. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Decoded size guard (decompression bombs): 50 megapixels covers 48 MP phone cameras. */
  maxInputPixels: 50_000_000,
} as const;

export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** For `<input type="file" accept>`: a hint to the picker only; the content decides. */
export const IMAGE_ACCEPT_ATTRIBUTE = 'image/png,image/jpeg,image/webp,.png,.jpg,.jpeg,.webp';

/** Errors of the image endpoints (`{ error, code }`), with their status and the Danish text. */
export const imageUploadErrors = {
  NO_FILE: { status: 400, message: 'Vælg en billedfil at uploade' },
  EMPTY_FILE: { status: 400, message: 'Filen er tom' },
  UNSUPPORTED_IMAGE_TYPE: { status: 415, message: 'Filtypen understøttes ikke – brug PNG, JPG eller WebP' },
  IMAGE_TOO_LARGE: { status: 413, message: 'Filen er for stor – højst 10 MB pr. billede' },
  IMAGE_TOO_MANY_PIXELS: { status: 413, message: 'Billedet er for stort – højst 50 megapixel' },
  INVALID_IMAGE: {
    status: 400,
    message: 'Billedet kunne ikke læses – filen er beskadiget eller ufuldstændig',
  },
  TOO_MANY_IMAGES: { status: 400, message: 'En annonce kan højst have 10 billeder' },
  DUPLICATE_IMAGE: { status: 409, message: 'Billedet er allerede tilføjet til annoncen' },
  INVALID_IMAGE_ORDER: {
    status: 400,
    message: 'Rækkefølgen skal indeholde hvert af annoncens billeder én gang',
  },
} as const;

export type ImageUploadErrorCode = keyof typeof imageUploadErrors;

/**
 * The image type from the file's first bytes (PNG, JPEG or WebP signature), never from its name or
 * the browser's guess; null for anything else (PDF, GIF, SVG, HEIC, text…). Twelve bytes suffice.
 */
export function detectImageType(head: Uint8Array): AcceptedImageType | null {
  const starts = (offset: number, bytes: readonly number[]) =>
    head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF <size> WEBP
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  return null;
}

/** What the editor can tell before uploading: empty, too large or not an image by content. */
export function precheckImageFile(file: { size: number }, head: Uint8Array): ImageUploadErrorCode | null {
  if (file.size === 0) return 'EMPTY_FILE';
  if (file.size > LISTING_IMAGE_LIMITS.maxFileBytes) return 'IMAGE_TOO_LARGE';
  if (!detectImageType(head)) return 'UNSUPPORTED_IMAGE_TYPE';
  return null;
}
