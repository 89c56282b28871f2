import { z } from 'zod/mini';
import { copenhagenDate } from '../format/copenhagen-date';
import { ANALYTICS_DEFAULT_PERIOD_DAYS, type AnalyticsPeriodPreset } from './analytics-periods';

// The period constants live in analytics-periods.ts (the admin route's search schema, in the entry chunk,
// needs them without this module's date parsing); re-exported for existing importers.
export {
  ANALYTICS_PERIOD_PRESETS,
  type AnalyticsPeriodPreset,
} from './analytics-periods';
export const ANALYTICS_MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a valid YYYY-MM-DD date, undefined for anything else. */
export function epochDay(date: string): number | undefined {
  const match = ISO_DATE.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const parsed = new Date(time);
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
    ? time / DAY_MS
    : undefined;
}

/** The YYYY-MM-DD date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  return new Date(((epochDay(date) ?? Number.NaN) + days) * DAY_MS).toISOString().slice(0, 10);
}

const isoDate = z
  .string()
  .check(
    z.refine((value) => epochDay(value) !== undefined, { message: 'Datoen skal have formen ÅÅÅÅ-MM-DD' }),
  );

/** The query of GET /api/admin/analytics: `from` and `to` are inclusive calendar dates in Denmark. */
export const analyticsReportQuerySchema = z.object({ from: z.optional(isoDate), to: z.optional(isoDate) });

/** A resolved period: both dates present, `from` ≤ `to`, at most ANALYTICS_MAX_PERIOD_DAYS days. */
export type AnalyticsReportParams = { from: string; to: string; days: number };

export type AnalyticsReportParamsResult =
  | { ok: true; params: AnalyticsReportParams }
  | { ok: false; field: 'from' | 'to'; message: string };

/**
 * Validates the query and fills the defaults: `to` is today (Denmark), `from` the 30th day up to `to`.
 * `today` is injected so the rule stays pure.
 */
export function resolveAnalyticsReportParams(raw: unknown, today: string): AnalyticsReportParamsResult {
  const parsed = z.safeParse(analyticsReportQuerySchema, raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      field: issue?.path[0] === 'to' ? 'to' : 'from',
      message: issue?.message ?? 'Ugyldig dato',
    };
  }
  const to = parsed.data.to ?? today;
  const from = parsed.data.from ?? addDays(to, 1 - ANALYTICS_DEFAULT_PERIOD_DAYS);
  const days = (epochDay(to) as number) - (epochDay(from) as number) + 1;
  if (days < 1) return { ok: false, field: 'from', message: 'Startdatoen skal ligge før slutdatoen' };
  if (days > ANALYTICS_MAX_PERIOD_DAYS) {
    return { ok: false, field: 'from', message: `Perioden må højst være ${ANALYTICS_MAX_PERIOD_DAYS} dage` };
  }
  return { ok: true, params: { from, to, days } };
}

/** The period of a preset ending `today`: "Seneste 7 dage" is today and the six days before. */
export function presetPeriod(days: AnalyticsPeriodPreset, today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - days), to: today };
}

/** The calendar date in Denmark at `now`, as YYYY-MM-DD. */
export function danishToday(now: Date | number): string {
  const date = copenhagenDate(now);
  if (!date) throw new Error('Invalid clock time');
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}
