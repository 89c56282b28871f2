import { ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { type ListingSort, listingSorts } from '../../../../domain/listings/listing-search-params';
import { Select } from '../../../components/ui/select';
import { SORT_LABELS } from '../model/filter-options';

type SortProps = { sort: ListingSort; onChange: (sort: ListingSort) => void };

const options = listingSorts.map((value) => ({ value, label: SORT_LABELS[value] }));

function isSort(value: string): value is ListingSort {
  return (listingSorts as readonly string[]).includes(value);
}

/** Desktop: a labelled native select. */
export function SortSelect({ sort, onChange }: SortProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-zinc-600">
        Sortér efter
      </label>
      <Select
        id={id}
        options={options}
        value={sort}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
        className="w-60"
      />
    </div>
  );
}

/**
 * Phones: a compact "Sortér" button over a transparent native select, so the phone's own picker
 * opens (and no menu library is shipped for three choices).
 */
export function SortMenu({ sort, onChange }: SortProps) {
  return (
    <div className="relative inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-zinc-900 ring-1 ring-zinc-300 ring-inset focus-within:ring-2 focus-within:ring-brand-600 hover:bg-zinc-50">
      <ArrowUpDown aria-hidden="true" className="size-4" />
      <span aria-hidden="true">Sortér</span>
      <select
        aria-label={`Sortering: ${SORT_LABELS[sort]}`}
        value={sort}
        onChange={(event) => {
          if (isSort(event.target.value)) onChange(event.target.value);
        }}
        className="absolute inset-0 size-full cursor-pointer appearance-none opacity-0"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
