import type { Database } from '../../../../db/client';
import {
  type DeletedEnquiries,
  deleteEnquiriesCreatedBefore,
} from '../../../../db/enquiries/delete-enquiries';

/**
 * The moment `months` calendar months before `now` (UTC), on the last day of a shorter month
 * (31 March less one month is 28 or 29 February, not 3 March as Date's own arithmetic would have it).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}

/** Deletes enquiries older than the retention period, with their mails and notes, in one transaction. */
export function pruneOldEnquiries(
  db: Database,
  options: { retentionMonths: number; now: Date },
): Promise<DeletedEnquiries> {
  const cutoff = retentionCutoff(options.now, options.retentionMonths);
  return db.transaction((tx) => deleteEnquiriesCreatedBefore(tx, cutoff));
}
