import { count, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { isForeignKeyViolation } from '../../../../db/foreign-key-violation';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import { versionedSeller } from '../../../../db/record-version/versioned-record';
import { listings, sellers } from '../../../../db/schema';
import { loadSellerRecord } from './seller-record';

export type DeleteSellerResult =
  | { ok: true }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'has_listings'; listingCount: number }
  | { ok: false; reason: 'stale'; currentVersion: number };

const LISTING_SELLER_FK = 'listings_seller_id_sellers_id_fk';

/**
 * Deletes a seller that has no listings (their history stays with the listings, so a seller with any
 * is refused). A listing added at the same moment is caught by the foreign key and refused the same way.
 * Given the version the admin saw, a seller changed since then is not deleted ('stale', ADR 037).
 */
export async function deleteSeller(
  db: Database,
  actor: AuditActor,
  id: string,
  expectedVersion?: number,
): Promise<DeleteSellerResult> {
  try {
    return await db.transaction(async (tx): Promise<DeleteSellerResult> => {
      const [locked] = await tx
        .select({ id: sellers.id })
        .from(sellers)
        .where(eq(sellers.id, id))
        .for('update');
      if (!locked) return { ok: false, reason: 'not_found' };
      if (expectedVersion !== undefined) {
        const claim = await claimRecordVersion(tx, versionedSeller, id, expectedVersion);
        if (claim.kind === 'stale')
          return { ok: false, reason: 'stale', currentVersion: claim.currentVersion };
      }
      const [listingRow] = await tx.select({ n: count() }).from(listings).where(eq(listings.sellerId, id));
      const listingCount = listingRow?.n ?? 0;
      if (listingCount > 0) return { ok: false, reason: 'has_listings', listingCount };
      const before = await loadSellerRecord(tx, id);
      await tx.delete(sellers).where(eq(sellers.id, id));
      await recordAudit(tx, actor, { action: 'delete', entity: 'seller', entityId: id, before });
      return { ok: true };
    });
  } catch (error) {
    if (isForeignKeyViolation(error, LISTING_SELLER_FK))
      return { ok: false, reason: 'has_listings', listingCount: 1 };
    throw error;
  }
}
