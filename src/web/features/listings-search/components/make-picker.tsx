import { useState } from 'react';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { groupMakesByPopularity } from '../../../../domain/listings/popular-makes';
import { type PickItem, PickList } from './pick-list';
import { SearchField } from './search-field';

function matches(name: string, query: string): boolean {
  return name.toLocaleLowerCase('da').includes(query.trim().toLocaleLowerCase('da'));
}

/** "Populære mærker" (most offers first), then "Andre mærker" alphabetically; chosen names missing from the catalogue stay listed so they can be unchosen. */
export function makeGroups(catalogue: ListingFilters | undefined, selected: readonly string[]) {
  const items = new Map<string, PickItem>();
  for (const make of catalogue?.makes ?? [])
    items.set(make.name.toLowerCase(), { name: make.name, count: make.count });
  for (const name of selected)
    if (!items.has(name.toLowerCase())) items.set(name.toLowerCase(), { name, count: 0 });
  return groupMakesByPopularity([...items.values()]);
}

export function MakePicker({
  catalogue,
  selected,
  onToggle,
}: {
  catalogue: ListingFilters | undefined;
  selected: readonly string[];
  onToggle: (make: string) => void;
}) {
  const [query, setQuery] = useState('');
  const { popular, others } = makeGroups(catalogue, selected);
  const isSelected = (name: string) => selected.some((make) => make.toLowerCase() === name.toLowerCase());
  const visible = (items: PickItem[]) => items.filter((item) => matches(item.name, query));
  const shownPopular = visible(popular);
  const shownOthers = visible(others);

  return (
    <div>
      <SearchField label="Søg efter mærke" value={query} onChange={setQuery} />
      <div className="mt-3">
        <PickList title="Populære mærker" items={shownPopular} isSelected={isSelected} onToggle={onToggle} />
        <PickList title="Andre mærker" items={shownOthers} isSelected={isSelected} onToggle={onToggle} />
        {shownPopular.length + shownOthers.length === 0 ? (
          <p className="py-6 text-center text-sm text-zinc-600" role="status">
            Ingen mærker matcher “{query.trim()}”
          </p>
        ) : null}
      </div>
    </div>
  );
}
