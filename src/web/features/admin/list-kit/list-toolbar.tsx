import type { ReactNode } from 'react';
import { ClearFiltersButton } from './clear-filters-button';
import { ListSearchInput } from './list-search-input';

/**
 * The filter bar of a list: the search box (debounced, written to the URL by the page), the page's own
 * filters as children, and "Ryd filtre" while any filter is set.
 */
export function ListToolbar({
  search,
  filtered = false,
  onClearFilters,
  children,
}: {
  /** The URL's search text (absent when empty) and how to write it: an emptied box writes `undefined`. */
  search?: {
    label: string;
    placeholder: string;
    value: string | undefined;
    onSearch: (text: string | undefined) => void;
  };
  filtered?: boolean;
  onClearFilters?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="mb-4 flex flex-wrap items-center gap-3">
      {search ? (
        <ListSearchInput
          className="min-w-[min(100%,18rem)] flex-1"
          label={search.label}
          placeholder={search.placeholder}
          value={search.value ?? ''}
          onSearch={(text) => search.onSearch(text || undefined)}
        />
      ) : null}
      {children}
      {onClearFilters ? <ClearFiltersButton visible={filtered} onClear={onClearFilters} /> : null}
    </div>
  );
}
