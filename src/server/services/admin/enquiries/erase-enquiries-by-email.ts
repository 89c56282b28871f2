import { clearAccountAttempts } from '../../../../db/account-throttle/clear-account-attempts';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { type DeletedEnquiries, deleteEnquiriesByEmail } from '../../../../db/enquiries/delete-enquiries';
import { accountThrottleKey } from '../../../auth/account-throttle-rules';
import { ENQUIRIES_PER_EMAIL } from '../../enquiries/enquiry-throttle';

/**
 * A person's request to be forgotten (GDPR): deletes every enquiry sent from the address, whatever its
 * case, with its mails and notes, and the address's enquiry counter, in one transaction with an audit row
 * that records how many — and nothing of the address, not even a hash (ADR 066).
 */
export async function eraseEnquiriesByEmail(
  db: Database,
  actor: AuditActor,
  email: string,
): Promise<DeletedEnquiries> {
  return db.transaction(async (tx) => {
    const deleted = await deleteEnquiriesByEmail(tx, email);
    await clearAccountAttempts(tx, [accountThrottleKey(ENQUIRIES_PER_EMAIL, email.toLowerCase())]);
    await recordAudit(tx, actor, { action: 'erase', entity: 'enquiry', entityId: null, after: deleted });
    return deleted;
  });
}
