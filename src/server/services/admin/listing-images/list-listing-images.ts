import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { AdminListingImages } from '../../../../domain/images/listing-image-api-types';
import { LISTING_IMAGE_LIMITS } from '../../../../domain/images/listing-image-rules';
import { failed, type ImageWriteResult, succeeded } from './image-write-result';
import { readListingImages, toAdminImage, uuidPattern } from './read-listing-images';

/** The images of one listing (any status) for the editor. */
export async function listListingImages(
  db: Executor,
  listingId: string,
): Promise<ImageWriteResult<AdminListingImages>> {
  if (!uuidPattern.test(listingId)) return failed('NOT_FOUND');
  const [listing] = await queryRows(db, sql`select 1 from listings where id = ${listingId}`);
  if (!listing) return failed('NOT_FOUND');
  const images = await readListingImages(db, listingId);
  return succeeded({ images: images.map(toAdminImage), max: LISTING_IMAGE_LIMITS.maxImagesPerListing });
}
