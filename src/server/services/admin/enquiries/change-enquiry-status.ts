import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { updateEnquiryStatus } from '../../../../db/enquiries/update-enquiry-status';
import type { EnquiryStatus } from '../../../../domain/enquiries/enquiry-vocabulary';

/**
 * Sets an enquiry's status in the inbox and records the change in the audit log, in one transaction.
 * The same status again writes nothing. False when the enquiry is gone.
 */
export async function changeEnquiryStatus(
  db: Database,
  actor: AuditActor,
  id: string,
  status: EnquiryStatus,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const result = await updateEnquiryStatus(tx, id, status);
    if (!result) return false;
    if (result.before !== status) {
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'enquiry',
        entityId: id,
        before: { status: result.before },
        after: { status },
      });
    }
    return true;
  });
}
