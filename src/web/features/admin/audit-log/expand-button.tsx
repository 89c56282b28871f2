import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { countNoun } from '../../../../domain/format/count-noun';
import { NOUN } from '../../../../domain/format/nouns';

/** The toggle that opens an entry's details (its fields, or the steps of a grouped write). */
export function ExpandButton({
  open,
  controls,
  onToggle,
  children,
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-brand-800 hover:bg-brand-50 sm:min-h-9"
    >
      {children}
      <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
    </button>
  );
}

/** "Vis 3 felter" / "Skjul 1 felt". */
export const fieldsToggleText = (open: boolean, count: number) =>
  `${open ? 'Skjul' : 'Vis'} ${countNoun(count, NOUN.field)}`;
