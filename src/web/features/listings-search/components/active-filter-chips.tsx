import { X } from 'lucide-react';
import type { ActiveFilter } from '../model/active-filters';
import type { FilterPatch } from '../model/filter-patch';

/**
 * The chip whose remove button has focus goes away: focus moves on to the next chip's remove button,
 * after the last chip to the results heading, rather than falling back to the page.
 */
function moveFocusOn(button: HTMLElement) {
  if (document.activeElement !== button) return;
  const next = button
    .closest('li')
    ?.nextElementSibling?.querySelector<HTMLElement>('button[aria-label^="Fjern filter"]');
  (next ?? document.getElementById('results-heading'))?.focus();
}

/** Removable chips of the active filters, plus "Nulstil alle". `scroll` keeps them on one swipeable line. */
export function ActiveFilterChips({
  chips,
  onRemove,
  onClearAll,
  scroll = false,
}: {
  chips: readonly ActiveFilter[];
  onRemove: (patch: FilterPatch) => void;
  onClearAll: () => void;
  scroll?: boolean;
}) {
  if (chips.length === 0) return null;
  const clearAll = (
    <button
      type="button"
      onClick={onClearAll}
      className="inline-flex min-h-9 shrink-0 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-zinc-700 underline underline-offset-2 hover:text-zinc-950"
    >
      Nulstil alle
    </button>
  );
  const list = (
    <ul
      aria-label="Aktive filtre"
      className={`flex gap-2 ${scroll ? 'min-w-0 flex-1 snap-x overflow-x-auto [scrollbar-width:none]' : 'flex-wrap'}`}
    >
      {chips.map((chip) => (
        <li key={chip.id} className="shrink-0 snap-start">
          <span className="numeric inline-flex min-h-9 items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium whitespace-nowrap text-brand-900 ring-1 ring-brand-100 ring-inset">
            {chip.label}
            <button
              type="button"
              aria-label={`Fjern filter: ${chip.label}`}
              onClick={(event) => {
                moveFocusOn(event.currentTarget);
                onRemove(chip.remove);
              }}
              className="grid size-7 place-items-center rounded-full text-brand-800 hover:bg-brand-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        </li>
      ))}
      {scroll ? null : <li className="shrink-0">{clearAll}</li>}
    </ul>
  );
  // On one swipeable line "Nulstil alle" stays in view beside the chips instead of scrolling away.
  if (!scroll) return list;
  return (
    <div className="flex min-w-0 items-center gap-1">
      {list}
      {clearAll}
    </div>
  );
}
