import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { Card } from '../../../components/ui/card';
import type { FilterPatch, FilterValues } from '../model/filter-patch';
import { FilterPanel } from './filter-panel';

/** Desktop: the card "Filtre" beside the results; every change applies at once. */
export function FiltersSidebar({
  filters,
  activeCount,
  catalogue,
  onChange,
  onClearAll,
}: {
  filters: FilterValues;
  activeCount: number;
  catalogue: ListingFilters | undefined;
  onChange: (patch: FilterPatch) => void;
  onClearAll: () => void;
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby="filters-heading">
        <div className="mb-4 flex items-center justify-between gap-2">
          <h2 id="filters-heading" className="text-lg font-semibold tracking-tight">
            Filtre
          </h2>
          {activeCount > 0 ? (
            <button
              type="button"
              onClick={onClearAll}
              className="numeric min-h-9 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
            >
              Nulstil ({activeCount})
            </button>
          ) : null}
        </div>
        <FilterPanel filters={filters} onChange={onChange} catalogue={catalogue} />
      </section>
    </Card>
  );
}
