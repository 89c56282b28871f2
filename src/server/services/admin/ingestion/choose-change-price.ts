import type { AuditActor } from '../../../../db/audit/record-audit';
import type { Database } from '../../../../db/client';
import { formatMonthly } from '../../../../domain/format/format-danish';
import type { ExtractedCar, ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { offerTermsText } from '../../../../domain/ingestion/matching/price-conflict-text';
import { choosePrice } from '../../../../domain/ingestion/matching/price-conflicts';
import { loadBatchChange, saveReproposedCar } from './edit-change-car';
import { IngestionWriteError } from './ingestion-write-error';

/**
 * POST /api/admin/batches/:id/changes/:changeId/price-choice: the admin picks one of the monthly prices
 * the list stated for the same terms. The car keeps the chosen price, the conflict records the choice
 * (its other prices stay in the warning), and the change is proposed again — as editing it would, and
 * with the same rules: only in a batch in review, only a change that is not approved yet.
 */
export async function chooseChangePrice(
  db: Database,
  input: {
    batchId: string;
    changeId: string;
    choice: ExtractedOffer;
    expectedVersion: number;
    actor: AuditActor;
  },
): Promise<{ car: ExtractedCar; version: number }> {
  const change = await loadBatchChange(db, input.batchId, input.changeId, input.expectedVersion);
  const chosen = change.car ? choosePrice(change.car, change.warnings, input.choice) : null;
  if (!chosen) {
    throw new IngestionWriteError(
      'price_not_in_conflict',
      `Ændringen har ingen modstridende priser for ${offerTermsText(input.choice)}, som ${formatMonthly(input.choice.monthly_price)} er en af.`,
    );
  }
  return saveReproposedCar(db, {
    changeId: input.changeId,
    change,
    car: chosen.car,
    previous: chosen.warnings,
    expectedVersion: input.expectedVersion,
    actor: input.actor,
  });
}
