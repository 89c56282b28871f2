import { eq, sql } from 'drizzle-orm';
import type { EnquiryStatus } from '../../domain/enquiries/enquiry-vocabulary';
import type { Executor } from '../client';
import { enquiries } from '../schema/enquiries';

/** Sets the status and answers the one it had (row locked for the transaction); undefined when gone. */
export async function updateEnquiryStatus(
  tx: Executor,
  id: string,
  status: EnquiryStatus,
): Promise<{ before: EnquiryStatus } | undefined> {
  const [current] = await tx
    .select({ status: enquiries.status })
    .from(enquiries)
    .where(eq(enquiries.id, id))
    .for('update');
  if (!current) return undefined;
  if (current.status !== status) {
    await tx.update(enquiries).set({ status, updatedAt: sql`now()` }).where(eq(enquiries.id, id));
  }
  return { before: current.status };
}
