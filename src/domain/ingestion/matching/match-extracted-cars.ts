import type { ExtractedCar } from '../extracted-price-list';
import type { BatchScope, ExistingListing, ProposedChange } from '../proposed-change';
import { batchScope, isInScope } from './batch-scope';
import { changeSummary } from './change-summary';
import { compareFields } from './compare-fields';
import { findMatches, type ListingMatch } from './find-matches';
import { makeModelKey } from './match-keys';
import { diffOffers, sameOffersAsStated } from './normalise-offers';
import { outlierWarnings } from './outlier-warnings';
import { hasPriceConflict } from './price-conflicts';

export type ProposeChangesInput = {
  /** One batch's cars, already merged across its sessions (mergeExtractedCars). */
  cars: readonly ExtractedCar[];
  /** Every listing of the seller, with its offers. */
  existing: readonly ExistingListing[];
  /** The makes and models the catalogue knows. */
  catalogModels: ReadonlyArray<{ make: string; model: string }>;
  /** Where withdrawals may be proposed; default: the makes and models the cars cover. */
  scope?: BatchScope;
  /**
   * One score per scored listing of the seller, measured as carLeaseScore measures a car: the highest
   * lease_offers.lease_score among the listing's offers with lease_score_method 'anchors'.
   */
  sellerScores?: readonly number[];
};

/**
 * What a batch proposes: one change per extracted car, in their order (update, unchanged, create or
 * missing model), then a withdrawal for each unmatched listing of the seller inside the scope that is not
 * already inactive. Listings outside the scope are never touched.
 */
export function proposeChanges(input: ProposeChangesInput): ProposedChange[] {
  const existing = uniqueById(input.existing);
  const sellerScores = input.sellerScores ?? [];
  const catalog = new Set(input.catalogModels.map(({ make, model }) => makeModelKey(make, model)));
  const matches = findMatches(input.cars, existing);

  const carChanges = input.cars.map((car, index) => {
    const match = matches[index];
    if (match) return matchedChange(car, match, sellerScores);
    return unmatchedChange(car, catalog.has(makeModelKey(car.make, car.model)), sellerScores);
  });

  const matchedIds = new Set(matches.flatMap((match) => (match ? [match.listing.id] : [])));
  const scope = input.scope ?? batchScope(input.cars);
  const withdrawals = existing
    .filter((listing) => !matchedIds.has(listing.id) && listing.status !== 'inactive')
    .filter((listing) => isInScope(scope, listing.make, listing.model))
    .map(withdrawChange);

  return [...carChanges, ...withdrawals];
}

function matchedChange(
  car: ExtractedCar,
  match: ListingMatch,
  sellerScores: readonly number[],
): ProposedChange {
  const { listing } = match;
  const fieldChanges = compareFields(car, listing);
  // A car whose list states two prices for the same terms is never "unchanged": the admin must choose.
  const unchanged =
    fieldChanges.length === 0 &&
    sameOffersAsStated(car.offers, listing.offers) &&
    !hasPriceConflict(car.offers);
  const type = unchanged ? 'unchanged' : 'update';
  const offerDiff = unchanged ? null : diffOffers(listing.offers, car.offers);
  return {
    type,
    listingId: listing.id,
    car,
    matchMethod: match.method,
    confidence: match.confidence,
    fieldChanges,
    offerDiff,
    warnings: outlierWarnings({
      type,
      car,
      offerDiff,
      retailPrice: listing.retailPrice ?? null,
      sellerScores,
    }),
    summary: changeSummary({ type, ...car, fieldChanges, offerDiff }),
  };
}

function unmatchedChange(
  car: ExtractedCar,
  modelInCatalog: boolean,
  sellerScores: readonly number[],
): ProposedChange {
  const type = modelInCatalog ? 'create' : 'missing_model';
  return {
    type,
    listingId: null,
    car,
    matchMethod: 'none',
    confidence: 0,
    fieldChanges: [],
    offerDiff: null,
    warnings: outlierWarnings({ type, car, offerDiff: null, retailPrice: null, sellerScores }),
    summary: changeSummary({ type, ...car }),
  };
}

function withdrawChange(listing: ExistingListing): ProposedChange {
  return {
    type: 'withdraw',
    listingId: listing.id,
    car: null,
    matchMethod: 'none',
    confidence: 0,
    fieldChanges: [],
    offerDiff: null,
    warnings: [],
    summary: changeSummary({ type: 'withdraw', ...listing }),
  };
}

function uniqueById(listings: readonly ExistingListing[]): ExistingListing[] {
  const byId = new Map<string, ExistingListing>();
  for (const listing of listings) if (!byId.has(listing.id)) byId.set(listing.id, listing);
  return [...byId.values()];
}
