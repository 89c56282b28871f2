import type { IncludedItem } from '../offers/included-items';
import { slugLookup } from './value-lookup';

/**
 * The search's "inkl." filters (issue 27 part 2, ADR 054): `?inkl=service&inkl=forsikring` keeps the cars
 * whose seller states the item included. An item stated "not included" or not stated does not pass:
 * the filter promises what the seller promises, nothing more.
 */
export const includedFilterSlugs = ['service', 'forsikring'] as const;
export type IncludedFilterSlug = (typeof includedFilterSlugs)[number];

export const INCLUDED_FILTER_LABELS: Record<IncludedFilterSlug, string> = {
  service: 'inkl. service',
  forsikring: 'inkl. forsikring',
};

export const INCLUDED_FILTER_ITEMS: Record<IncludedFilterSlug, IncludedItem> = {
  service: 'service',
  forsikring: 'insurance',
};

export const includedFilterOptions = includedFilterSlugs.map((value) => ({
  value,
  label: INCLUDED_FILTER_LABELS[value],
}));

/** Slug for a slug, its label or the item's English key, in any case; undefined when unknown. */
export const includedFilterFromInput = slugLookup(includedFilterSlugs, (slug) => [
  INCLUDED_FILTER_LABELS[slug],
  ...(slug === 'forsikring' ? ['insurance'] : []),
]);
