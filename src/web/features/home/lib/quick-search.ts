import type { BodyTypeSlug } from '../../../../domain/listings/body-type-labels';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import type { ListingSearchInput } from '../../../../domain/listings/listing-search-params';
import { groupMakesByPopularity } from '../../../../domain/listings/popular-makes';

/** Monthly price caps offered by "Maks pris": 1.000 … 10.000 kr./md. */
export const PRICE_MAX_STEPS: readonly number[] = Array.from(
  { length: 10 },
  (_, index) => (index + 1) * 1000,
);

export type QuickSearchValues = {
  make: string;
  model: string;
  bodyType: BodyTypeSlug | '';
  /** undefined: no cap ("Ingen grænse"). */
  priceMax: number | undefined;
};

export const EMPTY_QUICK_SEARCH: QuickSearchValues = {
  make: '',
  model: '',
  bodyType: '',
  priceMax: undefined,
};

export type MakeGroups = { popular: string[]; others: string[] };

/** Makes of the catalogue split into the popular ones (most offers first) and the rest (alphabetical). */
export function groupMakes(makes: ListingFilters['makes']): MakeGroups {
  const { popular, others } = groupMakesByPopularity(makes);
  return { popular: popular.map((make) => make.name), others: others.map((make) => make.name) };
}

/** Model names of one make, alphabetical; none when no make is chosen. */
export function modelsOf(makes: ListingFilters['makes'], make: string): string[] {
  if (!make) return [];
  const found = makes.find((entry) => entry.name === make);
  return (found?.models ?? []).map((model) => model.name).sort((a, b) => a.localeCompare(b, 'da'));
}

/** The /listings search the quick search stands for; the same object keys the live count's query. */
export function quickSearchToListingSearch(values: QuickSearchValues): ListingSearchInput {
  return {
    makes: values.make ? [values.make] : [],
    models: values.make && values.model ? [values.model] : [],
    body_type: values.bodyType ? [values.bodyType] : [],
    price_max: values.priceMax,
  };
}
