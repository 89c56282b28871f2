import { type AnalyticsScoreBand, analyticsScoreBand } from '../lease-score/lease-score-bands';
import { MAX_EVENT_BYTES, MAX_LISTING_POSITION } from './analytics-limits';

/** Values derived for analytics events (spec §5): bands, fuel groups, position buckets, rounding, size. */

export type AnalyticsFuelType = 'ev' | 'phev' | 'ice';
export type PositionBucket = '1-3' | '4-6' | '7-12' | '13+';
export type LeaseTermKey = 'mileage_km_per_year' | 'term_months' | 'first_payment_dkk';
export type LeaseTermSelection = Record<LeaseTermKey, number>;

/** 80+ excellent, 60–79 good, 40–59 fair, below 40 weak — of the score as sent, i.e. rounded. */
export function leaseScoreBand(score: number): AnalyticsScoreBand {
  return analyticsScoreBand(Math.round(score));
}

/**
 * Stored fuel value (vehicle-values.ts) → ev | phev | ice. Hybrids count as phev, as in the spec;
 * anything unrecognised gives undefined so the field is left out rather than guessed.
 */
export function analyticsFuelType(fuel: string | null | undefined): AnalyticsFuelType | undefined {
  const value = fuel?.trim().toLowerCase() ?? '';
  if (value === '') return undefined;
  if (/hybrid|plug-in|plugin|phev/.test(value)) return 'phev';
  if (/electric|^el$|^b?ev$/.test(value)) return 'ev';
  if (/petrol|diesel|gasoline|benzin/.test(value)) return 'ice';
  return undefined;
}

/**
 * A results card's position in the whole result list, not on its page: the card's 1-based place on the
 * page after the cards of the pages before it (page 3 of 20 starts at 41). The contract's range 1–1000
 * is wider than any page (10–50 cards), so it counts across pages; a deeper card is reported as 1000.
 */
export function resultsListPosition(positionOnPage: number, page: number, pageSize: number): number {
  const before = (Math.max(1, Math.trunc(page)) - 1) * Math.max(1, Math.trunc(pageSize));
  return Math.min(MAX_LISTING_POSITION, Math.max(1, before + Math.trunc(positionOnPage)));
}

/** 1-based position in the list → 1-3 | 4-6 | 7-12 | 13+ (a card on page 2 or later is 13+ at the default page size). */
export function positionBucket(position: number): PositionBucket {
  if (position <= 3) return '1-3';
  if (position <= 6) return '4-6';
  if (position <= 12) return '7-12';
  return '13+';
}

/** Rounds every finite number in an event (nested objects and arrays too) to an integer; validate afterwards. */
export function roundEventNumbers<T>(value: T): T {
  if (typeof value === 'number') return (Number.isFinite(value) ? Math.round(value) : value) as T;
  if (Array.isArray(value)) return value.map((item) => roundEventNumbers(item)) as T;
  if (value !== null && typeof value === 'object') {
    const rounded: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) rounded[key] = roundEventNumbers(item);
    return rounded as T;
  }
  return value;
}

/** UTF-8 length of a string, counted without TextEncoder so the domain stays free of platform APIs. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Bytes of the event as JSON. */
export function eventByteSize(event: unknown): number {
  return utf8ByteLength(JSON.stringify(event) ?? '');
}

/** False (and a warning) when the event's JSON is over 32 KB: such an event is dropped, never truncated. */
export function isWithinPayloadLimit(event: unknown, warn: (message: string) => void): boolean {
  const size = eventByteSize(event);
  if (size <= MAX_EVENT_BYTES) return true;
  const name = (event as { event?: unknown } | null)?.event;
  warn(`Analytics event ${String(name)} dropped: ${size} bytes is over the ${MAX_EVENT_BYTES} byte limit`);
  return false;
}

const LEASE_TERM_KEYS: readonly LeaseTermKey[] = ['mileage_km_per_year', 'term_months', 'first_payment_dkk'];

/** Keys whose value differs between two selections, in a fixed order. */
export function changedLeaseTermKeys(previous: LeaseTermSelection, next: LeaseTermSelection): LeaseTermKey[] {
  return LEASE_TERM_KEYS.filter((key) => Math.round(previous[key]) !== Math.round(next[key]));
}

/** A lease_terms_apply that changed nothing is not sent. */
export function shouldSendLeaseTermsApply(event: { changed_keys: readonly string[] }): boolean {
  return event.changed_keys.length > 0;
}
