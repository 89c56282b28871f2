import { LayoutGrid, List } from 'lucide-react';
import type { ListingView } from '../../../../domain/listings/listing-search-params';

const VIEWS = [
  { value: 'grid', label: 'Gittervisning', icon: LayoutGrid },
  { value: 'list', label: 'Listevisning', icon: List },
] as const;

export function ViewToggle({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  return (
    <fieldset className="inline-flex rounded-xl bg-zinc-100 p-1">
      <legend className="sr-only">Visning</legend>
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          aria-label={label}
          title={label}
          onClick={() => onChange(value)}
          className={`grid size-9 place-items-center rounded-lg transition-colors ${
            view === value ? 'bg-white text-zinc-950 shadow-sm' : 'text-zinc-600 hover:text-zinc-950'
          }`}
        >
          <Icon aria-hidden="true" className="size-4" />
        </button>
      ))}
    </fieldset>
  );
}
