import {
  ANALYTICS_DEFAULT_PERIOD_DAYS,
  ANALYTICS_PERIOD_PRESETS,
  type AnalyticsPeriodPreset,
} from './analytics-periods';

const isPreset = (value: unknown): value is AnalyticsPeriodPreset =>
  ANALYTICS_PERIOD_PRESETS.includes(Number(value) as AnalyticsPeriodPreset);

/** /admin/analytics?days=7|30|90|365; anything else is the default period (the route's search schema). */
export function parseAnalyticsSearch(raw: Record<string, unknown>): {
  days: AnalyticsPeriodPreset | undefined;
} {
  const days = raw.days;
  const given = typeof days === 'number' || typeof days === 'string';
  return { days: given && isPreset(days) ? (Number(days) as AnalyticsPeriodPreset) : undefined };
}

export const periodDays = (days: AnalyticsPeriodPreset | undefined): AnalyticsPeriodPreset =>
  days ?? (ANALYTICS_DEFAULT_PERIOD_DAYS as AnalyticsPeriodPreset);
