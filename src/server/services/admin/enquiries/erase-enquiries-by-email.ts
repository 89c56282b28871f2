import { clearAccountAttempts } from '../../../../db/account-throttle/clear-account-attempts';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { type DeletedEnquiries, deleteEnquiriesByEmail } from '../../../../db/enquiries/delete-enquiries';
import { deleteAlertsByEmail } from '../../../../db/price-alerts/delete-price-alerts';
import { accountThrottleKey } from '../../../auth/account-throttle-rules';
import { ENQUIRIES_PER_EMAIL } from '../../enquiries/enquiry-throttle';
import { ALERTS_PER_EMAIL } from '../../price-alerts/alert-throttle';

/**
 * A person's request to be forgotten (GDPR): deletes every enquiry sent from the address, whatever its
 * case, with its mails and notes, and the address's enquiry counter, in one transaction with an audit row
 * that records how many — and nothing of the address, not even a hash (ADR 066). The address's price
 * alerts are deleted with them (ADR 072).
 */
export async function eraseEnquiriesByEmail(
  db: Database,
  actor: AuditActor,
  email: string,
): Promise<DeletedEnquiries> {
  return db.transaction(async (tx) => {
    const deleted = await deleteEnquiriesByEmail(tx, email);
    // The address's price alerts and their mails go too (ADR 072); the audit names their count only if any.
    const alerts = await deleteAlertsByEmail(tx, email);
    await clearAccountAttempts(tx, [
      accountThrottleKey(ENQUIRIES_PER_EMAIL, email.toLowerCase()),
      accountThrottleKey(ALERTS_PER_EMAIL, email.toLowerCase()),
    ]);
    const after =
      alerts.alerts > 0 ? { ...deleted, priceAlerts: alerts.alerts, priceAlertMails: alerts.mails } : deleted;
    await recordAudit(tx, actor, { action: 'erase', entity: 'enquiry', entityId: null, after });
    return deleted;
  });
}
