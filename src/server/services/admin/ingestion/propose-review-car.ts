import { and, eq, gt, isNotNull, max, sql } from 'drizzle-orm';
import { type AuditActor, recordAudit } from '../../../../db/audit/record-audit';
import { loadCatalogNames } from '../../../../db/catalog-names/load-catalog-names';
import type { Transaction } from '../../../../db/client';
import { loadSellerListingsForMatching } from '../../../../db/ingestion/load-seller-listings-for-matching';
import { bumpRecordVersions } from '../../../../db/record-version/claim-record-version';
import { versionedImportBatch } from '../../../../db/record-version/versioned-settings-users-batches';
import { importChanges } from '../../../../db/schema';
import { withCanonicalNames } from '../../../../domain/catalog/car-name-aliases';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { findMatches } from '../../../../domain/ingestion/matching/find-matches';
import { makeModelKey } from '../../../../domain/ingestion/matching/match-keys';
import type { OutlierWarning } from '../../../../domain/ingestion/proposed-change';
import type { ChangeOrigin } from '../../../../domain/ingestion/review-edits';
import { loadSellerScores } from '../../../ingestion/load-seller-scores';
import { reproposeChange } from './edit-change-car';

/**
 * A car the admin split off or added in the review, proposed as matching proposes a read car (issue 25),
 * and stored as a new change of the batch inside the caller's transaction (the batch already locked),
 * its make and model in the catalogue's spelling when an alias was typed:
 *
 * - it is matched against the seller's listings that no other car of the batch has taken — an update
 *   (or unchanged) when one matches; a withdrawal proposed for that listing is dropped, since the car is
 *   in the list after all;
 * - else a create, or a missing model when the catalogue does not know the model ("Opret modellen").
 *
 * The change is placed after `after` (a split's original) or last, and the batch's version moves on.
 */
export async function storeReviewCar(
  tx: Transaction,
  input: {
    batch: { id: string; sellerId: string };
    car: ExtractedCar;
    origin: Exclude<ChangeOrigin, 'reader'>;
    /** The split change's position; the new change follows it. Absent: after every other change. */
    after?: number;
    /** The split change's warnings: a price choice made there stays for the offers that move. */
    previous?: readonly OutlierWarning[];
    actor: AuditActor;
  },
): Promise<{ changeId: string; position: number; car: ExtractedCar }> {
  const { batch } = input;
  const [catalogNames, matching, sellerScores, others] = await Promise.all([
    loadCatalogNames(tx),
    loadSellerListingsForMatching(tx, batch.sellerId),
    loadSellerScores(tx, batch.sellerId),
    tx
      .select({ id: importChanges.id, type: importChanges.type, listingId: importChanges.listingId })
      .from(importChanges)
      .where(and(eq(importChanges.batchId, batch.id), isNotNull(importChanges.listingId))),
  ]);
  // The catalogue's spelling of what the admin typed ("vw" → Volkswagen), as a read car gets (ADR 031).
  const [car = input.car] = withCanonicalNames([input.car], catalogNames);
  const taken = new Set(others.flatMap((change) => (change.type === 'withdraw' ? [] : [change.listingId])));
  const free = matching.listings.filter((listing) => !taken.has(listing.id));
  const [match] = findMatches([car], free);
  const key = makeModelKey(car.make, car.model);
  const proposed = reproposeChange({
    car,
    listing: match?.listing ?? null,
    modelInCatalog: matching.catalogModels.some((entry) => makeModelKey(entry.make, entry.model) === key),
    sellerScores,
    previous: input.previous,
  });

  const withdrawal = match
    ? others.find((o) => o.type === 'withdraw' && o.listingId === match.listing.id)
    : null;
  if (withdrawal) {
    await tx.delete(importChanges).where(eq(importChanges.id, withdrawal.id));
    await recordAudit(tx, input.actor, {
      action: 'delete',
      entity: 'import_change',
      entityId: withdrawal.id,
      before: { type: 'withdraw', listingId: match?.listing.id },
      after: { reason: 'car_in_list', importBatchId: batch.id },
    });
  }

  const position = await placeAfter(tx, batch.id, input.after);
  const listing = match?.listing;
  const [created] = await tx
    .insert(importChanges)
    .values({
      batchId: batch.id,
      position,
      origin: input.origin,
      type: proposed.type,
      listingId: listing?.id ?? null,
      listingLabel: listing ? [listing.make, listing.model, listing.variant].filter(Boolean).join(' ') : null,
      car,
      matchMethod: match?.method ?? 'none',
      confidence: match?.confidence ?? 0,
      fieldChanges: proposed.fieldChanges,
      offerDiff: proposed.offerDiff,
      warnings: proposed.warnings,
      summary: proposed.summary,
    })
    .returning({ id: importChanges.id });
  if (!created) throw new Error('Change insert returned no row');
  await bumpRecordVersions(tx, versionedImportBatch, [batch.id]);
  return { changeId: created.id, position, car };
}

/** The position right after `after` (later changes move one on), or after the last change. */
async function placeAfter(tx: Transaction, batchId: string, after: number | undefined): Promise<number> {
  if (after === undefined) {
    const [last] = await tx
      .select({ position: max(importChanges.position) })
      .from(importChanges)
      .where(eq(importChanges.batchId, batchId));
    return (last?.position ?? -1) + 1;
  }
  await tx
    .update(importChanges)
    .set({ position: sql`${importChanges.position} + 1` })
    .where(and(eq(importChanges.batchId, batchId), gt(importChanges.position, after)));
  return after + 1;
}
