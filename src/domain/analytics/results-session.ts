import { RESULTS_SESSION_ID_PATTERN } from './analytics-limits';
import {
  type Clock,
  type KeyValueStorage,
  makeTrackingId,
  type Random,
  readJson,
  writeJson,
} from './tracking-deps';

/** Filters whose change starts a new results session (spec §4). */
export const RESULTS_FINGERPRINT_KEYS = [
  'make',
  'model',
  'fuel_type',
  'body_type',
  'price_min',
  'price_max',
  'mileage_km_per_year',
  'term_months',
  'sort_option',
] as const;
/** Filters hashed into results_ctx_hash and reported as filters_active (original system §6). */
export const RESULTS_CONTEXT_KEYS = [
  'price_max',
  'mileage_km_per_year',
  'term_months',
  'fuel_type',
  'sort_option',
  'make',
  'model',
  'body_type',
] as const;
export const RESULTS_SESSION_KEY = 'analytics.results_session';

export type ResultsFilters = Partial<Record<(typeof RESULTS_FINGERPRINT_KEYS)[number], unknown>>;

/**
 * One value in canonical form: strings trimmed and lower-cased, numeric strings as rounded numbers,
 * lists sorted and comma-joined; empty, null and undefined give undefined (the filter is not set).
 */
export function normaliseFilterValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const items = value.map(normaliseFilterValue).filter((item): item is string => item !== undefined);
    return items.length === 0 ? undefined : items.sort().join(',');
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(Math.round(value)) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? String(Math.round(Number(text))) : text;
}

/** The set filters among `keys` in canonical form, sorted by key. */
export function canonicalFilters(
  filters: Record<string, unknown>,
  keys: readonly string[],
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of [...keys].sort()) {
    const value = normaliseFilterValue(filters[key]);
    if (value !== undefined) pairs.push([key, value]);
  }
  return pairs;
}

/** `key:value|key:value` of the fingerprint filters; equal for filters that mean the same search. */
export function filterFingerprint(filters: Record<string, unknown>): string {
  return canonicalFilters(filters, RESULTS_FINGERPRINT_KEYS)
    .map(([key, value]) => `${key}:${value}`)
    .join('|');
}

/** djb2 of the context filters as 8 hex characters (results_ctx_hash). */
export function resultsCtxHash(filters: Record<string, unknown>): string {
  const text = canonicalFilters(filters, RESULTS_CONTEXT_KEYS)
    .map(([key, value]) => `${key}:${value}`)
    .join('|');
  let hash = 5381;
  for (let index = 0; index < text.length; index++) {
    hash = (Math.imul(hash, 33) + text.charCodeAt(index)) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The fingerprint filters of the /listings search (its URL names: makes, models, km, mdr, sort). */
export function resultsFiltersFromSearch(search: {
  makes?: readonly string[];
  models?: readonly string[];
  fuel_type?: readonly string[];
  body_type?: readonly string[];
  price_min?: number;
  price_max?: number;
  km?: number;
  mdr?: number;
  sort?: string;
}): ResultsFilters {
  return {
    make: search.makes,
    model: search.models,
    fuel_type: search.fuel_type,
    body_type: search.body_type,
    price_min: search.price_min,
    price_max: search.price_max,
    mileage_km_per_year: search.km,
    term_months: search.mdr,
    sort_option: search.sort,
  };
}

export type ResultsSession = { id: string; fingerprint: string; isNew: boolean };

type StoredResultsSession = { id: string; fingerprint: string };

function isStored(value: unknown): value is StoredResultsSession {
  const stored = value as StoredResultsSession | undefined;
  return (
    typeof stored?.id === 'string' &&
    RESULTS_SESSION_ID_PATTERN.test(stored.id) &&
    typeof stored.fingerprint === 'string'
  );
}

/**
 * The results session for these filters: the stored `rs_…` id while the fingerprint is unchanged, a new
 * one when it changes. Kept in session storage, so each tab has its own.
 */
export function resultsSessionFor(
  filters: Record<string, unknown>,
  deps: { storage: KeyValueStorage; now: Clock; random: Random },
): ResultsSession {
  const fingerprint = filterFingerprint(filters);
  const stored = readJson(deps.storage, RESULTS_SESSION_KEY);
  if (isStored(stored) && stored.fingerprint === fingerprint) return { ...stored, isNew: false };
  const id = makeTrackingId('rs', deps.now(), deps.random);
  writeJson(deps.storage, RESULTS_SESSION_KEY, { id, fingerprint } satisfies StoredResultsSession);
  return { id, fingerprint, isNew: true };
}

/** The current results session id without changing it (for events on a listing detail page). */
export function currentResultsSessionId(storage: KeyValueStorage): string | undefined {
  const stored = readJson(storage, RESULTS_SESSION_KEY);
  return isStored(stored) ? stored.id : undefined;
}
