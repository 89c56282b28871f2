import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type {
  BackgroundRemovalImage,
  BackgroundRemovalResponse,
} from '../../domain/images/background-removal-api-types';
import { KEPT_ORIGINAL_MESSAGE, notSeparableReasons } from '../../domain/images/background-removal-rules';
import { type ImageUploadErrorCode, LISTING_IMAGE_LIMITS } from '../../domain/images/listing-image-rules';
import { jsonError } from '../http-error';
import {
  BackgroundRemovalBusyError,
  runBackgroundRemoval,
} from '../images/background-removal/background-removal-queue';
import { removeBackground } from '../images/background-removal/remove-background';
import type { StoredImage } from '../images/process-listing-image';
import { ImageRejectedError } from '../images/uploaded-image-checks';

/** The POST path, which app.ts leaves out of the 1 MB JSON body limit (this route applies its own). */
export const BACKGROUND_REMOVAL_PATH = /^\/api\/background-removal$/;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** Photos waiting behind the one being processed before the next is refused with 429. */
const MAX_WAITING = 2;

const uploadBody = z.object({ file: z.file().min(1).max(LISTING_IMAGE_LIMITS.maxFileBytes) });

const imageError = (c: Context, code: ImageUploadErrorCode) => jsonError(c, code);

const inline = (image: StoredImage): BackgroundRemovalImage => ({
  dataUrl: `data:${image.contentType};base64,${image.bytes.toString('base64')}`,
  width: image.width,
  height: image.height,
  bytes: image.bytes.byteLength,
});

/**
 * /api/background-removal — the public prototype: one photo in (multipart field `file`, same limits as
 * listing images), the cut-out and its card and detail sizes back as data URLs, nothing stored. One
 * photo is processed at a time per process with two waiting; beyond that 429.
 */
export function backgroundRemovalRoutes() {
  return new Hono().post(
    '/',
    bodyLimit({
      maxSize: LISTING_IMAGE_LIMITS.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
      onError: (c) => imageError(c, 'IMAGE_TOO_LARGE'),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = await c.req.parseBody();
      } catch {
        body = {};
      }
      const parsed = uploadBody.safeParse(body);
      if (!parsed.success) {
        const file = (body as { file?: unknown }).file;
        if (!(file instanceof File)) return imageError(c, 'NO_FILE');
        return imageError(c, file.size === 0 ? 'EMPTY_FILE' : 'IMAGE_TOO_LARGE');
      }
      const bytes = new Uint8Array(await parsed.data.file.arrayBuffer());
      try {
        const { result, processingMs } = await runBackgroundRemoval(
          async () => {
            const started = performance.now();
            const result = await removeBackground(bytes);
            return { result, processingMs: Math.round(performance.now() - started) };
          },
          { maxWaiting: MAX_WAITING },
        );
        const answer: BackgroundRemovalResponse = result.separable
          ? {
              separable: true,
              confidence: result.confidence,
              processingMs,
              cutOut: inline(result.cutOut),
              card: inline(result.card),
              detail: inline(result.detail),
            }
          : {
              separable: false,
              confidence: result.confidence,
              processingMs,
              reason: result.reason,
              message: `${notSeparableReasons[result.reason]}. ${KEPT_ORIGINAL_MESSAGE}`,
            };
        return c.json(answer);
      } catch (error) {
        if (error instanceof ImageRejectedError) return imageError(c, error.code);
        if (error instanceof BackgroundRemovalBusyError) {
          c.header('Retry-After', '5');
          return jsonError(c, 'BACKGROUND_REMOVAL_BUSY');
        }
        throw error;
      }
    },
  );
}
