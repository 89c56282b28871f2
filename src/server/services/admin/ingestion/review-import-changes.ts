import { and, eq, inArray, ne } from 'drizzle-orm';
import type { AuditActor } from '../../../../db/audit/record-audit';
import type { Executor } from '../../../../db/client';
import { importChanges } from '../../../../db/schema';
import {
  blockedChangesText,
  blockReasons,
  isBlockedChange,
} from '../../../../domain/ingestion/matching/blocked-changes';
import type { ChangeType } from '../../../../domain/ingestion/proposed-change';
import { IngestionWriteError } from './ingestion-write-error';
import { lockBatchInReview } from './lock-batch-in-review';

export type ReviewDecision = 'approved' | 'rejected' | 'pending';

export type ReviewImportChangesInput = {
  batchId: string;
  decision: ReviewDecision;
  actor: AuditActor;
} & (
  | { changeIds: readonly string[] }
  /** Bulk: every change of these types in the batch ("all creates"). */
  | { types: readonly ChangeType[] }
);

/**
 * Approves, rejects or resets changes of a batch while it is in review. Throws (and changes nothing) if
 * the batch is not in review, a listed change is not in the batch, or an approval includes a blocked
 * change (`isBlockedChange`: a price conflict the admin has not resolved, or a car whose reading failed
 * a hard check and has not been corrected). Returns how many changes were set.
 */
export async function reviewImportChanges(
  executor: Executor,
  input: ReviewImportChangesInput,
): Promise<number> {
  return executor.transaction(async (tx) => {
    await lockBatchInReview(tx, input.batchId);
    const ids = 'changeIds' in input ? [...new Set(input.changeIds)] : null;
    const selected = ids
      ? inArray(importChanges.id, ids)
      : inArray(importChanges.type, 'types' in input ? [...input.types] : []);
    if (ids?.length === 0 || ('types' in input && input.types.length === 0)) return 0;
    if (input.decision === 'approved') {
      const targets = await tx
        .select({ summary: importChanges.summary, car: importChanges.car, warnings: importChanges.warnings })
        .from(importChanges)
        .where(and(eq(importChanges.batchId, input.batchId), ne(importChanges.status, 'applied'), selected));
      const blocked = targets.filter(isBlockedChange);
      if (blocked.length > 0) {
        const conflict = blocked.some((change) => blockReasons(change).includes('price_conflict'));
        throw new IngestionWriteError(
          conflict ? 'price_conflict_unresolved' : 'change_needs_review',
          blockedChangesText(blocked, 'approve'),
        );
      }
    }
    const updated = await tx
      .update(importChanges)
      .set({
        status: input.decision,
        reviewedAt: input.decision === 'pending' ? null : new Date(),
        reviewedBy: input.decision === 'pending' ? null : input.actor.id,
        reviewedByEmail: input.decision === 'pending' ? null : input.actor.email,
      })
      .where(and(eq(importChanges.batchId, input.batchId), ne(importChanges.status, 'applied'), selected))
      .returning({ id: importChanges.id });
    if (ids && updated.length !== ids.length) {
      throw new IngestionWriteError('change_not_found', 'En af ændringerne findes ikke i batchen.');
    }
    return updated.length;
  });
}
