import { copenhagenDate } from '../format/copenhagen-date';
import { formatMonthly, formatNumber } from '../format/format-danish';
import type { PriceAlertFrequency } from './price-alert-vocabulary';

/** What a car alert remembers: the highest price that is news, and the price last seen in a mail. */
export type CarAlertState = { priceLimit: number; lastPrice: number };

/**
 * The highest monthly price that fires a new car alert: anything below the price the visitor saw, or
 * the visitor's own price (which must be below the one seen: an alert that fires at once is no alert).
 */
export function priceLimitFor(currentPrice: number, targetPrice: number | null): number {
  return targetPrice ?? currentPrice - 1;
}

/**
 * A car alert fires when the displayed price at its configuration is at or under its limit and below
 * the last price mailed (or seen at subscription), so a price that stays low is mailed once, and only a
 * further drop is mailed again. A car without an offer at the moment (null) fires nothing.
 */
export function carAlertFires(state: CarAlertState, price: number | null): price is number {
  return price !== null && price <= state.priceLimit && price < state.lastPrice;
}

/** The listings of a search's matches not mailed (or seen at subscription) before, in match order. */
export function newSearchMatches(current: readonly string[], seen: readonly string[]): string[] {
  const known = new Set(seen);
  return current.filter((id) => !known.has(id));
}

/** '3.295 → 3.095 kr./md.' */
export function priceChangeText(from: number, to: number): string {
  return `${formatNumber(from)} → ${formatMonthly(to)}`;
}

function isoWeek(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  // The ISO week's year is the year of its Thursday.
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const weekYear = date.getUTCFullYear();
  const week = Math.ceil(((date.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/**
 * The period an alert's mail belongs to; an alert gets at most one mail per period. Straks: one
 * catalogue version (a change batch); dagligt: the Danish day; ugentligt: the ISO week of the Danish day.
 */
export function alertPeriod(frequency: PriceAlertFrequency, now: Date, catalogVersion: number): string {
  if (frequency === 'instant') return `v${catalogVersion}`;
  const date = copenhagenDate(now);
  if (!date) throw new Error('Invalid date for an alert period');
  if (frequency === 'weekly') return isoWeek(date.year, date.month, date.day);
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** Whether an alert last mailed in `lastSentPeriod` may be mailed in `period`. */
export function mayMailInPeriod(lastSentPeriod: string | null, period: string): boolean {
  return lastSentPeriod !== period;
}

/** Weekly alerts are evaluated on Mondays (Danish time); daily ones every day. */
export function frequenciesDueOn(now: Date): PriceAlertFrequency[] {
  const date = copenhagenDate(now);
  if (!date) return ['daily'];
  const weekday = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return weekday === 1 ? ['daily', 'weekly'] : ['daily'];
}
