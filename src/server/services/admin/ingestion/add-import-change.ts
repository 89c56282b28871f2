import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { type AddChangeBody, addedCar } from '../../../../domain/ingestion/review-edits';
import { lockBatchInReview } from './lock-batch-in-review';
import { storeReviewCar } from './propose-review-car';

/**
 * "Tilføj bil" (issue 25): a car the reader missed, typed by the admin with its offers, becomes a change
 * of the batch proposed through matching like a read car — an update when it matches a listing of the
 * seller no other change has taken, else a create or a missing model (`storeReviewCar`) — last in the
 * batch, in one transaction with its audit row. Refused in Danish when the batch is not in review. The
 * body is parsed by the route (`addChangeSchema`: Danish field issues, no two offers on the same terms).
 */
export async function addImportChange(
  db: Database,
  input: { batchId: string; car: AddChangeBody['car']; actor: AuditActor },
): Promise<{ changeId: string }> {
  return db.transaction(async (tx) => {
    const batch = await lockBatchInReview(tx, input.batchId);
    const { changeId, car } = await storeReviewCar(tx, {
      batch,
      car: addedCar(input.car),
      origin: 'admin',
      actor: input.actor,
    });
    await recordAudit(tx, input.actor, {
      action: 'create',
      entity: 'import_change',
      entityId: changeId,
      after: { car, importBatchId: batch.id },
    });
    return { changeId };
  });
}
