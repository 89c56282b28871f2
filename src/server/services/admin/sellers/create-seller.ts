import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { sellers } from '../../../../db/schema';
import type { SellerJson } from '../../../../domain/admin/seller-api-types';
import type { SellerData, SellerFieldIssue } from '../../../../domain/admin/seller-schema';
import { loadSellerRecord } from './seller-record';
import { checkSellerReferences, sellerValues } from './seller-write-checks';

export type SellerWriteResult =
  | { ok: true; seller: SellerJson }
  | { ok: false; reason: 'invalid'; issues: SellerFieldIssue[] }
  | { ok: false; reason: 'not_found' };

/** Creates a seller and its audit row in one transaction. */
export async function createSeller(
  db: Database,
  actor: AuditActor,
  data: SellerData,
): Promise<SellerWriteResult> {
  return db.transaction(async (tx) => {
    const issues = await checkSellerReferences(tx, data);
    if (issues.length > 0) return { ok: false, reason: 'invalid', issues };
    const [inserted] = await tx.insert(sellers).values(sellerValues(data)).returning({ id: sellers.id });
    const seller = await loadSellerRecord(tx, (inserted as { id: string }).id);
    if (!seller) throw new Error('Created seller not found');
    await recordAudit(tx, actor, { action: 'create', entity: 'seller', entityId: seller.id, after: seller });
    return { ok: true, seller };
  });
}
