import type { ListingSummary } from '../../../domain/listings/listing-api-types';
import { detailSelectionOptions } from '../../../domain/offers/grid-offer-config';
import { selectOfferWithFallback } from '../../../domain/offers/select-offer-with-fallback';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { toListingSummary } from '../../catalog/listing-summary';
import {
  bodyTypeInPriceRange,
  cheapestPrice as cheapest,
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
    pool: readonly CatalogListing[],
    accepts: (c: CatalogListing) => boolean,
  ) => {
    const tierCandidates: Candidate[] = [];
    for (const candidate of pool) {
      if (chosen.has(candidate.id) || !accepts(candidate)) continue;
      tierCandidates.push({ listing: candidate, score: similarityScore(source, candidate, tier) });
    }
    tierCandidates.sort(byScoreThenId);
    for (const candidate of tierCandidates.slice(0, max)) {
      chosen.add(candidate.listing.id);
      candidates.push(candidate);
    }
  };
  const sameBodyWithin = (share: number) => {
    if (!index) return snapshot.listings;
    const price = cheapest(source);
    const band = Math.abs(price * share);
    return bodyTypeInPriceRange(index, source.body_type, price - band, price + band);
  };

  if (index) {
    const sameMake = index.byMake.get(source.makeKey) ?? [];
    const sameModelPool = sameMake
      .filter(({ model }) => sameModel(model, sourceModel))
      .map(({ listing }) => listing);
    takeTier(1, 3, sameModelPool, (c) => c.variant !== source.variant);
  } else {
    takeTier(
      1,
      3,
      snapshot.listings,
      (c) =>
        c.makeKey === source.makeKey &&
        sameModel(normaliseModelName(c.model), sourceModel) &&
        c.variant !== source.variant,
    );
  }
  takeTier(
    2,
    4,
    sameBodyWithin(0.3),
    (c) =>
      c.body_type === source.body_type && c.fuel_type === source.fuel_type && withinPrice(source, c, 0.3),
  );
  if (candidates.length < targetCount) {
    takeTier(
      3,
      3,
      sameBodyWithin(0.6),
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

function byScoreThenId(a: Candidate, b: Candidate): number {
  return b.score - a.score || (a.listing.id < b.listing.id ? -1 : 1);
}
