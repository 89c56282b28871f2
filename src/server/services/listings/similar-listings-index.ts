import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';

export const cheapestPrice = (listing: CatalogListing) => listing.offers[0]?.monthly_price ?? 0;

const trimWords = /\b(pro|life|style|business|comfort|sport)\b/g;

/** Model name reduced to what identifies the car: "ID.4 Pro 204hk" and "ID4" compare equal. */
export function normaliseModelName(name: string): string {
  return name
    .toLowerCase()
    .replace(/\d+\s*hk\b/g, '')
    .replace(/max\+/g, '')
    .replace(trimWords, '')
    .replace(/[^a-z0-9æøå]/g, '');
}

export type PricedListings = { listings: CatalogListing[]; prices: number[] };

/**
 * Where similar cars are found without scanning the whole catalogue: listings per make (with their
 * normalised model names) and per body type sorted by cheapest monthly price, so a price band is a
 * binary search.
 */
export type SimilarListingsIndex = {
  byMake: Map<string, { listing: CatalogListing; model: string }[]>;
  byBody: Map<string | null, PricedListings>;
  byBodyAndFuel: Map<string | null, Map<string | null, PricedListings>>;
  /** Same make, model names containing one another (`sameModelPool`), filled as models are asked for. */
  sameModel: Map<string, PricedListings>;
};

/** A run of listings: `listings[from]` up to (not including) `listings[to]`. */
export type ListingRange = { listings: readonly CatalogListing[]; from: number; to: number };

const indexes = new WeakMap<CatalogSnapshot, SimilarListingsIndex>();

/** Built once per snapshot, on first use; dropped with the snapshot. */
export function similarListingsIndex(snapshot: CatalogSnapshot): SimilarListingsIndex {
  let index = indexes.get(snapshot);
  if (!index) {
    index = buildIndex(snapshot.listings);
    indexes.set(snapshot, index);
  }
  return index;
}

function buildIndex(listings: readonly CatalogListing[]): SimilarListingsIndex {
  const byMake = new Map<string, { listing: CatalogListing; model: string }[]>();
  const bodies = new Map<string | null, CatalogListing[]>();
  const bodiesAndFuels = new Map<string | null, Map<string | null, CatalogListing[]>>();
  for (const listing of listings) {
    const sameMake = byMake.get(listing.makeKey) ?? [];
    sameMake.push({ listing, model: normaliseModelName(listing.model) });
    byMake.set(listing.makeKey, sameMake);
    const sameBody = bodies.get(listing.body_type) ?? [];
    sameBody.push(listing);
    bodies.set(listing.body_type, sameBody);
    const fuels = bodiesAndFuels.get(listing.body_type) ?? new Map<string | null, CatalogListing[]>();
    const sameFuel = fuels.get(listing.fuel_type) ?? [];
    sameFuel.push(listing);
    fuels.set(listing.fuel_type, sameFuel);
    bodiesAndFuels.set(listing.body_type, fuels);
  }
  const byBody = new Map<string | null, PricedListings>();
  for (const [body, members] of bodies) byBody.set(body, byPrice(members));
  const byBodyAndFuel = new Map<string | null, Map<string | null, PricedListings>>();
  for (const [body, fuels] of bodiesAndFuels) {
    byBodyAndFuel.set(body, new Map([...fuels].map(([fuel, members]) => [fuel, byPrice(members)])));
  }
  return { byMake, byBody, byBodyAndFuel, sameModel: new Map() };
}

/** Model names (normalised) that name the same car: equal, or one containing the other. */
export function modelsMatch(a: string, b: string): boolean {
  if (!a || !b) return false;
  return a === b || a.includes(b) || b.includes(a);
}

/**
 * Listings of the make whose normalised model name equals, contains or is contained in `model`: worked
 * out once per make and model and snapshot (a make can hold thousands of listings; detail pages of one
 * model ask for the same pool again and again), sorted by cheapest price like the other pools.
 */
export function sameModelPool(index: SimilarListingsIndex, makeKey: string, model: string): PricedListings {
  const key = `${makeKey}\u0000${model}`;
  let pool = index.sameModel.get(key);
  if (!pool) {
    pool = byPrice(
      (index.byMake.get(makeKey) ?? [])
        .filter((entry) => modelsMatch(entry.model, model))
        .map(({ listing }) => listing),
    );
    index.sameModel.set(key, pool);
  }
  return pool;
}

function byPrice(members: CatalogListing[]): PricedListings {
  members.sort((a, b) => cheapestPrice(a) - cheapestPrice(b));
  return { listings: members, prices: members.map(cheapestPrice) };
}

/**
 * The listings in `priced` whose cheapest price lies in [low, high] (a superset by at most the bounds'
 * rounding: callers keep their exact price test).
 */
export function inPriceRange(priced: PricedListings | undefined, low: number, high: number): ListingRange {
  if (!priced) return { listings: [], from: 0, to: 0 };
  const slack = 1e-6 * Math.max(1, Math.abs(low), Math.abs(high));
  return {
    listings: priced.listings,
    from: firstAtLeast(priced.prices, low - slack),
    to: firstAbove(priced.prices, high + slack),
  };
}

/** The first position whose value is at least `value` (`sorted.length` when none is). */
export function firstAtLeast(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function firstAbove(sorted: readonly number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
