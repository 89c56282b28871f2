import { copenhagenDate } from '../format/copenhagen-date';
import type { PriceObservation } from './price-observation';

const DAY_MS = 86_400_000;
/** The chart shows this much history, at most. */
export const CHART_DAYS = 365;
/** "Laveste pris i 90 dage". */
export const LOWEST_WINDOW_DAYS = 90;
/** "Prisfald": the displayed offer's price dropped within this many Danish calendar days. */
export const PRICE_DROP_DAYS = 14;

/** A price from `at` (ISO instant) until the next point; null: the offer was not offered then. */
export type PricePoint = { at: string; monthly_price: number | null };

/** The chosen offer's price over time and what may truthfully be said about it (ADR 068). */
export type PriceHistory = {
  /** Oldest first; the first point is the chart's start (never before the first observation). */
  points: PricePoint[];
  /** The chart's end (the time of the answer): the last point's price holds until then. */
  until: string;
  /** The current price is the lowest of the last 90 days, which the history covers, and was higher in them. */
  lowest_in_90_days: boolean;
  /** The last change lowered the price: by `amount` kr. on the Danish day `since` ('YYYY-MM-DD'). */
  dropped: { amount: number; since: string } | null;
};

const time = (observation: PriceObservation) => Date.parse(observation.observed_at);

/** The Danish calendar day of an instant, 'YYYY-MM-DD'. */
export function danishDay(instant: string | number): string {
  const date = copenhagenDate(instant);
  if (!date) throw new Error(`Not an instant: ${instant}`);
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The first Danish day a drop still counts as "Prisfald" on `today` ('YYYY-MM-DD'). */
export function priceDropFirstDay(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) - PRICE_DROP_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** The observations since the offer last appeared (after its last withdrawal): its live, unbroken run. */
function currentRun(sorted: readonly PriceObservation[]): PriceObservation[] {
  const lastWithdrawal = sorted.findLastIndex((observation) => observation.kind === 'withdrawn');
  return sorted.slice(lastWithdrawal + 1);
}

function dropOf(run: readonly PriceObservation[]): PriceHistory['dropped'] {
  const last = run.at(-1);
  const before = run.at(-2);
  if (!last || !before || last.kind !== 'changed') return null;
  if (last.monthly_price === null || before.monthly_price === null) return null;
  if (last.monthly_price >= before.monthly_price) return null;
  return { amount: before.monthly_price - last.monthly_price, since: danishDay(last.observed_at) };
}

/**
 * Lowest in 90 days: the run began at least 90 days before `end` (every price of the window is known),
 * the current price is at most each of them, and one of them was higher (an unchanged price is no low).
 */
function lowestInWindow(run: readonly PriceObservation[], end: number): boolean {
  const first = run[0];
  const current = run.at(-1)?.monthly_price;
  if (!first || current === null || current === undefined) return false;
  const start = end - LOWEST_WINDOW_DAYS * DAY_MS;
  if (time(first) > start) return false;
  const inEffectAtStart = run.findLastIndex((observation) => time(observation) <= start);
  // A run has no withdrawal, so every price in it is known.
  const prices = run
    .slice(Math.max(inEffectAtStart, 0))
    .flatMap((observation) => (observation.monthly_price === null ? [] : [observation.monthly_price]));
  return prices.every((price) => price >= current) && prices.some((price) => price > current);
}

/**
 * The chart and texts for one offer's observations at `now`; null when there is nothing to show: fewer
 * than two priced observations, or the offer is withdrawn. The chart starts at the later of the first
 * observation and CHART_DAYS before the end, so no period before the first observation is drawn.
 */
export function summarizePriceHistory(
  observations: readonly PriceObservation[],
  now: Date,
): PriceHistory | null {
  const sorted = [...observations].sort((a, b) => time(a) - time(b));
  const last = sorted.at(-1);
  if (!last || last.monthly_price === null) return null;
  if (sorted.filter((observation) => observation.monthly_price !== null).length < 2) return null;
  // A clock behind the writer's must not put the current price after the chart's end.
  const end = Math.max(now.getTime(), time(last));
  const chartStart = end - CHART_DAYS * DAY_MS;
  const carried = sorted.findLastIndex((observation) => time(observation) <= chartStart);
  const points = sorted.slice(Math.max(carried, 0)).map((observation, index) => ({
    at: index === 0 && carried >= 0 ? new Date(chartStart).toISOString() : observation.observed_at,
    monthly_price: observation.monthly_price,
  }));
  const run = currentRun(sorted);
  return {
    points,
    until: new Date(end).toISOString(),
    lowest_in_90_days: lowestInWindow(run, end),
    dropped: dropOf(run),
  };
}

/** "Prisfald" on `today`: the last change lowered the price within PRICE_DROP_DAYS Danish days. */
export function droppedRecently(history: PriceHistory | null, today: string): boolean {
  return history?.dropped ? history.dropped.since >= priceDropFirstDay(today) : false;
}
