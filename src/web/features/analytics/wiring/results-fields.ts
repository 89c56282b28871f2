import {
  canonicalFilters,
  RESULTS_CONTEXT_KEYS,
  resultsCtxHash,
  resultsFiltersFromSearch,
  resultsSessionFor,
} from '../../../../domain/analytics/results-session';
import {
  DEFAULT_SORT,
  type ListingSearchParams,
  listingSearchToQuery,
  parseListingSearch,
} from '../../../../domain/listings/listing-search-params';
import type { TrackingCore } from './tracking-core';

/**
 * filters_active of a results page_view: the set context filters, numbers as integers. The default order
 * is no filter the visitor set (every search has it), so sort_option appears only for another order.
 */
export function activeFiltersOf(search: Parameters<typeof resultsFiltersFromSearch>[0]) {
  const active: Record<string, string | number> = {};
  const filters = resultsFiltersFromSearch(search);
  if (filters.sort_option === DEFAULT_SORT) filters.sort_option = undefined;
  for (const [key, value] of canonicalFilters(filters, RESULTS_CONTEXT_KEYS)) {
    active[key] = /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return active;
}

/**
 * Whether the search a results page shows is the one in the location's query. The router's location
 * moves to a new search a render before the page's search does; the old results must not be reported
 * as the new location's.
 */
export function showsLocationSearch(search: ListingSearchParams, locationSearch: string): boolean {
  const shown = listingSearchToQuery(search).toString();
  return shown === listingSearchToQuery(parseListingSearch(new URLSearchParams(locationSearch))).toString();
}

export function resultsContextHash(search: ListingSearchParams): string {
  return resultsCtxHash(resultsFiltersFromSearch(search));
}

/** The results session of this search: kept while the fingerprint filters stay the same (spec §4). */
export function resultsSessionOf(core: Pick<TrackingCore, 'tabStorage'>, search: ListingSearchParams) {
  return resultsSessionFor(resultsFiltersFromSearch(search), {
    storage: core.tabStorage,
    now: Date.now,
    random: Math.random,
  });
}

/** The results page's page_view fields (spec §3): results session, count, active filters, latency. */
export function resultsPageDetails(core: TrackingCore, search: ListingSearchParams, total: number) {
  return {
    results_session_id: resultsSessionOf(core, search).id,
    results_count: Math.min(total, 10_000),
    filters_active: activeFiltersOf(search),
    latency_ms: 0,
  };
}
