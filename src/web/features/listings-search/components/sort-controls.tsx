import { ArrowUpDown, Check } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
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
        className="w-44"
      />
    </div>
  );
}

/** Phones: a compact button that opens the sort choices. */
export function SortMenu({ sort, onChange }: SortProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Sortering: ${SORT_LABELS[sort]}`}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-3 text-sm font-semibold text-zinc-900 ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50"
      >
        <ArrowUpDown aria-hidden="true" className="size-4" />
        Sortér
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl bg-white p-1 shadow-lg ring-1 ring-zinc-200"
        >
          <DropdownMenu.RadioGroup
            value={sort}
            onValueChange={(value) => {
              if (isSort(value)) onChange(value);
            }}
          >
            {options.map((option) => (
              <DropdownMenu.RadioItem
                key={option.value}
                value={option.value}
                className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-zinc-100"
              >
                <span className="size-4">
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden="true" className="size-4 text-brand-700" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {option.label}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
