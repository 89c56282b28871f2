import { and, eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { listingImages } from '../../../../db/schema';
import type { AdminListingImages } from '../../../../domain/images/listing-image-api-types';
import { LISTING_IMAGE_LIMITS } from '../../../../domain/images/listing-image-rules';
import { deleteUnreferencedFiles } from '../../../images/stored-files';
import { bumpListingVersion } from './bump-listing-version';
import { failed, type ImageWriteResult, succeeded } from './image-write-result';
import { lockListing, readListingImages, toAdminImage, uuidPattern } from './read-listing-images';

/**
 * Removes one image from a listing, closes the gap in the positions, and deletes its files (original,
 * card, detail, processed) unless another image or a seller logo still uses them — one transaction,
 * audited.
 */
export async function deleteListingImage(
  db: Database,
  actor: AuditActor,
  listingId: string,
  imageId: string,
): Promise<ImageWriteResult<AdminListingImages>> {
  if (!uuidPattern.test(listingId) || !uuidPattern.test(imageId)) return failed('NOT_FOUND');
  return db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) return failed('NOT_FOUND');
    const before = await readListingImages(tx, listingId);
    const image = before.find((row) => row.id === imageId);
    if (!image) return failed('NOT_FOUND');

    await tx
      .delete(listingImages)
      .where(and(eq(listingImages.id, imageId), eq(listingImages.listingId, listingId)));
    await tx.execute(
      sql`update listing_images li set position = r.position
          from (select id, (row_number() over (order by position, id) - 1)::smallint as position
                from listing_images where listing_id = ${listingId}) r
          where li.id = r.id and li.position <> r.position`,
    );
    const filesDeleted = await deleteUnreferencedFiles(tx, [
      image.fileId,
      image.processedFileId,
      image.processedCardFileId,
      image.cardFileId,
      image.detailFileId,
    ]);
    await recordAudit(tx, actor, {
      action: 'delete',
      entity: 'image',
      entityId: listingId,
      before: {
        imageId,
        position: image.position,
        sha256: image.sha256,
        contentType: image.content_type,
        filesDeleted,
      },
    });
    const listingVersion = await bumpListingVersion(tx, listingId);
    const images = await readListingImages(tx, listingId);
    return succeeded({
      images: images.map(toAdminImage),
      max: LISTING_IMAGE_LIMITS.maxImagesPerListing,
      listing_version: listingVersion,
    });
  });
}
