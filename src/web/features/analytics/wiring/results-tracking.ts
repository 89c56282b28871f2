import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import { usePageViewDetails } from './use-page-view-details';

/** The results page's page_view fields, once the results of this search are on screen. */
export function useResultsPageView(
  search: ListingSearchParams,
  total: number | undefined,
  isPlaceholderData: boolean,
): void {
  usePageViewDetails(
    total !== undefined && !isPlaceholderData,
    (runtime, at) => runtime.resultsPage(at, search, total ?? 0),
    // The search too: it may catch up with the location a render later, with the same total.
    [search, total, isPlaceholderData],
  );
}
