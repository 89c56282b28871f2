import type { AnalyticsEventOf } from '../../../../domain/analytics/analytics-event';
import {
  MAX_FILTER_LIST_ITEM_LENGTH,
  MAX_FILTER_LIST_ITEMS,
  MAX_FILTER_TEXT_LENGTH,
} from '../../../../domain/analytics/analytics-limits';
import { normaliseFilterValue } from '../../../../domain/analytics/results-session';

type FilterChange = AnalyticsEventOf<'filter_change'>;
export type AnalyticsFilterKey = FilterChange['filter_key'];
export type FilterMethod = FilterChange['filter_method'];
type FilterValue = NonNullable<FilterChange['value']>;

/** The /listings search fields the filter events report, by their URL name → the contract's key. */
export const TRACKED_FILTERS = {
  makes: 'makes',
  models: 'models',
  fuel_type: 'fuel_type',
  body_type: 'body_type',
  transmission: 'transmission',
  price_min: 'price_min',
  price_max: 'price_max',
  km: 'mileage_km_per_year',
  seats_min: 'seats_min',
  seats_max: 'seats_max',
  horsepower_min: 'horsepower_min',
  horsepower_max: 'horsepower_max',
  sort: 'sortOrder',
} as const satisfies Record<string, AnalyticsFilterKey>;

export type TrackedSearchKey = keyof typeof TRACKED_FILTERS;
/** The raw search values a filter event is built from (the URL's names; lists, numbers or text). */
export type FilterFacts = Partial<Record<string, unknown>>;

const isTracked = (key: string): key is TrackedSearchKey => key in TRACKED_FILTERS;
const asList = (value: unknown): unknown[] | undefined => (Array.isArray(value) ? value : undefined);
const isUnset = (value: unknown) => value === undefined || value === null || asList(value)?.length === 0;

function eventValue(value: unknown): FilterValue | null {
  if (isUnset(value)) return null;
  const list = asList(value);
  if (list)
    return list
      .slice(0, MAX_FILTER_LIST_ITEMS)
      .map((item) => String(item).slice(0, MAX_FILTER_LIST_ITEM_LENGTH));
  if (typeof value === 'number') return Math.round(value);
  if (typeof value === 'boolean') return value;
  return String(value).slice(0, MAX_FILTER_TEXT_LENGTH);
}

/** Chips and picks are checkboxes; ranges and the sort are dropdowns (what the visitor used). */
function methodOf(key: TrackedSearchKey): FilterMethod {
  return key.endsWith('_min') || key.endsWith('_max') || key === 'sort' ? 'dropdown' : 'checkbox';
}

function actionOf(before: unknown, after: unknown): FilterChange['filter_action'] {
  if (isUnset(after)) return 'remove';
  if (isUnset(before)) return 'add';
  const [was, is] = [asList(before), asList(after)];
  if (was && is) return is.length > was.length ? 'add' : is.length < was.length ? 'remove' : 'update';
  return 'update';
}

/** How many filter values are set: each item of a list counts, the sort does not (it is no filter). */
export function activeFilterCount(filters: FilterFacts): number {
  let count = 0;
  for (const key of Object.keys(TRACKED_FILTERS) as TrackedSearchKey[]) {
    if (key === 'sort' || isUnset(filters[key])) continue;
    count += asList(filters[key])?.length ?? 1;
  }
  return Math.min(count, 50);
}

/** Equal for two searches with the same tracked filters (what filters_apply compares results with). */
export function filterStateKey(filters: FilterFacts): string {
  return (Object.keys(TRACKED_FILTERS) as TrackedSearchKey[])
    .map((key) => `${key}:${normaliseFilterValue(filters[key]) ?? ''}`)
    .join('|');
}

/**
 * One filter_change per tracked field the patch changes. `method` overrides the control's own
 * (chip_remove for the active-filter chips); a reset clears.
 */
export function filterChanges(
  before: FilterFacts,
  patch: FilterFacts,
  options: { method?: FilterMethod; reset?: boolean; originPage: FilterChange['origin_page'] },
): Omit<FilterChange, 'schema_version' | 'session_id' | 'device_type' | 'path' | 'referrer_host'>[] {
  const after = { ...before, ...patch };
  const total = activeFilterCount(after);
  return Object.keys(patch)
    .filter(isTracked)
    .filter((key) => normaliseFilterValue(before[key]) !== normaliseFilterValue(after[key]))
    .map((key) => ({
      event: 'filter_change' as const,
      filter_key: TRACKED_FILTERS[key],
      filter_action: options.reset ? 'clear' : actionOf(before[key], after[key]),
      filter_method: options.method ?? methodOf(key),
      total_active_filters: total,
      origin_page: options.originPage,
      value: eventValue(after[key]),
      previous_value: eventValue(before[key]),
    }));
}
