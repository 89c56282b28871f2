import type { ListingSummary } from '../../../domain/listings/listing-api-types';
import { detailSelectionOptions } from '../../../domain/offers/grid-offer-config';
import { selectOfferWithFallback } from '../../../domain/offers/select-offer-with-fallback';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { toListingSummary } from '../../catalog/listing-summary';
import {
  cheapestPrice as cheapest,
  firstAtLeast,
  inPriceRange,
  type ListingRange,
  modelsMatch,
  normaliseModelName,
  type PricedListings,
  sameModelPool,
  similarListingsIndex,
} from './similar-listings-index';

export { normaliseModelName };

type Candidate = { listing: CatalogListing; score: number };

type Tier = 1 | 2 | 3;
const tierWeight = { 1: 1, 2: 0.9, 3: 0.7 } as const;

function proximity(source: CatalogListing, price: number): number {
  const sourcePrice = cheapest(source);
  return sourcePrice > 0 ? Math.max(0, 1 - Math.abs(price - sourcePrice) / sourcePrice / 0.3) : 0;
}

/** The score's parts other than price: model, body, fuel, transmission and (tier 2) make. */
function matchParts(source: CatalogListing, candidate: CatalogListing, tier: Tier): number {
  return (
    (tier === 1 ? 0.5 : 0) +
    (candidate.body_type === source.body_type ? 0.25 : 0) +
    (candidate.fuel_type === source.fuel_type ? 0.25 : 0) +
    (candidate.transmission === source.transmission ? 0.1 : 0) +
    (tier === 2 && candidate.makeKey === source.makeKey ? 0.15 : 0)
  );
}

/** `matchParts` when everything matches: no candidate of the tier scores more than this. */
const bestMatchParts = { 1: 1.1, 2: 0.75, 3: 0.6 } as const;

function similarityScore(source: CatalogListing, candidate: CatalogListing, tier: Tier): number {
  return (
    tierWeight[tier] * (matchParts(source, candidate, tier) + 0.3 * proximity(source, cheapest(candidate)))
  );
}

function withinPrice(source: CatalogListing, candidate: CatalogListing, share: number): boolean {
  const sourcePrice = cheapest(source);
  return Math.abs(cheapest(candidate) - sourcePrice) <= sourcePrice * share;
}

/** How candidates are found: the snapshot's index, or a scan of every listing (the reference the index is tested against). */
export type SimilarSearch = 'index' | 'scan';

/**
 * Similar cars in three tiers (same model, then same body and fuel within ±30 % price, then same
 * body within ±60 %), each offer chosen for the visitor's current km/mdr/udb. Null if the source
 * listing is not public.
 */
