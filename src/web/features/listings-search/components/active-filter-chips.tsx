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

/**
 * Removable chips of the active filters, plus "Nulstil alle". They wrap onto as many lines as they
 * need, also on a phone: every chip reads in full, and none (the term and deposit the cards refer to,
 * "Ingen 12 mdr.") hides off-screen in a swiped row (issue 27).
 */
export function ActiveFilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: readonly ActiveFilter[];
  onRemove: (patch: FilterPatch) => void;
  onClearAll: () => void;
}) {
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Aktive filtre" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.id} className="max-w-full">
          {/* A label longer than the line (a long search text) wraps inside its chip. */}
          <span className="numeric inline-flex min-h-9 max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-900 ring-1 ring-brand-100 ring-inset">
            <span className="min-w-0 break-words">{chip.label}</span>
            <button
              type="button"
              aria-label={`Fjern filter: ${chip.label}`}
              onClick={(event) => {
                moveFocusOn(event.currentTarget);
                onRemove(chip.remove);
              }}
              className="grid size-7 shrink-0 place-items-center rounded-full text-brand-800 hover:bg-brand-100"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </span>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={onClearAll}
          className="inline-flex min-h-9 items-center rounded-full px-3 text-sm font-semibold whitespace-nowrap text-zinc-700 underline underline-offset-2 hover:text-zinc-950"
        >
          Nulstil alle
        </button>
      </li>
    </ul>
  );
}
