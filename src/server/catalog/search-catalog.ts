import type { ListingSearchResponse } from '../../domain/listings/listing-api-types';
import type { ListingSearchParams } from '../../domain/listings/listing-search-params';
import { compareForSort, type RankedEntry } from '../../domain/offers/compare-listings';
import { fullTotal } from '../../domain/offers/full-price';
import { gridSelectionOptions } from '../../domain/offers/grid-offer-config';
import type { CatalogCache } from './catalog-cache';
import type { CatalogListing, CatalogOffer, CatalogSnapshot } from './catalog-snapshot';
import { computeGridSelection, type GridSelection, gridSelectionKey } from './grid-selection';
import { buildListingMask, listingFilterKey } from './listing-filter';
import { toListingSummary } from './listing-summary';
import { groupedCards, sameCarSummary } from './same-car-cards';

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
      total: fullTotal(offer, (listings[i] as CatalogListing).oneOffFees),
      months: offer.period_months,
      updatedAt: (listings[i] as CatalogListing).updatedAtMs,
    });
  }
  entries.sort((a, b) => compareForSort(sort, a, b));
  return Int32Array.from(entries, (e) => e.index);
}

export function searchCatalog(
  cache: CatalogCache,
  snapshot: CatalogSnapshot,
  params: ListingSearchParams,
): ListingSearchResponse {
  const { listings } = snapshot;
  const options = gridSelectionOptions(
    { km: params.km, mdr: params.mdr, udb: params.udb },
    snapshot.searchTargets,
  );
  const selectionKey = gridSelectionKey(options, params.price_max);
  const selection = cache.memo(snapshot, `selection:${selectionKey}`, () =>
    computeGridSelection(listings, options, params.price_max),
  );
  const order = cache.memo(snapshot, `order:${selectionKey}:${params.sort}`, () =>
    sortedOrder(selection, listings, params.sort),
  );
  const filterKey = listingFilterKey(params);
  const mask = filterKey
    ? cache.memo(snapshot, `mask:${filterKey}`, () => buildListingMask(snapshot, params))
    : undefined;
  const priceMin = params.price_min ?? 0;
  const passes =
    mask || priceMin > 0
      ? (i: number) =>
          (!mask || mask[i] === 1) &&
          (priceMin === 0 || (selection.display[i] as CatalogOffer).monthly_price >= priceMin)
      : undefined;
  const cards = cache.memo(snapshot, `cards:${selectionKey}:${params.sort}:${filterKey}:${priceMin}`, () =>
    groupedCards(order, snapshot.sameCar, selection, passes),
  );
  const offset = (params.page - 1) * params.limit;
  const pageIndices = Array.from(cards.indices.subarray(offset, offset + params.limit));
  const items = pageIndices.map((i) => {
    const summary = toListingSummary(listings[i] as CatalogListing, {
      display: selection.display[i] as CatalogOffer,
      ideal: selection.ideal[i] ?? null,
      method: selection.method[i] ?? 'default',
      reason: selection.reason[i] ?? 'best_fit',
      priceCapDelta: selection.priceCapDelta[i],
    });
    const sameCar = sameCarSummary(snapshot, selection, i);
    return sameCar ? { ...summary, same_car: sameCar } : summary;
  });
  return {
    items,
    total: cards.listingTotal,
    card_total: cards.indices.length,
    page: params.page,
    limit: params.limit,
  };
}
