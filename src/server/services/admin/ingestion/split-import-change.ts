import { and, eq } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { loadSellerListingsForMatching } from '../../../../db/ingestion/load-seller-listings-for-matching';
import { claimRecordVersion } from '../../../../db/record-version/claim-record-version';
import { versionedImportChange } from '../../../../db/record-version/versioned-settings-users-batches';
import { importChanges } from '../../../../db/schema';
import type { ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { makeModelKey } from '../../../../domain/ingestion/matching/match-keys';
import {
  type CarIdentityFields,
  splitCar,
  splitRefusalMessages,
} from '../../../../domain/ingestion/review-edits';
import { loadSellerScores } from '../../../ingestion/load-seller-scores';
import { reproposeChange } from './edit-change-car';
import { IngestionWriteError } from './ingestion-write-error';
import { lockBatchInReview } from './lock-batch-in-review';
import { storeReviewCar } from './propose-review-car';
import { StaleImportVersionError } from './stale-import-version-error';

export type SplitImportChangeInput = {
  batchId: string;
  changeId: string;
  /** The new car's make, model, variant, horsepower, fuel and gearbox. */
  identity: CarIdentityFields;
  /** The offers that move to the new car, as the review showed them. */
  offers: readonly ExtractedOffer[];
  /** The change's version the review loaded (ADR 037). */
  expectedVersion: number;
  actor: AuditActor;
};

/**
 * "Del bil" (issue 25): a car the reader merged from two cars becomes two changes, in one transaction.
 * The chosen offers move to a new car with its own identity, placed right after the original; the
 * original keeps the rest. Both are proposed again through matching — the original against its own
 * listing (update or unchanged) or as a create or missing model, the new car against the seller's
 * listings no other change has taken (`storeReviewCar`) — and both keep the reader's checks, marked as
 * looked at (`splitCar`). Refused in Danish for a change that is approved, applied or a withdrawal, a
 * batch no longer in review, or a split that moves none or all of the offers or keeps the same car; a
 * StaleImportVersionError when the change was edited since the review loaded it. Audited as a split of
 * the original and the creation of the new change.
 */
export async function splitImportChange(
  db: Database,
  input: SplitImportChangeInput,
): Promise<{ changeId: string }> {
  return db.transaction(async (tx) => {
    const batch = await lockBatchInReview(tx, input.batchId);
    const [change] = await tx
      .select({
        position: importChanges.position,
        type: importChanges.type,
        status: importChanges.status,
        listingId: importChanges.listingId,
        car: importChanges.car,
        warnings: importChanges.warnings,
      })
      .from(importChanges)
      .where(and(eq(importChanges.id, input.changeId), eq(importChanges.batchId, batch.id)));
    if (!change) throw new IngestionWriteError('change_not_found', 'Ændringen findes ikke i batchen.');
    if (!change.car || change.type === 'withdraw' || ['approved', 'applied'].includes(change.status)) {
      throw new IngestionWriteError(
        'change_not_editable',
        'Kun en bil, som ikke er godkendt endnu, kan deles. Sæt den tilbage til afventer først.',
      );
    }
    const claim = await claimRecordVersion(tx, versionedImportChange, input.changeId, input.expectedVersion);
    if (claim.kind === 'stale')
      throw new StaleImportVersionError('change', input.changeId, claim.currentVersion);
    if (claim.kind === 'missing') throw new IngestionWriteError('change_not_found', 'Ændringen findes ikke.');

    const split = splitCar(change.car, input.offers, input.identity);
    if ('refused' in split)
      throw new IngestionWriteError('invalid_split', splitRefusalMessages[split.refused]);

    const [matching, sellerScores] = await Promise.all([
      loadSellerListingsForMatching(tx, batch.sellerId),
      loadSellerScores(tx, batch.sellerId),
    ]);
    const key = makeModelKey(split.kept.make, split.kept.model);
    const kept = reproposeChange({
      car: split.kept,
      listing: matching.listings.find((listing) => listing.id === change.listingId) ?? null,
      modelInCatalog: matching.catalogModels.some((entry) => makeModelKey(entry.make, entry.model) === key),
      sellerScores,
      previous: change.warnings,
    });
    await tx
      .update(importChanges)
      .set({ car: split.kept, ...kept })
      .where(eq(importChanges.id, input.changeId));
    const created = await storeReviewCar(tx, {
      batch,
      car: split.split,
      origin: 'split',
      after: change.position,
      previous: change.warnings,
      actor: input.actor,
    });
    await recordAudit(tx, input.actor, {
      action: 'split',
      entity: 'import_change',
      entityId: input.changeId,
      before: { car: change.car },
      after: { car: split.kept, splitChangeId: created.changeId },
    });
    await recordAudit(tx, input.actor, {
      action: 'create',
      entity: 'import_change',
      entityId: created.changeId,
      after: { car: created.car, splitFrom: input.changeId, importBatchId: batch.id },
    });
    return { changeId: created.changeId };
  });
}
