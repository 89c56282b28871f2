import { storedBodyTypesFor } from '../../domain/listings/body-type-labels';
import { storedFuelTypesFor } from '../../domain/listings/fuel-type-labels';
import type { ListingSearchResponse } from '../../domain/listings/listing-api-types';
import type { ListingSearchParams } from '../../domain/listings/listing-search-params';
import { storedTransmissionsFor } from '../../domain/listings/transmission-labels';
import { compareForSort, type RankedEntry } from '../../domain/offers/compare-listings';
import { gridSelectionOptions } from '../../domain/offers/grid-offer-config';
import type { CatalogCache } from './catalog-cache';
import type { CatalogListing, CatalogSnapshot } from './catalog-snapshot';
import { computeGridSelection, type GridSelection, gridSelectionKey } from './grid-selection';
import { toListingSummary } from './listing-summary';

type SortKey = ListingSearchParams['sort'];

/** Listing indices that have a displayed offer, in the order of one sort. */
function sortedOrder(
  selection: GridSelection,
  listings: readonly CatalogListing[],
  sort: SortKey,
): Int32Array {
  const entries: (RankedEntry & { index: number })[] = [];
  for (let i = 0; i < listings.length; i++) {
    const offer = selection.display[i];
    if (!offer) continue;
    entries.push({
      index: i,
      score: selection.score[i] ?? null,
      price: offer.monthly_price,
      updatedAt: (listings[i] as CatalogListing).updatedAtMs,
    });
  }
  entries.sort((a, b) => compareForSort(sort, a, b));
  return Int32Array.from(entries, (e) => e.index);
}

type ListingPredicate = (listing: CatalogListing, price: number) => boolean;

function buildPredicate(
  params: ListingSearchParams,
  modelsByMake: Map<string, Set<string>>,
): ListingPredicate | undefined {
  const checks: ListingPredicate[] = [];
  const makes = new Set(params.makes.map((m) => m.toLowerCase()));
  const models = new Set(params.models.map((m) => m.toLowerCase()));
  if (makes.size > 0 || models.size > 0) checks.push(makeModelCheck(makes, models, modelsByMake));
  if (params.body_type.length > 0) {
    const stored = new Set<string>(storedBodyTypesFor(params.body_type));
    checks.push((l) => l.body_type !== null && stored.has(l.body_type));
  }
  if (params.fuel_type.length > 0) {
    const stored = new Set<string>(storedFuelTypesFor(params.fuel_type));
    checks.push((l) => l.fuel_type !== null && stored.has(l.fuel_type));
  }
  if (params.transmission.length > 0) {
    const stored = new Set<string>(storedTransmissionsFor(params.transmission));
    checks.push((l) => l.transmission !== null && stored.has(l.transmission));
  }
  addRange(checks, params.seats_min, params.seats_max, (l) => l.seats);
  addRange(checks, params.horsepower_min, params.horsepower_max, (l) => l.horsepower);
  const { price_min: priceMin, price_max: priceMax } = params;
  if (priceMin !== undefined) checks.push((_, price) => price >= priceMin);
  if (priceMax !== undefined) checks.push((_, price) => price <= priceMax);
  const words = params.q?.toLowerCase().split(/\s+/).filter(Boolean) ?? [];
  if (words.length > 0) checks.push((l) => words.every((w) => l.searchText.includes(w)));
  if (checks.length === 0) return undefined;
  return (listing, price) => checks.every((check) => check(listing, price));
}

/**
 * Makes and models combine per make: a chosen model narrows only its own make, so
 * "Toyota + Volkswagen Golf" gives every Toyota and the Golfs.
 */
function makeModelCheck(
  makes: Set<string>,
  models: Set<string>,
  modelsByMake: Map<string, Set<string>>,
): ListingPredicate {
  const makeHasChosenModel = (makeKey: string) => {
    const offered = modelsByMake.get(makeKey);
    for (const model of models) if (offered?.has(model)) return true;
    return false;
  };
  return (listing) => {
    const makeChosen = makes.size === 0 || makes.has(listing.makeKey);
    if (!makeChosen) return false;
    if (models.size === 0 || models.has(listing.modelKey)) return true;
    return makes.size > 0 && !makeHasChosenModel(listing.makeKey);
  };
}

function indexModels(snapshot: CatalogSnapshot): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  for (const listing of snapshot.listings) {
    const models = index.get(listing.makeKey) ?? new Set<string>();
    models.add(listing.modelKey);
    index.set(listing.makeKey, models);
  }
  return index;
}

function addRange(
  checks: ListingPredicate[],
  min: number | undefined,
  max: number | undefined,
  value: (l: CatalogListing) => number | null,
) {
  if (min === undefined && max === undefined) return;
  checks.push((l) => {
    const v = value(l);
    if (v === null) return false;
    return (min === undefined || v >= min) && (max === undefined || v <= max);
  });
}

export function searchCatalog(
  cache: CatalogCache,
  snapshot: CatalogSnapshot,
  params: ListingSearchParams,
): ListingSearchResponse {
  const { listings } = snapshot;
  const options = gridSelectionOptions({ km: params.km, mdr: params.mdr, udb: params.udb });
  const selectionKey = gridSelectionKey(options, params.price_max);
  const selection = cache.memo(snapshot, `selection:${selectionKey}`, () =>
    computeGridSelection(listings, options, params.price_max),
  );
  const order = cache.memo(snapshot, `order:${selectionKey}:${params.sort}`, () =>
    sortedOrder(selection, listings, params.sort),
  );
  const modelsByMake = cache.memo(snapshot, 'models-by-make', () => indexModels(snapshot));

  const predicate = buildPredicate(params, modelsByMake);
  const offset = (params.page - 1) * params.limit;
  const end = offset + params.limit;
  const items = [];
  let total = 0;
  for (let k = 0; k < order.length; k++) {
    const i = order[k] as number;
    const listing = listings[i] as CatalogListing;
    const display = selection.display[i];
    if (!display) continue;
    if (predicate && !predicate(listing, display.monthly_price)) continue;
    if (total >= offset && total < end) {
      items.push(
        toListingSummary(listing, {
          display,
          ideal: selection.ideal[i] ?? null,
          method: selection.method[i] ?? 'default',
          reason: selection.reason[i] ?? 'best_fit',
          priceCapDelta: selection.priceCapDelta[i],
        }),
      );
    }
    total++;
    if (!predicate && total >= end) {
      total = order.length;
      break;
    }
  }
  return { items, total, page: params.page, limit: params.limit };
}
