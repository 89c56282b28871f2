import { History } from 'lucide-react';
import type { ListingSort } from '../../../../domain/listings/listing-search-params';
import type { ActiveFilter } from '../model/active-filters';
import { SORT_LABELS } from '../model/filter-options';

/**
 * Shown when a bare /listings continued the visitor's last search (spec §3): what was brought back,
 * and one click to see every car instead.
 */
export function RestoredSearchNotice({
  chips,
  sort,
  onStartOver,
}: {
  chips: readonly ActiveFilter[];
  sort: ListingSort;
  onStartOver: () => void;
}) {
  const summary =
    chips.length > 0 ? chips.map((chip) => chip.label).join(', ') : `sorteret efter ${SORT_LABELS[sort]}`;
  return (
    <div
      role="status"
      className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900 ring-1 ring-brand-100 ring-inset"
    >
      <History aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Din seneste søgning:</span> {summary}
      </p>
      <button
        type="button"
        onClick={onStartOver}
        className="inline-flex min-h-9 items-center rounded-lg px-2 font-semibold underline underline-offset-2 hover:text-brand-950"
      >
        Vis alle biler
      </button>
    </div>
  );
}
