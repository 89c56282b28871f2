import type { OfferSelectionOptions } from './lease-offer';
import { DEFAULT_SEARCH_TARGETS, type SearchTargets } from './search-targets';

/** Lease configuration from the URL: km (mileage), mdr (term), udb (deposit); absent when not chosen. */
export type LeaseConfigParams = { km?: number | null; mdr?: number | null; udb?: number | null };

/**
 * Grid and count (decisions.md §4, original-system.md §2.5): strict and user-specified only when a
 * mileage chip is set; without URL values the admin's search targets apply.
 */
export function gridSelectionOptions(
  params: LeaseConfigParams,
  targets: SearchTargets = DEFAULT_SEARCH_TARGETS,
): OfferSelectionOptions {
  const mileageChosen = params.km != null;
  return {
    targetMileage: params.km ?? targets.mileage,
    targetDeposit: params.udb ?? targets.deposit,
    targetTerm: params.mdr ?? targets.term ?? undefined,
    strictMode: mileageChosen,
    isUserSpecified: mileageChosen,
  };
}

/** Detail page and similar cars: used with selectOfferWithFallback, so no strict flag. */
export function detailSelectionOptions(
  params: LeaseConfigParams,
  targets: SearchTargets = DEFAULT_SEARCH_TARGETS,
): Omit<OfferSelectionOptions, 'strictMode'> {
  return {
    targetMileage: params.km ?? targets.mileage,
    targetDeposit: params.udb ?? targets.deposit,
    targetTerm: params.mdr ?? targets.term ?? undefined,
    isUserSpecified: params.km != null || params.mdr != null || params.udb != null,
  };
}
