import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDayOfMonth,
  formatKm,
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
  MISSING_VALUE,
} from './format-danish';

describe('formatNumber', () => {
  it.each<[number, number | undefined, string]>([
    [0, undefined, '0'],
    [7, undefined, '7'],
    [999, undefined, '999'],
    [1000, undefined, '1.000'],
    [4295, undefined, '4.295'],
    [15000, undefined, '15.000'],
    [1234567, undefined, '1.234.567'],
    [4294.5, undefined, '4.295'],
    [4294.4, undefined, '4.294'],
    [-4295, undefined, '-4.295'],
    [-0, undefined, '0'],
    [-0.4, undefined, '0'],
    [1234.5, 1, '1.234,5'],
    [6.25, 2, '6,25'],
    [0.5, 1, '0,5'],
    [-1234.56, 1, '-1.234,6'],
    [Number.NaN, undefined, MISSING_VALUE],
    [Number.POSITIVE_INFINITY, undefined, MISSING_VALUE],
    [1e21, undefined, MISSING_VALUE],
  ])('%d with %j decimals → %j', (value, digits, expected) => {
    expect(formatNumber(value, digits)).toBe(expected);
  });

  it.each([0, 5, 999, 1000, 4295, 12345, 999999, 1234567, -4295])(
    'matches Intl da-DK for %d (hand-made, but the same digits)',
    (value) => {
      expect(formatNumber(value)).toBe(new Intl.NumberFormat('da-DK').format(value).replace('−', '-'));
    },
  );
});

describe('units', () => {
  it.each<[(value: number) => string, number, string]>([
    [formatKr, 4295, '4.295 kr.'],
    [formatKr, 0, '0 kr.'],
    [formatKr, 349999.6, '350.000 kr.'],
    [formatMonthly, 4295, '4.295 kr./md.'],
    [formatMonthly, 1999, '1.999 kr./md.'],
    [formatKm, 15000, '15.000 km'],
    [formatKmPerYear, 15000, '15.000 km/år'],
    [formatKmPerYear, 35000, '35.000 km/år'],
    [formatMonths, 36, '36 mdr.'],
    [formatMonths, 12, '12 mdr.'],
    [formatMonths, 1, '1 md.'],
    [formatKr, Number.NaN, MISSING_VALUE],
    [formatMonthly, Number.POSITIVE_INFINITY, MISSING_VALUE],
    [formatMonths, Number.NaN, MISSING_VALUE],
  ])('%o(%d) → %j', (format, value, expected) => {
    expect(format(value)).toBe(expected);
  });

  it('uses a plain space before the unit', () => {
    expect(formatMonthly(4295).charCodeAt(5)).toBe(32);
  });
});

describe('formatDayOfMonth', () => {
  it('writes a calendar day as day and short month', () => {
    expect(formatDayOfMonth('2026-11-22')).toBe('22. nov.');
    expect(formatDayOfMonth('2026-05-01')).toBe('1. maj');
    expect(formatDayOfMonth('2026-13-01')).toBe('–');
    expect(formatDayOfMonth('22-11-2026')).toBe('–');
  });
});

describe('formatDate', () => {
  it.each<[Date | number | string, string]>([
    ['2026-01-05', '5. jan. 2026'],
    ['2026-02-05', '5. feb. 2026'],
    ['2026-03-05', '5. mar. 2026'],
    ['2026-04-05', '5. apr. 2026'],
    ['2026-05-05', '5. maj 2026'],
    ['2026-06-05', '5. jun. 2026'],
    ['2026-07-05', '5. jul. 2026'],
    ['2026-08-05', '5. aug. 2026'],
    ['2026-09-05', '5. sep. 2026'],
    ['2026-10-05', '5. okt. 2026'],
    ['2026-11-22', '22. nov. 2026'],
    ['2026-12-31', '31. dec. 2026'],
    ['2026-11-21T23:30:00.000Z', '22. nov. 2026'],
    [new Date(Date.UTC(2026, 10, 22, 9, 15)), '22. nov. 2026'],
    [Date.UTC(2026, 4, 1, 12), '1. maj 2026'],
    ['not a date', MISSING_VALUE],
    [new Date(Number.NaN), MISSING_VALUE],
  ])('%j → %j', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});
