import {
  canonicalFilters,
  RESULTS_CONTEXT_KEYS,
  resultsCtxHash,
  resultsFiltersFromSearch,
  resultsSessionFor,
} from '../../../../domain/analytics/results-session';
import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import { usePageViewDetails } from './use-page-view-details';

/** filters_active of a results page_view: the set context filters, numbers as integers. */
export function activeFiltersOf(search: Parameters<typeof resultsFiltersFromSearch>[0]) {
  const active: Record<string, string | number> = {};
  for (const [key, value] of canonicalFilters(resultsFiltersFromSearch(search), RESULTS_CONTEXT_KEYS)) {
    active[key] = /^-?\d+$/.test(value) ? Number(value) : value;
  }
  return active;
}

export function resultsContextHash(search: ListingSearchParams): string {
  return resultsCtxHash(resultsFiltersFromSearch(search));
}

/** The results page's page_view fields (spec §3): results session, count, active filters, latency. */
export function useResultsPageView(
  search: ListingSearchParams,
  total: number | undefined,
  isPlaceholderData: boolean,
): void {
  usePageViewDetails(
    total !== undefined && !isPlaceholderData,
    (runtime) => ({
      results_session_id: resultsSessionFor(resultsFiltersFromSearch(search), {
        storage: runtime.tabStorage,
        now: Date.now,
        random: Math.random,
      }).id,
      results_count: Math.min(total ?? 0, 10_000),
      filters_active: activeFiltersOf(search),
      latency_ms: 0,
    }),
    [total, isPlaceholderData],
  );
}
