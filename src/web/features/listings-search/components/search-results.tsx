import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import { buttonClass } from '../../../components/ui/button';
import { useRestoreScrollWhenReady } from '../../../lib/use-restore-scroll';
import { ListingContainerProvider } from '../../analytics/wiring/listing-tracking';
import { useResultsPageView } from '../../analytics/wiring/results-tracking';
import { listingQueries } from '../../listings/api/get-listings';
import { EmptyResults } from './empty-results';
import { ResultsList, ResultsSkeleton } from './results-list';
import { ResultsPagination } from './results-pagination';

/** The results for the URL's search. A failure is thrown to the page's search error boundary. */
export function useSearchResults(search: ListingSearchParams) {
  return useQuery({
    ...listingQueries.search(search),
    placeholderData: keepPreviousData,
    throwOnError: true,
  });
}

export function SearchResults({
  search,
  hasFilters,
  onClearAll,
  onPageChange,
}: {
  search: ListingSearchParams;
  hasFilters: boolean;
  onClearAll: () => void;
  onPageChange: () => void;
}) {
  const { data, isPlaceholderData } = useSearchResults(search);
  // After "back" from a detail page the same cards render from the cache and the window returns to them.
  useRestoreScrollWhenReady(data !== undefined && !isPlaceholderData);
  useResultsPageView(search, data?.total, isPlaceholderData);
  const container = useMemo(() => ({ container: 'results_grid', search }) as const, [search]);

  // The previous search's "Ingen biler fundet" would speak for the new one while it loads.
  if (!data || (isPlaceholderData && data.total === 0)) return <ResultsSkeleton view={search.view} />;
  if (data.total === 0) return <EmptyResults hasFilters={hasFilters} onClearAll={onClearAll} />;

  // One card per car (ADR 071): the pages count cards, the heading counts offers.
  const pageCount = Math.ceil((data.card_total ?? data.total) / data.limit);
  if (data.items.length === 0) {
    return (
      <div className="rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-zinc-200/80">
        <p className="font-semibold">Side {search.page} findes ikke</p>
        <Link
          from="/listings"
          to="/listings"
          search={(prev) => ({ ...prev, page: 1 })}
          className={`${buttonClass('secondary')} mt-4`}
        >
          Gå til side 1
        </Link>
      </div>
    );
  }

  return (
    <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60 transition-opacity' : ''}>
      <ListingContainerProvider value={container}>
        <ResultsList
          items={data.items}
          view={search.view}
          requested={{ term: search.mdr, deposit: search.udb }}
        />
      </ListingContainerProvider>
      <ResultsPagination page={search.page} pageCount={pageCount} onNavigate={onPageChange} />
    </div>
  );
}