export function findSimilarListings(
  snapshot: CatalogSnapshot,
  id: string,
  config: { km?: number | undefined; mdr?: number | undefined; udb?: number | undefined },
  targetCount: number,
  search: SimilarSearch = 'index',
): ListingSummary[] | null {
  const sourceIndex = snapshot.byId.get(id);
  if (sourceIndex === undefined) return null;
  const source = snapshot.listings[sourceIndex] as CatalogListing;
  const sourceModel = normaliseModelName(source.model);
  const index = search === 'index' ? similarListingsIndex(snapshot) : undefined;
  const chosen = new Set<string>([source.id]);
  const candidates: Candidate[] = [];

  const take = (best: Candidate[], max: number) => {
    for (const candidate of best.slice(0, max)) {
      chosen.add(candidate.listing.id);
      candidates.push(candidate);
    }
  };
  const takeTier = (
    tier: Tier,
    max: number,
    { listings, from, to }: ListingRange,
    accepts: (c: CatalogListing) => boolean,
  ) => {
    const best: Candidate[] = [];
    for (let i = from; i < to; i += 1) {
      const candidate = listings[i] as CatalogListing;
      if (chosen.has(candidate.id) || !accepts(candidate)) continue;
      const scored = { listing: candidate, score: similarityScore(source, candidate, tier) };
      if (index) keepBest(best, scored, max);
      else best.push(scored);
    }
    if (!index) best.sort(byScoreThenId);
    take(best, max);
  };
  // Listings sorted by price, walked outwards from the source's price: the score falls with the
  // price distance, so once even a perfect match at the next distance would rank below the last of
  // the best `max`, nothing further out can enter and the walk stops (a common body type's band can
  // hold thousands of listings; the best few are near the price).
  const takeNearestTier = (
    tier: Tier,
    max: number,
    priced: PricedListings | undefined,
    share: number,
    accepts: (c: CatalogListing) => boolean,
  ) => {
    if (!priced) return;
    const best: Candidate[] = [];
    const { listings, prices } = priced;
    const sourcePrice = cheapest(source);
    const band = share === Number.POSITIVE_INFINITY ? share : Math.abs(sourcePrice * share);
    const { from, to } = inPriceRange(priced, sourcePrice - band, sourcePrice + band);
    let above = Math.max(from, Math.min(to, firstAtLeast(prices, sourcePrice)));
    let below = above - 1;
    while (below >= from || above < to) {
      const takeBelow =
        above >= to ||
        (below >= from && sourcePrice - (prices[below] as number) <= (prices[above] as number) - sourcePrice);
      const at = takeBelow ? below-- : above++;
      const price = prices[at] as number;
      const last = best[max - 1];
      const ceiling = tierWeight[tier] * (bestMatchParts[tier] + 0.3 * proximity(source, price));
      if (last && ceiling < last.score - 1e-9) break;
      const candidate = listings[at] as CatalogListing;
      if (chosen.has(candidate.id) || !accepts(candidate)) continue;
      keepBest(best, { listing: candidate, score: similarityScore(source, candidate, tier) }, max);
    }
    take(best, max);
  };
  const everything: ListingRange = { listings: snapshot.listings, from: 0, to: snapshot.listings.length };

  if (index) {
    // At any price: the walk outwards stops once even a perfect match further out ranks below the best 3.
    const pool = sameModelPool(index, source.makeKey, sourceModel);
    takeNearestTier(1, 3, pool, Number.POSITIVE_INFINITY, (c) => c.variant !== source.variant);
  } else {
    takeTier(
      1,
      3,
      everything,
      (c) =>
        c.makeKey === source.makeKey &&
        modelsMatch(normaliseModelName(c.model), sourceModel) &&
        c.variant !== source.variant,
    );
  }
  const tier2 = (c: CatalogListing) =>
    c.body_type === source.body_type && c.fuel_type === source.fuel_type && withinPrice(source, c, 0.3);
  if (index)
    takeNearestTier(2, 4, index.byBodyAndFuel.get(source.body_type)?.get(source.fuel_type), 0.3, tier2);
  else takeTier(2, 4, everything, tier2);
  if (candidates.length < targetCount) {
    const tier3 = (c: CatalogListing) => c.body_type === source.body_type && withinPrice(source, c, 0.6);
    if (index) takeNearestTier(3, 3, index.byBody.get(source.body_type), 0.6, tier3);
    else takeTier(3, 3, everything, tier3);
  }

  const options = detailSelectionOptions(config, snapshot.searchTargets);
  return candidates
    .sort(byScoreThenId)
    .slice(0, targetCount)
    .flatMap(({ listing }) => {
      const selected = selectOfferWithFallback(listing.offers, options);
      if (!selected.offer) return [];
      return [
        toListingSummary(listing, {
          display: selected.offer,
          ideal: selected.offer,
          method: selected.method,
          reason: 'best_fit',
          priceCapDelta: 0,
        }),
      ];
    });
}

/** Inserts `candidate` into `best` (sorted, at most `max` long) when it ranks among the first `max`. */
function keepBest(best: Candidate[], candidate: Candidate, max: number): void {
  const last = best[best.length - 1];
  if (best.length >= max && last && byScoreThenId(candidate, last) >= 0) return;
  let at = best.length;
  while (at > 0 && byScoreThenId(candidate, best[at - 1] as Candidate) < 0) at -= 1;
  best.splice(at, 0, candidate);
  if (best.length > max) best.pop();
}

function byScoreThenId(a: Candidate, b: Candidate): number {
  return b.score - a.score || (a.listing.id < b.listing.id ? -1 : 1);
}
