import { eq, sql } from 'drizzle-orm';
import type { AuditActor } from '../../../../db/audit/record-audit';
import { type Database, queryRows } from '../../../../db/client';
import { loadSellerListingsForMatching } from '../../../../db/ingestion/load-seller-listings-for-matching';
import { importBatches } from '../../../../db/schema';
import { type ExtractedCar, extractedCarSchema } from '../../../../domain/ingestion/extracted-price-list';
import { changeSummary } from '../../../../domain/ingestion/matching/change-summary';
import { compareFields } from '../../../../domain/ingestion/matching/compare-fields';
import { makeModelKey } from '../../../../domain/ingestion/matching/match-keys';
import { diffOffers, sameOffersAsStated } from '../../../../domain/ingestion/matching/normalise-offers';
import { outlierWarnings } from '../../../../domain/ingestion/matching/outlier-warnings';
import { hasPriceConflict } from '../../../../domain/ingestion/matching/price-conflicts';
import type {
  ExistingListing,
  OutlierWarning,
  ProposedChange,
} from '../../../../domain/ingestion/proposed-change';
import { markChecksReviewed } from '../../../../domain/ingestion/reading-check-badges';
import { loadSellerScores } from '../../../ingestion/load-seller-scores';
import { editImportChange } from './edit-import-change';
import { IngestionWriteError } from './ingestion-write-error';
import { StaleImportVersionError } from './stale-import-version-error';

type Reproposed = Pick<ProposedChange, 'type' | 'fieldChanges' | 'offerDiff' | 'warnings' | 'summary'>;

/**
 * The change proposed again for an edited car: against the same listing (update or unchanged), or, for
 * a car without one, a create when its model is in the catalogue, else a missing model. Price conflicts
 * are found again in the car's offers; a resolved one (`previous`) stays while its choice stands.
 */
export function reproposeChange(input: {
  car: ExtractedCar;
  listing: ExistingListing | null;
  modelInCatalog: boolean;
  sellerScores: readonly number[];
  previous?: readonly OutlierWarning[];
}): Reproposed {
  const { car, listing, sellerScores } = input;
  const previous = input.previous ?? [];
  if (listing) {
    const fieldChanges = compareFields(car, listing);
    const unchanged =
      fieldChanges.length === 0 &&
      sameOffersAsStated(car.offers, listing.offers) &&
      !hasPriceConflict(car.offers);
    const type = unchanged ? 'unchanged' : 'update';
    const offerDiff = unchanged ? null : diffOffers(listing.offers, car.offers);
    return {
      type,
      fieldChanges,
      offerDiff,
      warnings: outlierWarnings({
        type,
        car,
        offerDiff,
        retailPrice: listing.retailPrice ?? null,
        sellerScores,
        previous,
      }),
      summary: changeSummary({ type, ...car, fieldChanges, offerDiff }),
    };
  }
  const type = input.modelInCatalog ? 'create' : 'missing_model';
  return {
    type,
    fieldChanges: [],
    offerDiff: null,
    warnings: outlierWarnings({ type, car, offerDiff: null, retailPrice: null, sellerScores, previous }),
    summary: changeSummary({ type, ...car }),
  };
}

type StoredChange = {
  version: number;
  listing_id: string | null;
  seller_id: string;
  car: ExtractedCar | null;
  warnings: OutlierWarning[];
};

const parsedJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/**
 * The change of the batch with its seller, car and warnings; a Danish 404 error when it is not there,
 * and a StaleImportVersionError when it is no longer at the version the reviewer loaded (checked again
 * when the edit is written).
 */
export async function loadBatchChange(
  db: Database,
  batchId: string,
  changeId: string,
  expectedVersion: number,
): Promise<StoredChange> {
  const [change] = await queryRows<{
    version: number;
    listing_id: string | null;
    seller_id: string;
    car: ExtractedCar | string | null;
    warnings: OutlierWarning[] | string;
  }>(
    db,
    sql`select c.version, c.listing_id, b.seller_id, c.car, c.warnings from import_changes c
        join import_batches b on b.id = c.batch_id
        where c.id = ${changeId} and c.batch_id = ${batchId}`,
  );
  if (!change) {
    const [batch] = await db
      .select({ id: importBatches.id })
      .from(importBatches)
      .where(eq(importBatches.id, batchId));
    throw batch
      ? new IngestionWriteError('change_not_found', 'Ændringen findes ikke i batchen.')
      : new IngestionWriteError('batch_not_found', 'Batchen findes ikke.');
  }
  if (Number(change.version) !== expectedVersion) {
    throw new StaleImportVersionError('change', changeId, Number(change.version));
  }
  return {
    version: Number(change.version),
    listing_id: change.listing_id,
    seller_id: change.seller_id,
    car: change.car === null ? null : parsedJson(change.car),
    warnings: parsedJson(change.warnings),
  };
}

/** Stores a corrected car with the change proposed again for it (same listing, current catalogue). */
export async function saveReproposedCar(
  db: Database,
  input: {
    changeId: string;
    change: StoredChange;
    car: ExtractedCar;
    previous: readonly OutlierWarning[];
    expectedVersion: number;
    actor: AuditActor;
  },
): Promise<{ car: ExtractedCar; version: number }> {
  const { change, car } = input;
  const [matching, sellerScores] = await Promise.all([
    loadSellerListingsForMatching(db, change.seller_id),
    loadSellerScores(db, change.seller_id),
  ]);
  const listing = matching.listings.find((candidate) => candidate.id === change.listing_id) ?? null;
  const key = makeModelKey(car.make, car.model);
  const modelInCatalog = matching.catalogModels.some(
    (entry) => makeModelKey(entry.make, entry.model) === key,
  );
  return editImportChange(db, {
    changeId: input.changeId,
    car,
    expectedVersion: input.expectedVersion,
    actor: input.actor,
    reproposed: reproposeChange({ car, listing, modelInCatalog, sellerScores, previous: input.previous }),
  });
}

/**
 * The edited car with the reader's checks and evidence as the server stored them (never as the browser
 * sent them), its failed hard checks marked as looked at by the admin: "Ret bil" is how an admin clears
 * "Kræver kontrol" (issue 25; `markChecksReviewed`). Offers the admin changed simply find no reasons.
 */
function withReviewedChecks(edited: ExtractedCar, stored: ExtractedCar | null): ExtractedCar {
  const { checks: _sent, evidence: _claimed, ...car } = edited;
  const checks = stored?.checks;
  const evidence = stored?.evidence;
  return {
    ...car,
    ...(checks && checks.length > 0 ? { checks: markChecksReviewed(checks) } : {}),
    ...(evidence ? { evidence } : {}),
  };
}

/** PUT /api/admin/batches/:id/changes/:changeId/car: the corrected car, its diff and warnings again. */
export async function editChangeCar(
  db: Database,
  input: { batchId: string; changeId: string; car: ExtractedCar; expectedVersion: number; actor: AuditActor },
): Promise<{ car: ExtractedCar; version: number }> {
  const change = await loadBatchChange(db, input.batchId, input.changeId, input.expectedVersion);
  const car = withReviewedChecks(extractedCarSchema.parse(input.car), change.car);
  return saveReproposedCar(db, {
    changeId: input.changeId,
    change,
    car,
    previous: change.warnings,
    expectedVersion: input.expectedVersion,
    actor: input.actor,
  });
}
