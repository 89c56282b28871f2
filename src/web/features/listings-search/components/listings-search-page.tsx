import { QueryErrorResetBoundary, useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ErrorBoundary } from '../../../components/errors/error-boundary';
import { useIsDesktop } from '../../../lib/media-query';
import { rememberSearchEntry } from '../../../lib/search-return';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useFilterTracking } from '../../analytics/wiring/filter-tracking';
import { filterQueries } from '../../listings/api/get-filters';
import { listingsApiQuery } from '../../listings/api/get-listings';
import { PriceAlertCta } from '../../price-alerts/price-alert-cta';
import { useResultsTotal } from '../hooks/use-results-total';
import { useListingSearch, useSearchNavigation } from '../hooks/use-search-navigation';
import { activeFilters } from '../model/active-filters';
import { type FilterPatch, NO_FILTERS, pickFilters } from '../model/filter-patch';
import { searchMeta } from '../model/search-meta';
import { saveSearch } from '../url/saved-search';
import { ActiveFilterChips } from './active-filter-chips';
import { FiltersSidebar } from './filters-sidebar';
import { MobileFilterBar } from './mobile-filter-bar';
import { MobileFilterOverlay } from './mobile-filter-overlay';
import { RestoredSearchNotice } from './restored-search-notice';
import { ResultsToolbar } from './results-toolbar';
import { SearchResults } from './search-results';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export function ListingsSearchPage() {
  const search = useListingSearch();
  const { update, applyFilters, clearFilters, startOver } = useSearchNavigation();
  const restored = useLocation({ select: (location) => location.state.restoredSearch === true });
  const isDesktop = useIsDesktop();
  const { data: catalogue } = useQuery(filterQueries.catalogue());
  const { total, failed: searchFailed } = useResultsTotal(search);
  const resultsTop = useRef<HTMLElement>(null);
  const overlayPushed = useRef(false);

  const filters = pickFilters(search);
  const chips = activeFilters(filters, catalogue);
  usePageMeta(searchMeta(filters, total));
  const tracking = useFilterTracking();

  useEffect(() => saveSearch(search), [search]);
  // So the detail page's "Tilbage til søgning" can return to this entry (its page and place). Not
  // while this page fades out after the location moved on to another page.
  const href = useLocation({ select: (location) => location.href });
  const onThisPage = useLocation({ select: (location) => /^\/listings\/?$/.test(location.pathname) });
  const historyIndex = useLocation({ select: (location) => location.state.__TSR_index });
  useEffect(() => {
    if (onThisPage) rememberSearchEntry(href, historyIndex);
  }, [onThisPage, href, historyIndex]);
  // Closed by the browser's back button: that already removed the entry the overlay pushed. Closed
  // any other way than "Vis tilbud" (which reports itself first) is a close without applying.
  useEffect(() => {
    if (search.showFilters) return;
    overlayPushed.current = false;
    tracking.overlayClosed('back');
  }, [search.showFilters, tracking]);

  // The sort is part of what the results show (filters_apply compares the whole search).
  const tracked = (values: FilterPatch) => ({ ...values, sort: search.sort });
  const changeFilters = (patch: FilterPatch) => {
    tracking.changed(tracked(filters), patch);
    void applyFilters(patch);
  };
  const removeChip = (patch: FilterPatch) => {
    tracking.changed(tracked(filters), patch, 'chip_remove');
    void applyFilters(patch);
  };
  const clearAll = () => {
    tracking.reset(tracked(filters), NO_FILTERS);
    void clearFilters();
  };

  const scrollToResults = () =>
    resultsTop.current?.scrollIntoView({
      block: 'start',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });

  const openOverlay = () => {
    tracking.overlayOpened('toolbar', filters);
    overlayPushed.current = true;
    void update({ showFilters: true });
  };
  const closeOverlay = () => {
    // Opened here with a new history entry: step back, so the phone's back button does not reopen it.
    if (overlayPushed.current) window.history.back();
    else void update({ showFilters: undefined }, { replace: true });
    overlayPushed.current = false;
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
      <h1 className="pt-6 pb-3 text-2xl font-bold tracking-tight sm:text-3xl lg:pb-6">Leasingbiler</h1>
      {restored ? (
        <RestoredSearchNotice
          chips={chips}
          sort={search.sort}
          onStartOver={() => {
            tracking.reset(tracked(filters), NO_FILTERS);
            void startOver();
          }}
        />
      ) : null}
      <MobileFilterBar
        chips={chips}
        onOpenFilters={openOverlay}
        onRemove={removeChip}
        onClearAll={clearAll}
      />
      <div className="lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <aside aria-label="Filtre" className="hidden lg:block">
          <FiltersSidebar
            filters={filters}
            activeCount={chips.length}
            catalogue={catalogue}
            onChange={changeFilters}
            onClearAll={clearAll}
          />
        </aside>
        <section
          ref={resultsTop}
          aria-labelledby="results-heading"
          className="scroll-mt-20 pt-4 lg:scroll-mt-4 lg:pt-0"
        >
          <ResultsToolbar
            total={total}
            failed={searchFailed}
            sort={search.sort}
            view={search.view}
            onSortChange={(sort) => {
              tracking.changed(tracked(filters), { sort });
              void update({ sort, page: 1 });
            }}
            onViewChange={(view) => void update({ view })}
          />
          <div className="mt-3 hidden lg:block">
            <ActiveFilterChips chips={chips} onRemove={removeChip} onClearAll={clearAll} />
          </div>
          {chips.length > 0 ? (
            <PriceAlertCta
              subject={{ kind: 'search', query: listingsApiQuery(search).toString() }}
              className="mt-3"
            />
          ) : null}
          <div className="mt-4">
            <QueryErrorResetBoundary>
              {({ reset }) => (
                <ErrorBoundary
                  variant="search"
                  onReset={reset}
                  resetKeys={[listingsApiQuery(search).toString()]}
                >
                  <SearchResults
                    search={search}
                    hasFilters={chips.length > 0}
                    onClearAll={clearAll}
                    onPageChange={scrollToResults}
                  />
                </ErrorBoundary>
              )}
            </QueryErrorResetBoundary>
          </div>
        </section>
      </div>
      <MobileFilterOverlay
        open={search.showFilters === true && !isDesktop}
        filters={filters}
        catalogue={catalogue}
        onClose={closeOverlay}
        onDraftChange={(before, patch) => tracking.changed(tracked(before), patch)}
        onDraftReset={(before, cleared) => tracking.reset(tracked(before), cleared)}
        onApply={(draft) => {
          tracking.overlayClosed('apply_button');
          overlayPushed.current = false;
          void update({ ...draft, page: 1, showFilters: undefined }, { replace: true });
        }}
      />
    </div>
  );
}
