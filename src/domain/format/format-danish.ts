import { copenhagenDate } from './copenhagen-date';

/**
 * Danish display formats (decisions §9), built by hand rather than with Intl so every runtime prints
 * the same string. Units follow a plain space; keep a value and its unit together with CSS
 * (`white-space: nowrap`) where wrapping matters.
 */
export const MISSING_VALUE = '–';

const MONTHS = [
  'jan.',
  'feb.',
  'mar.',
  'apr.',
  'maj',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
];
// toFixed switches to exponent notation from 1e21.
const MAX_FORMATTABLE = 1e21;

/** '1.234.567' or, with fraction digits, '1.234,5'; rounds half away from zero; '–' when not finite. */
export function formatNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value) || Math.abs(value) >= MAX_FORMATTABLE) return MISSING_VALUE;
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [whole = '', fraction] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && /[1-9]/.test(fixed) ? '-' : '';
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

function withUnit(value: number, unit: string): string {
  const number = formatNumber(value);
  return number === MISSING_VALUE ? MISSING_VALUE : `${number} ${unit}`;
}

/** '4.295 kr.' (whole kroner). */
export function formatKr(value: number): string {
  return withUnit(value, 'kr.');
}

/** '4.295 kr./md.' */
export function formatMonthly(value: number): string {
  return withUnit(value, 'kr./md.');
}

/** '15.000 km' */
export function formatKm(value: number): string {
  return withUnit(value, 'km');
}

/** '15.000 km/år' */
export function formatKmPerYear(value: number): string {
  return withUnit(value, 'km/år');
}

/** '36 mdr.'; one month is '1 md.'. */
export function formatMonths(value: number): string {
  return withUnit(value, Math.round(value) === 1 ? 'md.' : 'mdr.');
}

/** '22. nov.' for a calendar day written '2026-11-22' (chart axes); '–' when it is not one. */
export function formatDayOfMonth(isoDay: string): string {
  const match = /^\d{4}-(\d{2})-(\d{2})$/.exec(isoDay);
  const month = match ? MONTHS[Number(match[1]) - 1] : undefined;
  return match && month ? `${Number(match[2])}. ${month}` : MISSING_VALUE;
}

/** '22. nov. 2026', the calendar date in Denmark; '–' when invalid. */
export function formatDate(value: Date | number | string): string {
  const date = copenhagenDate(value);
  return date ? `${date.day}. ${MONTHS[date.month - 1]} ${date.year}` : MISSING_VALUE;
}
