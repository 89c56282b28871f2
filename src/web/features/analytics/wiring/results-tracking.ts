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
    [total, isPlaceholderData],
  );
}
