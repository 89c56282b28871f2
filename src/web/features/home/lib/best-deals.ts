import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import type { ListingSearchInput } from '../../../../domain/listings/listing-search-params';

export const BEST_DEALS_COUNT = 8;

/** One page of the best-scored listings (the default sort); wide enough to find eight different models. */
export const BEST_DEALS_SEARCH: ListingSearchInput = { limit: 50 };

/** The first listing of each make+model, in the given (best-first) order, at most `count`. */
export function pickBestDeals(items: readonly ListingSummary[], count = BEST_DEALS_COUNT): ListingSummary[] {
  const seen = new Set<string>();
  const picked: ListingSummary[] = [];
  for (const item of items) {
    const key = `${item.make}\u0000${item.model}`.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(item);
    if (picked.length === count) break;
  }
  return picked;
}
