import { type AnalyticsReportParams, addDays, epochDay } from '../analytics/analytics-report-params';

/** A calendar month in Denmark, written YYYY-MM: what one monthly summary covers. */
export type SummaryMonth = string;

const MONTH_NAMES = [
  'januar',
  'februar',
  'marts',
  'april',
  'maj',
  'juni',
  'juli',
  'august',
  'september',
  'oktober',
  'november',
  'december',
];

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isSummaryMonth = (value: unknown): value is SummaryMonth =>
  typeof value === 'string' && MONTH.test(value);

/** The month after: '2026-12' → '2027-01'. */
export function nextMonth(month: SummaryMonth): SummaryMonth {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** Every day of the month, as the statistics take a period. */
export function monthPeriod(month: SummaryMonth): AnalyticsReportParams {
  const from = `${month}-01`;
  const to = addDays(`${nextMonth(month)}-01`, -1);
  return { from, to, days: (epochDay(to) as number) - (epochDay(from) as number) + 1 };
}

/** 'november 2026'. */
export function monthName(month: SummaryMonth): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[number - 1]} ${year}`;
}
