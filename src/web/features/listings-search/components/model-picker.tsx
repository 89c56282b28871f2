import { useState } from 'react';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { PickList } from './pick-list';
import { SearchField } from './search-field';

/** The models of each chosen make, grouped under the make's name. */
export function ModelPicker({
  catalogue,
  makes,
  selected,
  onToggle,
}: {
  catalogue: ListingFilters | undefined;
  makes: readonly string[];
  selected: readonly string[];
  onToggle: (model: string) => void;
}) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLocaleLowerCase('da');
  const isSelected = (name: string) => selected.some((model) => model.toLowerCase() === name.toLowerCase());
  const groups = makes.map((make) => {
    const entry = catalogue?.makes.find((item) => item.name.toLowerCase() === make.toLowerCase());
    const models = (entry?.models ?? []).filter((model) =>
      `${make} ${model.name}`.toLocaleLowerCase('da').includes(needle),
    );
    return { make: entry?.name ?? make, models };
  });
  const none = groups.every((group) => group.models.length === 0);

  return (
    <div>
      <SearchField label="Søg efter model" value={query} onChange={setQuery} />
      <div className="mt-3">
        {groups.map((group) => (
          <PickList
            key={group.make}
            title={group.make}
            items={group.models}
            isSelected={isSelected}
            onToggle={onToggle}
          />
        ))}
        {none ? (
          <p className="py-6 text-center text-sm text-zinc-600" role="status">
            Ingen modeller matcher “{query.trim()}”
          </p>
        ) : null}
      </div>
    </div>
  );
}
