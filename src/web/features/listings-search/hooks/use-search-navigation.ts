import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import { type FilterPatch, NO_FILTERS } from '../model/filter-patch';

export function useListingSearch(): ListingSearchParams {
  return useSearch({ from: '/listings' });
}

type NavigateOptions = { replace?: boolean };

/** Writers for the /listings URL; the route's middleware turns every result into the canonical query. */
export function useSearchNavigation() {
  const navigate = useNavigate({ from: '/listings' });

  const update = useCallback(
    (patch: Partial<ListingSearchParams>, options: NavigateOptions = {}) =>
      navigate({ search: (prev) => ({ ...prev, ...patch }), resetScroll: false, ...options }),
    [navigate],
  );

  /** A filter change starts again at page 1. */
  const applyFilters = useCallback(
    (patch: FilterPatch, options: NavigateOptions = {}) => update({ ...patch, page: 1 }, options),
    [update],
  );

  const clearFilters = useCallback(() => applyFilters(NO_FILTERS), [applyFilters]);

  /** Every car in the default order: filters, sort and view back to the defaults. */
  const startOver = useCallback(() => navigate({ search: {}, resetScroll: false }), [navigate]);

  return { update, applyFilters, clearFilters, startOver };
}
