import type { ListingSummary } from '../../../domain/listings/listing-api-types';
import { detailSelectionOptions } from '../../../domain/offers/grid-offer-config';
import { selectOfferWithFallback } from '../../../domain/offers/select-offer-with-fallback';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { toListingSummary } from '../../catalog/listing-summary';
import {
  cheapestPrice as cheapest,
  inPriceRange,
  type ListingRange,
  normaliseModelName,
  similarListingsIndex,
} from './similar-listings-index';

export { normaliseModelName };

function sameModel(a: string, b: string): boolean {
  if (!a || !b) return false;
  return a === b || a.includes(b) || b.includes(a);
}

type Candidate = { listing: CatalogListing; score: number };

function similarityScore(source: CatalogListing, candidate: CatalogListing, tier: 1 | 2 | 3): number {
  const sourcePrice = cheapest(source);
  const delta = Math.abs(cheapest(candidate) - sourcePrice);
  const proximity = sourcePrice > 0 ? Math.max(0, 1 - delta / sourcePrice / 0.3) : 0;
  const weight = tier === 1 ? 1 : tier === 2 ? 0.9 : 0.7;
  const parts =
    (tier === 1 ? 0.5 : 0) +
    0.3 * proximity +
    (candidate.body_type === source.body_type ? 0.25 : 0) +
    (candidate.fuel_type === source.fuel_type ? 0.25 : 0) +
    (candidate.transmission === source.transmission ? 0.1 : 0) +
    (tier === 2 && candidate.makeKey === source.makeKey ? 0.15 : 0);
  return weight * parts;
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

  const takeTier = (
    tier: 1 | 2 | 3,
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
    for (const candidate of best.slice(0, max)) {
      chosen.add(candidate.listing.id);
      candidates.push(candidate);
    }
  };
  const everything: ListingRange = { listings: snapshot.listings, from: 0, to: snapshot.listings.length };
  const priceBand = (share: number): [number, number] => {
    const price = cheapest(source);
    const band = Math.abs(price * share);
    return [price - band, price + band];
  };

  if (index) {
    const sameModelPool = (index.byMake.get(source.makeKey) ?? [])
      .filter(({ model }) => sameModel(model, sourceModel))
      .map(({ listing }) => listing);
    takeTier(
      1,
      3,
      { listings: sameModelPool, from: 0, to: sameModelPool.length },
      (c) => c.variant !== source.variant,
    );
  } else {
    takeTier(
      1,
      3,
      everything,
      (c) =>
        c.makeKey === source.makeKey &&
        sameModel(normaliseModelName(c.model), sourceModel) &&
        c.variant !== source.variant,
    );
  }
  takeTier(
    2,
    4,
    index
      ? inPriceRange(index.byBodyAndFuel.get(source.body_type)?.get(source.fuel_type), ...priceBand(0.3))
      : everything,
    (c) =>
      c.body_type === source.body_type && c.fuel_type === source.fuel_type && withinPrice(source, c, 0.3),
  );
  if (candidates.length < targetCount) {
    takeTier(
      3,
      3,
      index ? inPriceRange(index.byBody.get(source.body_type), ...priceBand(0.6)) : everything,
      (c) => c.body_type === source.body_type && withinPrice(source, c, 0.6),
    );
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
