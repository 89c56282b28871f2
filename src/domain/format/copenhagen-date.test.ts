import { describe, expect, it } from 'vitest';
import { copenhagenDate } from './copenhagen-date';

describe('copenhagenDate', () => {
  it.each<[Date | number | string, string | undefined]>([
    ['2026-11-22', '2026-11-22'],
    [' 2026-11-22 ', '2026-11-22'],
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['2026-11-22T10:00:00Z', '2026-11-22'],
    ['2026-11-21T22:59:59.999Z', '2026-11-21'],
    ['2026-11-21T23:00:00.000Z', '2026-11-22'],
    ['2026-06-21T21:59:59Z', '2026-06-21'],
    ['2026-06-21T22:00:00Z', '2026-06-22'],
    ['2026-11-22T00:30:00+01:00', '2026-11-22'],
    ['2026-11-22T00:30:00+0100', '2026-11-22'],
    ['2026-11-22 08:00:00.123456+00', '2026-11-22'],
    ['2026-11-21T20:00:00-05:00', '2026-11-22'],
    ['2026-11-22T10:00', undefined],
    ['2026-11-22T25:00:00Z', undefined],
    ['22/11/2026', undefined],
    ['Sun Nov 22 2026', undefined],
    ['', undefined],
    [new Date(Date.UTC(2026, 10, 22, 12)), '2026-11-22'],
    [new Date(Number.NaN), undefined],
    [Date.UTC(2026, 0, 1, 0, 0), '2026-01-01'],
    [Date.UTC(2025, 11, 31, 23, 0), '2026-01-01'],
    [Date.UTC(2025, 11, 31, 22, 59), '2025-12-31'],
    [Number.NaN, undefined],
    [8.64e15 + 1, undefined],
  ])('%j → %j', (value, expected) => {
    const date = copenhagenDate(value);
    const text = date
      ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`
      : undefined;
    expect(text).toBe(expected);
  });

  // The DST switches of 2026: 29 March and 25 October at 01:00 UTC.
  it.each([
    [Date.UTC(2026, 2, 28, 22, 59), 28],
    [Date.UTC(2026, 2, 28, 23, 0), 29],
    [Date.UTC(2026, 9, 24, 21, 59), 24],
    [Date.UTC(2026, 9, 24, 22, 0), 25],
    [Date.UTC(2026, 9, 25, 22, 59), 25],
    [Date.UTC(2026, 9, 25, 23, 0), 26],
  ])('around daylight saving time %d is day %d', (instant, day) => {
    expect(copenhagenDate(instant)?.day).toBe(day);
  });

  it('agrees with the ICU time-zone data for every 7 hours across 2024–2027', () => {
    const icu = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Copenhagen',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    for (let instant = Date.UTC(2024, 0, 1); instant < Date.UTC(2028, 0, 1); instant += 7 * 3_600_000) {
      const date = copenhagenDate(instant);
      const mine = `${date?.year}-${String(date?.month).padStart(2, '0')}-${String(date?.day).padStart(2, '0')}`;
      expect(mine).toBe(icu.format(instant));
    }
  });
});
