import { MAX_UTM_LENGTH } from './analytics-limits';
import { type KeyValueStorage, readJson, writeJson } from './tracking-deps';

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];
export type UtmParams = Partial<Record<UtmKey, string>>;

export const FIRST_TOUCH_UTM_KEY = 'analytics.first_touch_utm';

/** The UTM parameters of a URL query (URLSearchParams or anything with `get`), trimmed; empty ones left out. */
export function utmFromQuery(query: { get(name: string): string | null }): UtmParams {
  const utm: UtmParams = {};
  for (const key of UTM_KEYS) {
    const value = query.get(key)?.trim().slice(0, MAX_UTM_LENGTH);
    if (value) utm[key] = value;
  }
  return utm;
}

function isUtmParams(value: unknown): value is UtmParams {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, item]) => UTM_KEYS.includes(key as UtmKey) && typeof item === 'string',
  );
}

/**
 * First-touch attribution (spec §4): the first landing that carries any UTM parameter is stored and
 * kept; later landings with other parameters do not overwrite it. Returns what is stored now.
 */
export function captureFirstTouchUtm(
  query: { get(name: string): string | null },
  storage: KeyValueStorage,
): UtmParams {
  const stored = readJson(storage, FIRST_TOUCH_UTM_KEY);
  if (isUtmParams(stored) && Object.keys(stored).length > 0) return stored;
  const utm = utmFromQuery(query);
  if (Object.keys(utm).length > 0) writeJson(storage, FIRST_TOUCH_UTM_KEY, utm);
  return utm;
}
