import type { ListingSort as UrlListingSort } from '../listings/listing-search-params';

/** The URL's sorts plus `price_asc`, the spec's other name for `asc`. */
export type ListingSort = UrlListingSort | 'price_asc';

/** What the grid sorts a listing by: its displayed offer. */
export type RankedEntry = {
  /** Score of the displayed offer; null when it has none (missing or implausible retail price). */
  score: number | null;
  /** Displayed monthly price. */
  price: number;
  /** Total cost of the displayed offer (first payment + months × monthly price). */
  total: number;
  /** Term of the displayed offer in months. */
  months: number;
  /** listings.updated_at in epoch milliseconds. */
  updatedAt: number;
};

/** Grid sort comparators with their tie-breakers (original-system.md §2.6); newest update wins last ties. */
export function compareForSort(sort: ListingSort, a: RankedEntry, b: RankedEntry): number {
  switch (sort) {
    case 'lease_score_desc':
      return compareScoreDesc(a, b) || a.price - b.price || b.updatedAt - a.updatedAt;
    case 'asc':
    case 'price_asc':
      return a.price - b.price || compareBothScoresDesc(a, b) || b.updatedAt - a.updatedAt;
    case 'total_asc':
      return (
        a.total - b.total || a.price - b.price || compareBothScoresDesc(a, b) || b.updatedAt - a.updatedAt
      );
    case 'effective_asc':
      // total/months compared without division: exact for whole kroner.
      return (
        a.total * b.months - b.total * a.months ||
        a.price - b.price ||
        compareBothScoresDesc(a, b) ||
        b.updatedAt - a.updatedAt
      );
    default:
      return b.price - a.price || compareScoreDesc(a, b) || b.updatedAt - a.updatedAt;
  }
}

/** Score descending; a listing without a score sorts after every scored one. */
function compareScoreDesc(a: RankedEntry, b: RankedEntry): number {
  if (a.score === null) return b.score === null ? 0 : 1;
  if (b.score === null) return -1;
  return b.score - a.score;
}

/** Price sort uses the score only when both listings have one. */
function compareBothScoresDesc(a: RankedEntry, b: RankedEntry): number {
  return a.score === null || b.score === null ? 0 : b.score - a.score;
}
