import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../../../db/client';
import type { ImportBatchStatus } from '../../../../db/schema';
import { IngestionWriteError } from './ingestion-write-error';

/** Locks a batch row for the rest of the transaction; throws unless it exists and is still in review. */
export async function lockBatchInReview(
  tx: Executor,
  batchId: string,
): Promise<{ id: string; sellerId: string }> {
  const [batch] = await queryRows<{ id: string; seller_id: string; status: ImportBatchStatus }>(
    tx,
    sql`select id, seller_id, status from import_batches where id = ${batchId} for update`,
  );
  if (!batch) throw new IngestionWriteError('batch_not_found', 'Batchen findes ikke.');
  if (batch.status !== 'review') {
    throw new IngestionWriteError('batch_not_in_review', batchNotInReviewMessage(batch.status));
  }
  return { id: batch.id, sellerId: batch.seller_id };
}

export function batchNotInReviewMessage(status: ImportBatchStatus): string {
  switch (status) {
    case 'applied':
      return 'Batchen er allerede anvendt og kan ikke ændres eller anvendes igen.';
    case 'discarded':
      return 'Batchen er kasseret og kan ikke ændres eller anvendes.';
    default:
      return 'Batchen er ikke til gennemsyn lige nu.';
  }
}
