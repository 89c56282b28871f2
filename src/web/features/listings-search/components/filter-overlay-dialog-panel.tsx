import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, X } from 'lucide-react';
import { useState } from 'react';
import { formatNumber } from '../../../../domain/format/format-danish';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { Button } from '../../../components/ui/button';
import { DialogClose, DialogPanel, DialogTitle } from '../../../components/ui/dialog';
import { listingQueries } from '../../listings/api/get-listings';
import { activeFilters } from '../model/active-filters';
import { type FilterPatch, type FilterValues, NO_FILTERS } from '../model/filter-patch';
import { FilterPanel } from './filter-panel';
import { PICKER_TITLES, PickerBody, type PickerKind } from './picker-body';

type Screen = 'filters' | PickerKind;

const focusOnMount = (element: HTMLElement | null) => element?.focus();

export type OverlayBodyProps = {
  filters: FilterValues;
  catalogue: ListingFilters | undefined;
  onApply: (filters: FilterValues) => void;
  /** A change to the draft (for analytics): the draft before it and the change. */
  onDraftChange?: (before: FilterValues, patch: FilterPatch) => void;
  onDraftReset?: (before: FilterValues, cleared: FilterValues) => void;
};

/**
 * "Vis 42 tilbud": the count of the filters being edited, before they are applied. While the count of
 * a new draft loads, the button says "Tæller tilbud…" and applies nothing: never the previous draft's
 * count, never results the visitor has not seen counted (issue 27). A count that failed lets the
 * visitor apply without one ("Vis tilbud"); the results page then says what went wrong.
 */
function useApplyButton(draft: FilterValues): { label: string; ready: boolean } {
  const { data: count, isPending } = useQuery(listingQueries.count(draft));
  if (count !== undefined) return { label: `Vis ${formatNumber(count)} tilbud`, ready: true };
  return isPending ? { label: 'Tæller tilbud…', ready: false } : { label: 'Vis tilbud', ready: true };
}

function OverlayBody({ filters, catalogue, onApply, onDraftChange, onDraftReset }: OverlayBodyProps) {
  const [draft, setDraft] = useState(filters);
  const [screen, setScreen] = useState<Screen>('filters');
  const apply = useApplyButton(draft);
  const hasFilters = activeFilters(draft, catalogue).length > 0;
  const change = (patch: FilterPatch) => {
    onDraftChange?.(draft, patch);
    setDraft((current) => ({ ...current, ...patch }));
  };
  const reset = () => {
    onDraftReset?.(draft, NO_FILTERS);
    setDraft(NO_FILTERS);
  };

  return (
    <>
      <div className="flex min-h-16 items-center gap-2 border-b border-zinc-200 px-2">
        {screen === 'filters' ? null : (
          <button
            type="button"
            onClick={() => setScreen('filters')}
            aria-label="Tilbage til filtre"
            className="grid size-11 place-items-center rounded-xl hover:bg-zinc-100"
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
          </button>
        )}
        {/* Keyed by screen: a sub-screen replaces the panel, and focus moves to its new heading. */}
        <DialogTitle
          key={screen}
          ref={focusOnMount}
          tabIndex={-1}
          className="flex-1 px-2 text-lg font-semibold tracking-tight outline-none"
        >
          {screen === 'filters' ? 'Filtre' : PICKER_TITLES[screen]}
        </DialogTitle>
        <DialogClose
          aria-label="Luk filtre"
          className="grid size-11 place-items-center rounded-xl text-zinc-600 hover:bg-zinc-100"
        >
          <X aria-hidden="true" className="size-5" />
        </DialogClose>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4">
        {screen === 'filters' ? (
          <FilterPanel filters={draft} onChange={change} catalogue={catalogue} onOpenPicker={setScreen} />
        ) : (
          <PickerBody kind={screen} filters={draft} catalogue={catalogue} onChange={change} />
        )}
      </div>
      <div className="flex gap-3 border-t border-zinc-200 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
        {hasFilters ? (
          <Button variant="secondary" onClick={reset}>
            Nulstil
          </Button>
        ) : null}
        {/* aria-disabled, not disabled: the button keeps focus while it counts. */}
        <Button
          className="numeric flex-1 aria-disabled:cursor-wait aria-disabled:opacity-70"
          aria-disabled={apply.ready ? undefined : true}
          aria-live="polite"
          onClick={() => {
            if (apply.ready) onApply(draft);
          }}
        >
          {apply.label}
        </Button>
      </div>
    </>
  );
}

/** The overlay's full-screen panel (mobile-filter-overlay.tsx), loaded apart. */
export function FilterOverlayDialogPanel(body: OverlayBodyProps) {
  return (
    <DialogPanel className="fixed inset-0 z-50 flex size-full max-h-none max-w-none flex-col bg-white text-inherit focus:outline-none lg:hidden">
      <OverlayBody {...body} />
    </DialogPanel>
  );
}
