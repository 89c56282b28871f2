import { formatNumber } from '../../../../domain/format/format-danish';
import type { ListingSort, ListingView } from '../../../../domain/listings/listing-search-params';
import { SORT_LABELS } from '../model/filter-options';
import { SortMenu, SortSelect } from './sort-controls';
import { ViewToggle } from './view-toggle';

function resultsHeading(total: number | undefined, failed: boolean): string {
  if (total !== undefined) return `${formatNumber(total)} tilbud fundet`;
  return failed ? 'Tilbud kunne ikke hentes' : 'Henter tilbud…';
}

/** "{n} tilbud fundet", the sort order and grid/list; phones get a compact sort button instead of the select. */
export function ResultsToolbar({
  total,
  failed,
  sort,
  view,
  onSortChange,
  onViewChange,
}: {
  total: number | undefined;
  /** The search failed: the results area says so, and the heading must not claim it is still loading. */
  failed: boolean;
  sort: ListingSort;
  view: ListingView;
  onSortChange: (sort: ListingSort) => void;
  onViewChange: (view: ListingView) => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1">
        <h2
          id="results-heading"
          aria-live="polite"
          // Focus lands here when the last filter chip is removed.
          tabIndex={-1}
          className="numeric text-base font-semibold tracking-tight outline-none sm:text-lg"
        >
          {resultsHeading(total, failed)}
        </h2>
        {/* Wraps rather than cut short at 320 px ("Sorteret efter …"). */}
        <p className="text-xs text-zinc-600 lg:hidden">Sorteret efter {SORT_LABELS[sort]}</p>
      </div>
      <div className="lg:hidden">
        <SortMenu sort={sort} onChange={onSortChange} />
      </div>
      <div className="hidden lg:block">
        <SortSelect sort={sort} onChange={onSortChange} />
      </div>
      <ViewToggle view={view} onChange={onViewChange} />
    </div>
  );
}
