import { SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function EmptyResults({ onClearAll, hasFilters }: { onClearAll: () => void; hasFilters: boolean }) {
  return (
    <div className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-zinc-200/80">
      <SearchX aria-hidden="true" className="mx-auto size-10 text-zinc-400" />
      <h2 className="mt-4 text-lg font-semibold tracking-tight">Ingen biler fundet</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-zinc-600">
        Ingen tilbud passer til dine filtre. Prøv at fjerne nogle af dem.
      </p>
      {hasFilters ? (
        <Button className="mt-6" onClick={onClearAll}>
          Nulstil alle filtre
        </Button>
      ) : null}
    </div>
  );
}
