import { bodyTypeFromInput, bodyTypeSlugs } from './body-type-labels';
import { fuelTypeFromInput, fuelTypeSlugs } from './fuel-type-labels';
import { includedFilterFromInput, includedFilterSlugs } from './included-filter';
import { kmParam, LEASE_PARAM_ALIASES, mdrParam, udbParam } from './lease-config-params';
import {
  collectValues,
  firstOf,
  listItems,
  pickAliases,
  type RawSearchInput,
  readBoolean,
  readText,
} from './search-param-values';
import { optionalInteger, type SearchField, type SearchOf, searchSchema, withDefault } from './search-schema';
import { transmissionFromInput, transmissionSlugs } from './transmission-labels';

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 20;
export const LIMIT_MIN = 10;
export const LIMIT_MAX = 50;
export const QUERY_MAX_LENGTH = 100;
/** Guards against hostile URLs; no real filter comes near these. */
export const MAX_LIST_ITEMS = 50;
export const MAX_NAME_LENGTH = 100;

/** `asc`/`desc`: monthly price; `total_asc`: total cost of the term; `effective_asc`: total ÷ months. */
export const listingSorts = ['lease_score_desc', 'asc', 'effective_asc', 'total_asc', 'desc'] as const;
export type ListingSort = (typeof listingSorts)[number];
export const DEFAULT_SORT: ListingSort = 'lease_score_desc';
export const listingViews = ['grid', 'list'] as const;
export type ListingView = (typeof listingViews)[number];
export const DEFAULT_VIEW: ListingView = 'grid';

const SORT_ALIASES = new Map<string, ListingSort>([
  ['price_asc', 'asc'],
  ['price_desc', 'desc'],
]);

function lowerText(item: unknown): string | undefined {
  return readText(item)?.toLowerCase();
}

/** Make and model names: first spelling of each name (case-insensitive) kept, in URL order. */
function nameList(value: unknown): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const name of listItems(value)) {
    const key = name.toLowerCase();
    if ([...name].length > MAX_NAME_LENGTH || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === MAX_LIST_ITEMS) break;
  }
  return names;
}

/** Known values as slugs in their canonical order, so equal filters give equal URLs. */
function slugList<S extends string>(slugs: readonly S[], fromInput: (input: string) => S | undefined) {
  return (value: unknown): S[] => {
    const found = new Set(listItems(value).map(fromInput));
    return slugs.filter((slug) => found.has(slug));
  };
}

function oneOf<V extends string>(values: readonly V[], read: SearchField<string | undefined>, fallback: V) {
  return (value: unknown): V => {
    const text = read(value);
    return values.includes(text as V) ? (text as V) : fallback;
  };
}

const count = optionalInteger({ min: 0 });

const searchFields = {
  page: withDefault(optionalInteger({ min: 1 }), DEFAULT_PAGE),
  limit: withDefault(optionalInteger({ min: LIMIT_MIN, max: LIMIT_MAX }), DEFAULT_LIMIT),
  q: (value: unknown): string | undefined =>
    readText([...(firstOf(value, readText) ?? '')].slice(0, QUERY_MAX_LENGTH).join('')),
  makes: nameList,
  models: nameList,
  body_type: slugList(bodyTypeSlugs, bodyTypeFromInput),
  fuel_type: slugList(fuelTypeSlugs, fuelTypeFromInput),
  transmission: slugList(transmissionSlugs, transmissionFromInput),
  /** "inkl. service", "inkl. forsikring" (ADR 054). */
  inkl: slugList(includedFilterSlugs, includedFilterFromInput),
  price_min: count,
  price_max: count,
  seats_min: count,
  seats_max: count,
  horsepower_min: count,
  horsepower_max: count,
  km: kmParam,
  mdr: mdrParam,
  udb: udbParam,
  sort: oneOf(
    listingSorts,
    (value) => {
      const sort = firstOf(value, lowerText);
      return sort === undefined ? undefined : (SORT_ALIASES.get(sort) ?? sort);
    },
    DEFAULT_SORT,
  ),
  view: oneOf(listingViews, (value) => firstOf(value, lowerText), DEFAULT_VIEW),
  showFilters: (value: unknown): boolean | undefined => firstOf(value, readBoolean),
};
const searchObject = searchSchema(searchFields);

