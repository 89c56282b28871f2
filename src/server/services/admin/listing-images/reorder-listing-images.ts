import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import type { AdminListingImages } from '../../../../domain/images/listing-image-api-types';
import { LISTING_IMAGE_LIMITS } from '../../../../domain/images/listing-image-rules';
import { bumpListingVersion } from './bump-listing-version';
import { failed, type ImageWriteResult, succeeded } from './image-write-result';
import { lockListing, readListingImages, toAdminImage, uuidPattern } from './read-listing-images';

/**
 * Puts a listing's images in the given order (positions 0…n-1) in one statement and one transaction;
 * `imageIds` must name each of the listing's images exactly once.
 */
export async function reorderListingImages(
  db: Database,
  actor: AuditActor,
  listingId: string,
  imageIds: readonly string[],
): Promise<ImageWriteResult<AdminListingImages>> {
  if (!uuidPattern.test(listingId)) return failed('NOT_FOUND');
  return db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) return failed('NOT_FOUND');
    const before = await readListingImages(tx, listingId);
    const current = new Set(before.map((image) => image.id));
    const requested = new Set(imageIds);
    const samePermutation =
      requested.size === imageIds.length &&
      imageIds.length === current.size &&
      imageIds.every((id) => current.has(id));
    if (!samePermutation) return failed('INVALID_IMAGE_ORDER');

    const unchanged = before.every(
      (image, index) => image.id === imageIds[index] && image.position === index,
    );
    if (!unchanged) {
      const pairs = sql.join(
        imageIds.map((id, index) => sql`(${id}::uuid, ${index}::smallint)`),
        sql`, `,
      );
      await tx.execute(
        sql`update listing_images li set position = v.position
            from (values ${pairs}) as v(id, position)
            where li.id = v.id and li.listing_id = ${listingId}`,
      );
      await recordAudit(tx, actor, {
        action: 'reorder',
        entity: 'image',
        entityId: listingId,
        before: { imageIds: before.map((image) => image.id) },
        after: { imageIds },
      });
    }
    const listingVersion = unchanged ? undefined : await bumpListingVersion(tx, listingId);
    const images = unchanged ? before : await readListingImages(tx, listingId);
    return succeeded({
      images: images.map(toAdminImage),
      max: LISTING_IMAGE_LIMITS.maxImagesPerListing,
      ...(listingVersion ? { listing_version: listingVersion } : {}),
    });
  });
}
