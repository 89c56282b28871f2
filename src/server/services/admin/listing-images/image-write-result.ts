import type { ImageUploadErrorCode } from '../../../../domain/images/listing-image-rules';

/** The outcome of an image use case: the value, or the error code the route answers with. */
export type ImageWriteResult<T> =
  | { ok: true; value: T }
  | { ok: false; code: ImageUploadErrorCode | 'NOT_FOUND' };

export const succeeded = <T>(value: T): ImageWriteResult<T> => ({ ok: true, value });
export const failed = <T>(code: ImageUploadErrorCode | 'NOT_FOUND'): ImageWriteResult<T> => ({
  ok: false,
  code,
});
