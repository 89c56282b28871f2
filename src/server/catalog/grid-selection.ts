import { isScoredMethod } from '../../domain/lease-score/lease-score-bands';
import type { DisplayPriceReason, OfferSelectionMethod } from '../../domain/offers/lease-offer';
import type { OfferSelectionOptions } from '../../domain/offers/select-best-offer';
import { selectBestOfferWithPriceCap } from '../../domain/offers/select-best-offer-with-price-cap';
import type { CatalogListing, CatalogOffer } from './catalog-snapshot';

/** The offer shown for every listing of a snapshot under one grid configuration (and price cap). */
export type GridSelection = {
  display: (CatalogOffer | null)[];
  ideal: (CatalogOffer | null)[];
  method: OfferSelectionMethod[];
  reason: DisplayPriceReason[];
  priceCapDelta: (number | undefined)[];
  /** Public score of the displayed offer: null when none is shown or its retail price is not scorable. */
  score: (number | null)[];
};

export function gridSelectionKey(options: OfferSelectionOptions, maxPrice: number | undefined): string {
  return [
    options.targetMileage,
    options.targetDeposit,
    options.targetTerm ?? '',
    options.strictMode ? 's' : 'f',
    options.isUserSpecified ? 'u' : 'd',
    maxPrice ?? '',
  ].join('|');
}

export function publicScore(offer: CatalogOffer | null): number | null {
  if (!offer || !isScoredMethod(offer.lease_score_method)) return null;
  return offer.lease_score;
}

export function computeGridSelection(
  listings: readonly CatalogListing[],
  options: OfferSelectionOptions,
  maxPrice: number | undefined,
): GridSelection {
  const n = listings.length;
  const selection: GridSelection = {
    display: new Array(n),
    ideal: new Array(n),
    method: new Array(n),
    reason: new Array(n),
    priceCapDelta: new Array(n),
    score: new Array(n),
  };
  const capOptions = { ...options, maxPrice, enforcePriceCap: maxPrice !== undefined };
  for (let i = 0; i < n; i++) {
    const listing = listings[i] as CatalogListing;
    const result = selectBestOfferWithPriceCap(listing.offers, capOptions);
    const display = result.display?.offer ?? null;
    selection.display[i] = display;
    selection.ideal[i] = result.ideal?.offer ?? null;
    selection.method[i] = result.display?.method ?? result.ideal?.method ?? 'default';
    selection.reason[i] = result.reason;
    selection.priceCapDelta[i] = result.priceCapDelta;
    selection.score[i] = publicScore(display);
  }
  return selection;
}
