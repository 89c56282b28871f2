import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { adminListingImagesApi } from '../../../../domain/api/admin-listing-images-api';
import type { ResponseOf } from '../../../../domain/api/endpoint';
import { LISTING_IMAGE_LIMITS } from '../../../../domain/images/listing-image-rules';
import type { AdminEnv } from '../../../auth/require-admin';
import { jsonError } from '../../../http-error';
import { parseJsonBody } from '../../../http-validation';
import { deleteListingImage } from '../../../services/admin/listing-images/delete-listing-image';
import type { ImageWriteResult } from '../../../services/admin/listing-images/image-write-result';
import { listListingImages } from '../../../services/admin/listing-images/list-listing-images';
import { reorderListingImages } from '../../../services/admin/listing-images/reorder-listing-images';
import { uploadListingImage } from '../../../services/admin/listing-images/upload-listing-image';
import { type AdminDeps, auditActor } from '../admin-deps';

/**
 * The upload request path (POST), which app.ts leaves out of the API's 1 MB JSON body limit: this
 * route applies its own limit of one image plus the multipart framing.
 */
export const LISTING_IMAGE_UPLOAD_PATH = /^\/api\/admin\/listing-images\/[^/]+$/;
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The "Fjern baggrund automatisk" checkbox, sent as form field `removeBackground`. */
const removeBackgroundField = z
  .enum(['true', 'false', 'on'])
  .optional()
  .transform((value) => value === 'true' || value === 'on');

const reorderBody = z.object({
  imageIds: z.array(z.uuid()).max(LISTING_IMAGE_LIMITS.maxImagesPerListing),
});

type Answer<K extends keyof typeof adminListingImagesApi> = ResponseOf<(typeof adminListingImagesApi)[K]>;

/** The contract's answer of endpoint K, or the image error's code. */
function answer<K extends keyof typeof adminListingImagesApi>(
  c: Context,
  result: ImageWriteResult<Answer<K>>,
  status: ContentfulStatusCode = 200,
) {
  if (result.ok) return c.json(result.value as object, status);
  return jsonError(c, result.code);
}

/**
 * /api/admin/listing-images/:listingId — a listing's images: list, upload (multipart, field `file`,
 * one image per request so the editor can show progress and an error per file), reorder, delete.
 */
export function listingImageRoutes({ db }: AdminDeps) {
  return new Hono<AdminEnv>()
    .get('/:listingId', async (c) => answer<'list'>(c, await listListingImages(db, c.req.param('listingId'))))
    .post(
      '/:listingId',
      bodyLimit({
        maxSize: LISTING_IMAGE_LIMITS.maxFileBytes + MULTIPART_OVERHEAD_BYTES,
        onError: (c) => answer<'upload'>(c, { ok: false, code: 'IMAGE_TOO_LARGE' }),
      }),
      async (c) => {
        let file: unknown;
        let removeBackground: unknown;
        try {
          ({ file, removeBackground } = await c.req.parseBody());
        } catch {
          file = undefined;
        }
        if (!(file instanceof File)) return answer<'upload'>(c, { ok: false, code: 'NO_FILE' });
        if (file.size > LISTING_IMAGE_LIMITS.maxFileBytes)
          return answer<'upload'>(c, { ok: false, code: 'IMAGE_TOO_LARGE' });
        const bytes = new Uint8Array(await file.arrayBuffer());
        const result = await uploadListingImage(
          db,
          auditActor(c.get('admin')),
          c.req.param('listingId'),
          bytes,
          { removeBackground: removeBackgroundField.safeParse(removeBackground).data ?? false },
        );
        return answer<'upload'>(c, result, 201);
      },
    )
    .put('/:listingId/order', async (c) => {
      const body = await parseJsonBody(c, reorderBody);
      if (body.response) return body.response;
      const result = await reorderListingImages(
        db,
        auditActor(c.get('admin')),
        c.req.param('listingId'),
        body.data.imageIds,
      );
      return answer<'reorder'>(c, result);
    })
    .delete('/:listingId/:imageId', async (c) => {
      const { listingId, imageId } = c.req.param();
      return answer<'remove'>(
        c,
        await deleteListingImage(db, auditActor(c.get('admin')), listingId, imageId),
      );
    });
}
