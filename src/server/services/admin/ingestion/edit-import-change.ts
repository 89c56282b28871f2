import { eq, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { type Executor, queryRows } from '../../../../db/client';
import { bumpRecordVersions, claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import {
  versionedImportBatch,
  versionedImportChange,
} from '../../../../db/record-version/versioned-settings-users-batches';
import { importChanges } from '../../../../db/schema';
import { type ExtractedCar, extractedCarSchema } from '../../../../domain/ingestion/extracted-price-list';
import type { ProposedChange } from '../../../../domain/ingestion/proposed-change';
import { IngestionWriteError } from './ingestion-write-error';
import { lockBatchInReview } from './lock-batch-in-review';
import { StaleImportVersionError } from './stale-import-version-error';

export type EditImportChangeInput = {
  changeId: string;
  /** The whole edited car; validated with extractedCarSchema. */
  car: unknown;
  /** The change's version the reviewer loaded (ADR 037). */
  expectedVersion: number;
  actor: AuditActor;
  /** The change as matching proposes it again for the edited car (diffs, warnings, summary, type). */
  reproposed?: Pick<ProposedChange, 'type' | 'fieldChanges' | 'offerDiff' | 'warnings' | 'summary'>;
};

/**
 * Replaces the extracted values of a change that is not approved yet, in a batch in review, if the
 * change is still at `expectedVersion`; bumps the change's and the batch's version (ADR 037). Throws an
 * IngestionWriteError with a Danish message otherwise or when the values are invalid, and a
 * StaleImportVersionError when the change was edited since it was loaded.
 */
export async function editImportChange(
  executor: Executor,
  input: EditImportChangeInput,
): Promise<{ car: ExtractedCar; version: number }> {
  const parsed = extractedCarSchema.safeParse(input.car);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'bil'))];
    throw new IngestionWriteError('invalid_car', `Ugyldige værdier: ${fields.join(', ')}.`);
  }
  return executor.transaction(async (tx) => {
    const [change] = await queryRows<{ batch_id: string; type: string; status: string; car: unknown }>(
      tx,
      sql`select batch_id, type, status, car from import_changes where id = ${input.changeId}`,
    );
    if (!change) throw new IngestionWriteError('change_not_found', 'Ændringen findes ikke.');
    await lockBatchInReview(tx, change.batch_id);
    if (change.type === 'withdraw' || change.status === 'approved' || change.status === 'applied') {
      throw new IngestionWriteError(
        'change_not_editable',
        'Kun ændringer med en bil, som ikke er godkendt endnu, kan redigeres.',
      );
    }
    const claim = await claimRecordVersion(tx, versionedImportChange, input.changeId, input.expectedVersion);
    if (claim.kind === 'stale') {
      throw new StaleImportVersionError('change', input.changeId, claim.currentVersion);
    }
    if (claim.kind === 'missing') throw new IngestionWriteError('change_not_found', 'Ændringen findes ikke.');
    await bumpRecordVersions(tx, versionedImportBatch, [change.batch_id]);
    await tx
      .update(importChanges)
      .set({ car: parsed.data, ...(input.reproposed ?? {}) })
      .where(eq(importChanges.id, input.changeId));
    await recordAudit(tx, input.actor, {
      action: 'update',
      entity: 'import_change',
      entityId: input.changeId,
      before: { car: change.car },
      after: { car: parsed.data },
    });
    return { car: parsed.data, version: claim.version };
  });
}
