import { SlidersHorizontal } from 'lucide-react';
import { countNoun } from '../../../../domain/format/count-noun';
import type { ActiveFilter } from '../model/active-filters';
import type { FilterPatch } from '../model/filter-patch';
import { ActiveFilterChips } from './active-filter-chips';

/**
 * Phones: the filter button with the active count stays at the top while scrolling; the chips follow
 * below it, wrapped onto whole lines so each reads in full (a swiped row beside the button left about
 * 134 px: "Maks 3.000 kr./mo…", issue 27). They do not stick: several lines of them would cover the
 * cards.
 */
export function MobileFilterBar({
  chips,
  onOpenFilters,
  onRemove,
  onClearAll,
}: {
  chips: readonly ActiveFilter[];
  onOpenFilters: () => void;
  onRemove: (patch: FilterPatch) => void;
  onClearAll: () => void;
}) {
  return (
    <>
      <div className="sticky top-0 z-30 -mx-4 border-b border-zinc-200 bg-canvas/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
        <button
          type="button"
          onClick={onOpenFilters}
          aria-haspopup="dialog"
          aria-label={
            chips.length > 0 ? `Filtre, ${countNoun(chips.length, ['aktivt', 'aktive'])}` : 'Filtre'
          }
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-xl bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filtre
          {chips.length > 0 ? (
            <span className="numeric grid min-w-5 place-items-center rounded-full bg-white px-1.5 text-xs font-bold text-brand-800">
              {chips.length}
            </span>
          ) : null}
        </button>
      </div>
      {chips.length > 0 ? (
        <div className="pt-3 lg:hidden">
          <ActiveFilterChips chips={chips} onRemove={onRemove} onClearAll={onClearAll} />
        </div>
      ) : null}
    </>
  );
}
