import type { ListingSummary } from '../../../domain/listings/listing-api-types';
import { listingDetailToQuery } from '../../../domain/listings/listing-detail-params';
import {
  type ListingSearchParams,
  listingSearchToQuery,
  parseListingSearch,
} from '../../../domain/listings/listing-search-params';
import { detailSelectionOptions } from '../../../domain/offers/grid-offer-config';
import { selectOfferWithFallback } from '../../../domain/offers/select-offer-with-fallback';
import type { AlertTerms } from '../../../domain/price-alerts/price-alert-mails';
import type { CatalogCache } from '../../catalog/catalog-cache';
import type { CatalogListing, CatalogSnapshot } from '../../catalog/catalog-snapshot';
import { searchCatalog } from '../../catalog/search-catalog';

/** A saved search with more matches than this is refused: "new matches" of half the catalogue is noise. */
export const SEARCH_ALERT_MAX_MATCHES = 500;

export function carName(listing: Pick<CatalogListing, 'make' | 'model' | 'variant'>): string {
  return [listing.make, listing.model, listing.variant].filter(Boolean).join(' ');
}

/**
 * The offer the detail page shows for a listing at a configuration (the same selection, with its
 * fallback), or undefined when the listing is not public now.
 */
export function displayedOffer(snapshot: CatalogSnapshot, listingId: string, terms: AlertTerms) {
  const index = snapshot.byId.get(listingId);
  const listing = index === undefined ? undefined : snapshot.listings[index];
  if (!listing) return undefined;
  const { offer } = selectOfferWithFallback(
    listing.offers,
    detailSelectionOptions(
      { km: terms.mileagePerYear, mdr: terms.periodMonths, udb: terms.firstPayment },
      snapshot.searchTargets,
    ),
  );
  return offer ? { listing, offer } : undefined;
}

export function listingUrl(publicOrigin: string, listingId: string, terms: AlertTerms): string {
  const query = listingDetailToQuery({
    km: terms.mileagePerYear,
    mdr: terms.periodMonths,
    udb: terms.firstPayment,
  });
  return `${publicOrigin}/listing/${listingId}?${query}`;
}

/** A results-page query as stored: normalised, without page, page size, view or the filter panel's state. */
export function savedSearchQuery(raw: string): { params: ListingSearchParams; query: string } {
  const parsed = parseListingSearch(new URLSearchParams(raw.startsWith('?') ? raw.slice(1) : raw));
  const query = listingSearchToQuery({
    ...parsed,
    page: undefined,
    limit: undefined,
    view: undefined,
    showFilters: undefined,
  }).toString();
  return { params: parseListingSearch(new URLSearchParams(query)), query };
}

/** Every listing the search matches now, in its order (up to one more than the limit, to tell "too many"). */
export function searchMatches(
  cache: CatalogCache,
  snapshot: CatalogSnapshot,
  params: ListingSearchParams,
): { items: ListingSummary[]; total: number } {
  const { items, total } = searchCatalog(cache, snapshot, {
    ...params,
    page: 1,
    limit: SEARCH_ALERT_MAX_MATCHES + 1,
  });
  return { items, total };
}
