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

type PricedListings = { listings: CatalogListing[]; prices: number[] };

/**
 * Where similar cars are found without scanning the whole catalogue: listings per make (with their
 * normalised model names) and per body type sorted by cheapest monthly price, so a price band is a
 * binary search.
 */
export type SimilarListingsIndex = {
  byMake: Map<string, { listing: CatalogListing; model: string }[]>;
  byBody: Map<string | null, PricedListings>;
};

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
  for (const listing of listings) {
    const sameMake = byMake.get(listing.makeKey) ?? [];
    sameMake.push({ listing, model: normaliseModelName(listing.model) });
    byMake.set(listing.makeKey, sameMake);
    const sameBody = bodies.get(listing.body_type) ?? [];
    sameBody.push(listing);
    bodies.set(listing.body_type, sameBody);
  }
  const byBody = new Map<string | null, PricedListings>();
  for (const [body, members] of bodies) {
    members.sort((a, b) => cheapestPrice(a) - cheapestPrice(b));
    byBody.set(body, { listings: members, prices: members.map(cheapestPrice) });
  }
  return { byMake, byBody };
}

/**
 * The listings of one body type whose cheapest price lies in [low, high] (a superset by at most the
 * bounds' rounding: callers keep their exact price test).
 */
export function bodyTypeInPriceRange(
  index: SimilarListingsIndex,
  bodyType: string | null,
  low: number,
  high: number,
): CatalogListing[] {
  const priced = index.byBody.get(bodyType);
  if (!priced) return [];
  const slack = 1e-6 * Math.max(1, Math.abs(low), Math.abs(high));
  return priced.listings.slice(
    firstAtLeast(priced.prices, low - slack),
    firstAbove(priced.prices, high + slack),
  );
}

function firstAtLeast(sorted: readonly number[], value: number): number {
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
