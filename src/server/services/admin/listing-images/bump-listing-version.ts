import type { Executor } from '../../../../db/client';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedListing } from '../../../../db/record-version/versioned-record';
import type { ListingVersionChange } from '../../../../domain/images/listing-image-api-types';

/** An image change is a change of its listing: bumps the listing's version (ADR 037). */
export async function bumpListingVersion(tx: Executor, listingId: string): Promise<ListingVersionChange> {
  const [bump] = await bumpRecordVersions(tx, versionedListing, [listingId]);
  if (!bump) throw new Error('Listing of an image change not found');
  return { version: bump.version, previous_version: bump.previousVersion };
}
