import type { AuditActor, AuditGroup } from '../../../../db/audit/record-audit';
import type { Transaction } from '../../../../db/client';
import {
  forgetCorrectionRules,
  storeCorrectionRules,
} from '../../../../db/ingestion/seller-correction-rules';
import type { importChanges } from '../../../../db/schema';
import { correctionsToRemember } from '../../../../domain/ingestion/matching/correction-rules';

type Change = Pick<typeof importChanges.$inferSelect, 'readIdentity' | 'rememberedIdentity' | 'car'>;

/**
 * Inside the apply's transaction (apply-import-batch.ts): every applied car the reader read and the
 * admin renamed with "Ret bil" becomes (or stays) a correction remembered for the batch's seller, one
 * a rule renamed and the admin set back is forgotten (`correctionsToRemember`). Each stored or forgotten
 * rule is a step of the apply's audit entry. Answers how many corrections the seller now remembers
 * from this batch.
 */
export async function rememberCorrections(
  tx: Transaction,
  input: {
    batch: { id: string; sellerId: string };
    applied: readonly Change[];
    actor: AuditActor;
    audit: AuditGroup;
  },
): Promise<number> {
  const { batch, audit } = input;
  const { remember, forget } = correctionsToRemember(input.applied);
  const stored = await storeCorrectionRules(tx, batch.sellerId, remember, {
    batchId: batch.id,
    actor: input.actor,
  });
  const forgotten = await forgetCorrectionRules(tx, batch.sellerId, forget);
  for (const { rule, before } of stored) {
    await audit.step({
      action: 'remember',
      entity: 'correction_rule',
      entityId: batch.sellerId,
      before,
      after: { ...rule, importBatchId: batch.id },
    });
  }
  for (const rule of forgotten) {
    await audit.step({
      action: 'delete',
      entity: 'correction_rule',
      entityId: batch.sellerId,
      before: rule,
      after: { importBatchId: batch.id },
    });
  }
  return stored.length;
}
