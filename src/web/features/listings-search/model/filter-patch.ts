import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import {
  type ListingSearchParams,
  parseListingSearch,
} from '../../../../domain/listings/listing-search-params';

/** The search fields that narrow or configure results; sort, view, page and limit are not filters. */
export const FILTER_KEYS = [
  'q',
  'makes',
  'models',
  'body_type',
  'fuel_type',
  'transmission',
  'inkl',
  'price_min',
  'price_max',
  'seats_min',
  'seats_max',
  'horsepower_min',
  'horsepower_max',
  'km',
  'mdr',
  'udb',
] as const satisfies readonly (keyof ListingSearchParams)[];

export type FilterKey = (typeof FILTER_KEYS)[number];
export type FilterValues = Pick<ListingSearchParams, FilterKey>;
export type FilterPatch = Partial<FilterValues>;

/** Every filter at the shared schema's default (what an empty URL means). */
export const NO_FILTERS: FilterValues = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, parseListingSearch({})[key]]),
) as FilterValues;

export function pickFilters(search: ListingSearchParams): FilterValues {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, search[key]])) as FilterValues;
}

/** The list with `item` added, or removed when it is there already. */
export function toggleItem<T>(list: readonly T[], item: T): T[] {
  return list.includes(item) ? list.filter((value) => value !== item) : [...list, item];
}

function sameName(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

/** Model names the catalogue lists under `make`. */
export function modelsOfMake(catalogue: ListingFilters | undefined, make: string): string[] {
  return (
    catalogue?.makes.find((entry) => sameName(entry.name, make))?.models.map((model) => model.name) ?? []
  );
}

/**
 * New makes, dropping chosen models that belong only to makes no longer chosen: a model never
 * stays in the URL without its make.
 */
export function withMakes(
  filters: Pick<FilterValues, 'makes' | 'models'>,
  makes: string[],
  catalogue: ListingFilters | undefined,
): FilterPatch {
  if (!catalogue) return { makes };
  const allowed = makes.flatMap((make) => modelsOfMake(catalogue, make));
  const models = filters.models.filter((model) => allowed.some((name) => sameName(name, model)));
  return { makes, models };
}