export type ListingSearchParams = SearchOf<typeof searchFields>;
/** What a link may pass: the canonical fields, plus any alias key (`make`, `makes[]`, `selectedTerm`…). */
export type ListingSearchInput = Partial<ListingSearchParams> & Record<string, unknown>;

const SEARCH_ALIASES = {
  page: ['page'],
  limit: ['limit'],
  q: ['q'],
  makes: ['makes', 'make'],
  models: ['models', 'model'],
  body_type: ['body_type'],
  fuel_type: ['fuel_type'],
  transmission: ['transmission'],
  inkl: ['inkl'],
  price_min: ['price_min', 'min_price'],
  price_max: ['price_max', 'max_price'],
  seats_min: ['seats_min'],
  seats_max: ['seats_max'],
  horsepower_min: ['horsepower_min'],
  horsepower_max: ['horsepower_max'],
  ...LEASE_PARAM_ALIASES,
  sort: ['sort'],
  view: ['view'],
  showFilters: ['showFilters'],
} as const satisfies Record<keyof ListingSearchParams, readonly string[]>;

const RANGES = [
  ['price_min', 'price_max'],
  ['seats_min', 'seats_max'],
  ['horsepower_min', 'horsepower_max'],
] as const;

function orderRanges(params: ListingSearchParams): ListingSearchParams {
  const ordered = { ...params };
  for (const [minKey, maxKey] of RANGES) {
    const min = ordered[minKey];
    const max = ordered[maxKey];
    if (min !== undefined && max !== undefined && min > max) {
      ordered[minKey] = max;
      ordered[maxKey] = min;
    }
  }
  return ordered;
}

/**
 * /listings and GET /api/listings search parameters (spec §2). Never fails: every field falls back to
 * its default, and every key is present in the output (undefined when not given).
 */
export const listingSearchParams = {
  parse: (raw: unknown): ListingSearchParams =>
    orderRanges(searchObject.parse(pickAliases(collectValues(raw), SEARCH_ALIASES))),
};

export function parseListingSearch(raw: RawSearchInput): ListingSearchParams {
  return listingSearchParams.parse(raw);
}

/** Query order and key names (ADR 003: lists as repeated `makes`/`models` keys). */
const QUERY_KEYS = [
  ['q', 'q'],
  ['makes', 'makes'],
  ['models', 'models'],
  ['body_type', 'body_type'],
  ['fuel_type', 'fuel_type'],
  ['transmission', 'transmission'],
  ['inkl', 'inkl'],
  ['price_min', 'price_min'],
  ['price_max', 'price_max'],
  ['seats_min', 'seats_min'],
  ['seats_max', 'seats_max'],
  ['horsepower_min', 'horsepower_min'],
  ['horsepower_max', 'horsepower_max'],
  ['km', 'km'],
  ['mdr', 'mdr'],
  ['udb', 'udb'],
  ['sort', 'sort'],
  ['view', 'view'],
  ['showFilters', 'showFilters'],
  ['page', 'page'],
  ['limit', 'limit'],
] as const satisfies readonly (readonly [keyof ListingSearchParams, string])[];

const DEFAULTS: Partial<ListingSearchParams> = {
  page: DEFAULT_PAGE,
  limit: DEFAULT_LIMIT,
  sort: DEFAULT_SORT,
  view: DEFAULT_VIEW,
};

/**
 * Canonical query: normalised first, only non-default values, stable key order, lists as repeated
 * keys (`makes=VW&makes=Audi`), so `parseListingSearch(listingSearchToQuery(x))` equals `x`.
 */
export function listingSearchToQuery(params: ListingSearchInput): URLSearchParams {
  const parsed = listingSearchParams.parse(params);
  const query = new URLSearchParams();
  for (const [field, key] of QUERY_KEYS) {
    const value = parsed[field];
    if (Array.isArray(value)) {
      for (const item of value) query.append(key, item);
    } else if (value !== undefined && value !== DEFAULTS[field]) {
      query.set(key, String(value));
    }
  }
  return query;
}
