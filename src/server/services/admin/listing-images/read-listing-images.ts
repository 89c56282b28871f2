import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import { fileUrl } from '../../../../domain/files/file-url';
import type { AdminListingImage } from '../../../../domain/images/listing-image-api-types';

type ImageRow = {
  id: string;
  position: number;
  file_id: string;
  processed_file_id: string | null;
  processed_card_file_id: string | null;
  background_removal_confidence: number | null;
  card_file_id: string | null;
  detail_file_id: string | null;
  sha256: string;
  content_type: string;
  size: number;
  card_sha256: string | null;
  detail_sha256: string | null;
  processed_sha256: string | null;
  processed_card_sha256: string | null;
};

export type ListingImageRecord = AdminListingImage & {
  fileId: string;
  processedFileId: string | null;
  processedCardFileId: string | null;
  cardFileId: string | null;
  detailFileId: string | null;
  sha256: string;
};

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A listing's images in display order, with their file ids (for writes) and public URLs. */
export async function readListingImages(db: Executor, listingId: string): Promise<ListingImageRecord[]> {
  const rows = await queryRows<ImageRow>(
    db,
    sql`select li.id, li.position::int as position, li.file_id, li.processed_file_id,
          li.processed_card_file_id, li.background_removal_confidence, li.card_file_id,
          li.detail_file_id, f.sha256, f.content_type, f.size, cf.sha256 as card_sha256,
          df.sha256 as detail_sha256, pf.sha256 as processed_sha256, pcf.sha256 as processed_card_sha256
        from listing_images li
        join files f on f.id = li.file_id
        left join files cf on cf.id = li.card_file_id
        left join files df on df.id = li.detail_file_id
        left join files pf on pf.id = li.processed_file_id
        left join files pcf on pcf.id = li.processed_card_file_id
        where li.listing_id = ${listingId}
        order by li.position, li.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    position: Number(row.position),
    url: fileUrl(row.sha256),
    card_url: fileUrl(row.card_sha256 ?? row.sha256),
    detail_url: fileUrl(row.detail_sha256 ?? row.sha256),
    content_type: row.content_type,
    size: Number(row.size),
    background_removal: backgroundRemovalOf(row),
    fileId: row.file_id,
    processedFileId: row.processed_file_id,
    processedCardFileId: row.processed_card_file_id,
    cardFileId: row.card_file_id,
    detailFileId: row.detail_file_id,
    sha256: row.sha256,
  }));
}

/** What the admin API shows of an image (no internal file ids). */
export function toAdminImage(record: ListingImageRecord): AdminListingImage {
  const { id, position, url, card_url, detail_url, content_type, size, background_removal } = record;
  return { id, position, url, card_url, detail_url, content_type, size, background_removal };
}

function backgroundRemovalOf(row: ImageRow): AdminListingImage['background_removal'] {
  if (row.background_removal_confidence === null) return null;
  const confidence = Number(row.background_removal_confidence);
  if (!row.processed_sha256) return { removed: false, confidence };
  return {
    removed: true,
    confidence,
    processed_url: fileUrl(row.processed_sha256),
    processed_card_url: fileUrl(row.processed_card_sha256 ?? row.processed_sha256),
  };
}

/** Locks the listing row against concurrent image writes; false when the listing does not exist. */
export async function lockListing(tx: Executor, listingId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`select id from listings where id = ${listingId} for no key update`,
  );
  return rows.length > 0;
}
