import { DEFAULT_MILEAGE, DEFAULT_TARGET_DEPOSIT, type OfferSelectionOptions } from './lease-offer';

/** Lease configuration from the URL: km (mileage), mdr (term), udb (deposit); absent when not chosen. */
export type LeaseConfigParams = { km?: number | null; mdr?: number | null; udb?: number | null };

/**
 * Grid and count (decisions.md §4, original-system.md §2.5): strict and user-specified only when a
 * mileage chip is set; the URL deposit and term are targets only when present.
 */
export function gridSelectionOptions(params: LeaseConfigParams): OfferSelectionOptions {
  const mileageChosen = params.km != null;
  return {
    targetMileage: params.km ?? DEFAULT_MILEAGE,
    targetDeposit: params.udb ?? DEFAULT_TARGET_DEPOSIT,
    targetTerm: params.mdr ?? undefined,
    strictMode: mileageChosen,
    isUserSpecified: mileageChosen,
  };
}

/** Detail page and similar cars: used with selectOfferWithFallback, so no strict flag. */
export function detailSelectionOptions(params: LeaseConfigParams): Omit<OfferSelectionOptions, 'strictMode'> {
  return {
    targetMileage: params.km ?? DEFAULT_MILEAGE,
    targetDeposit: params.udb ?? DEFAULT_TARGET_DEPOSIT,
    targetTerm: params.mdr ?? undefined,
    isUserSpecified: params.km != null || params.mdr != null || params.udb != null,
  };
}
