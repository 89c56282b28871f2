import { sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { type Database, type Executor, queryRows } from '../../../../db/client';
import { listingImages } from '../../../../db/schema';
import type { UploadedListingImage } from '../../../../domain/images/listing-image-api-types';
import { LISTING_IMAGE_LIMITS } from '../../../../domain/images/listing-image-rules';
import { runBackgroundRemoval } from '../../../images/background-removal/background-removal-queue';
import {
  type BackgroundRemoval,
  removeBackground,
} from '../../../images/background-removal/remove-background';
import {
  ImageRejectedError,
  type ProcessedListingImage,
  processListingImage,
} from '../../../images/process-listing-image';
import { storeFile } from '../../../images/stored-files';
import { bumpListingVersion } from './bump-listing-version';
import { failed, type ImageWriteResult, succeeded } from './image-write-result';
import { lockListing, readListingImages, toAdminImage, uuidPattern } from './read-listing-images';

export type UploadOptions = {
  /** "Fjern baggrund automatisk": also store the cut-outs, which the public site then prefers. */
  removeBackground?: boolean;
};

/**
 * Adds one uploaded image to the end of a listing's images: checks it by content, stores the
 * original and its card and detail copies (each file once per content hash), with background removal
 * also the card and detail cut-outs beside them (the original is always kept; a photo that cannot be
 * separated keeps only its confidence), and records the upload in the audit log, all in one
 * transaction. The image work runs before the transaction, so no lock is held while the CPU works.
 */
export async function uploadListingImage(
  db: Database,
  actor: AuditActor,
  listingId: string,
  bytes: Uint8Array,
  options: UploadOptions = {},
): Promise<ImageWriteResult<UploadedListingImage>> {
  if (!uuidPattern.test(listingId)) return failed('NOT_FOUND');
  // Cheap checks first, so a full listing or a wrong id costs no image processing.
  const early = await roomFor(db, listingId);
  if (early) return failed(early);

  let processed: ProcessedListingImage;
  let removal: BackgroundRemoval | null = null;
  try {
    processed = await processListingImage(bytes);
    if (options.removeBackground) removal = await runBackgroundRemoval(() => removeBackground(bytes));
  } catch (error) {
    if (error instanceof ImageRejectedError) return failed(error.code);
    throw error;
  }

  return db.transaction(async (tx) => {
    if (!(await lockListing(tx, listingId))) return failed('NOT_FOUND');
    const full = await roomFor(tx, listingId);
    if (full) return failed(full);
    const [duplicate] = await queryRows(
      tx,
      sql`select 1 from listing_images li join files f on f.id = li.file_id
          where li.listing_id = ${listingId} and f.sha256 = ${processed.original.sha256}`,
    );
    if (duplicate) return failed('DUPLICATE_IMAGE');

    const fileId = await storeFile(tx, processed.original);
    const cardFileId = await storeFile(tx, processed.card);
    const detailFileId = await storeFile(tx, processed.detail);
    const cutOuts = removal?.separable
      ? {
          processedFileId: await storeFile(tx, removal.detail),
          processedCardFileId: await storeFile(tx, removal.card),
        }
      : {};
    const [next] = await queryRows<{ position: number }>(
      tx,
      sql`select coalesce(max(position) + 1, 0)::int as position from listing_images where listing_id = ${listingId}`,
    );
    const [inserted] = await tx
      .insert(listingImages)
      .values({
        listingId,
        position: Number(next?.position ?? 0),
        fileId,
        cardFileId,
        detailFileId,
        ...cutOuts,
        backgroundRemovalConfidence: removal ? removal.confidence : null,
      })
      .returning({ id: listingImages.id });
    if (!inserted) throw new Error('Listing image insert returned no row');
    const image = (await readListingImages(tx, listingId)).find((row) => row.id === inserted.id);
    if (!image) throw new Error('Inserted listing image not found');

    await recordAudit(tx, actor, {
      action: 'upload',
      entity: 'image',
      entityId: listingId,
      after: {
        imageId: image.id,
        position: image.position,
        original: fileFacts(processed.original),
        card: fileFacts(processed.card),
        detail: fileFacts(processed.detail),
        backgroundRemoval: removal ? removalFacts(removal) : null,
      },
    });
    return succeeded({ ...toAdminImage(image), listing_version: await bumpListingVersion(tx, listingId) });
  });
}

/** Null when the listing exists and has room for one more image, else why not. */
async function roomFor(db: Executor, listingId: string): Promise<'NOT_FOUND' | 'TOO_MANY_IMAGES' | null> {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select (select count(*) from listing_images li where li.listing_id = l.id)::int as count
        from listings l where l.id = ${listingId}`,
  );
  if (!row) return 'NOT_FOUND';
  return Number(row.count) >= LISTING_IMAGE_LIMITS.maxImagesPerListing ? 'TOO_MANY_IMAGES' : null;
}

const removalFacts = (removal: BackgroundRemoval) =>
  removal.separable
    ? {
        removed: true,
        confidence: removal.confidence,
        card: fileFacts(removal.card),
        detail: fileFacts(removal.detail),
      }
    : { removed: false, confidence: removal.confidence, reason: removal.reason };

const fileFacts = (file: ProcessedListingImage['original']) => ({
  sha256: file.sha256,
  contentType: file.contentType,
  size: file.bytes.byteLength,
  width: file.width,
  height: file.height,
});
