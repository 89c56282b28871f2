import { eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import { versionedSeller } from '../../../../db/record-version/versioned-record';
import { sellers } from '../../../../db/schema';
import type { SellerData, SellerFieldIssue } from '../../../../domain/admin/seller-schema';
import type { SellerWriteResult } from './create-seller';
import { loadSellerRecord } from './seller-record';
import { checkSellerReferences, sellerValues } from './seller-write-checks';

export type SellerUpdateResult = SellerWriteResult | { ok: false; reason: 'stale'; currentVersion: number };

/**
 * Replaces every field of a seller if it is still at the version the form loaded (ADR 037; else
 * 'stale' and nothing written); the audit row keeps the seller before and after, in the same
 * transaction.
 */
export async function updateSeller(
  db: Database,
  actor: AuditActor,
  id: string,
  data: SellerData,
  expectedVersion: number,
): Promise<SellerUpdateResult> {
  return db
    .transaction(async (tx): Promise<SellerUpdateResult> => {
      const issues = await checkSellerReferences(tx, data);
      const before = await loadSellerRecord(tx, id);
      // Also locks the row, so two admins saving at once are recorded one after the other.
      const claim = await claimRecordVersion(tx, versionedSeller, id, expectedVersion);
      if (claim.kind === 'missing' || !before) return { ok: false, reason: 'not_found' };
      if (claim.kind === 'stale') return { ok: false, reason: 'stale', currentVersion: claim.currentVersion };
      if (issues.length > 0) throw new InvalidSeller(issues);
      await tx
        .update(sellers)
        .set({ ...sellerValues(data), updatedAt: sql`now()` })
        .where(eq(sellers.id, id));
      const seller = await loadSellerRecord(tx, id);
      if (!seller) throw new Error('Updated seller not found');
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'seller',
        entityId: id,
        before,
        after: seller,
      });
      return { ok: true, seller };
    })
    .catch((error: unknown): SellerUpdateResult => {
      if (error instanceof InvalidSeller)
        return { ok: false, reason: 'invalid', issues: error.issues } as const;
      throw error;
    });
}

/** Thrown so the version claim rolls back with the refused save. */
class InvalidSeller extends Error {
  constructor(readonly issues: SellerFieldIssue[]) {
    super('invalid seller');
  }
}
