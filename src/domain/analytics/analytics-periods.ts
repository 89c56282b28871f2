export const ANALYTICS_DEFAULT_PERIOD_DAYS = 30;
/** The periods the admin's picker offers ("Seneste 7 dage" …), each ending today. */
export const ANALYTICS_PERIOD_PRESETS = [7, 30, 90, 365] as const;
export type AnalyticsPeriodPreset = (typeof ANALYTICS_PERIOD_PRESETS)[number];
