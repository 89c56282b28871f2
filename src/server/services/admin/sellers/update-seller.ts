import { eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { sellers } from '../../../../db/schema';
import type { SellerData } from '../../../../domain/admin/seller-schema';
import type { SellerWriteResult } from './create-seller';
import { loadSellerRecord } from './seller-record';
import { checkSellerReferences, sellerValues } from './seller-write-checks';

/** Replaces every field of a seller; the audit row keeps the seller before and after, in the same transaction. */
export async function updateSeller(
  db: Database,
  actor: AuditActor,
  id: string,
  data: SellerData,
): Promise<SellerWriteResult> {
  return db.transaction(async (tx) => {
    // Locks the row, so two admins saving at once are recorded one after the other.
    const [locked] = await tx
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.id, id))
      .for('update');
    if (!locked) return { ok: false, reason: 'not_found' };
    const before = await loadSellerRecord(tx, id);
    const issues = await checkSellerReferences(tx, data);
    if (issues.length > 0) return { ok: false, reason: 'invalid', issues };
    await tx
      .update(sellers)
      .set({ ...sellerValues(data), updatedAt: sql`now()` })
      .where(eq(sellers.id, id));
    const seller = await loadSellerRecord(tx, id);
    if (!seller) throw new Error('Updated seller not found');
    await recordAudit(tx, actor, { action: 'update', entity: 'seller', entityId: id, before, after: seller });
    return { ok: true, seller };
  });
}
