import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it.each([
    ['2026-11-22T13:05:00Z', '22. nov. 2026 kl. 14:05'],
    ['2026-07-01T22:30:00Z', '2. jul. 2026 kl. 00:30'],
    ['2026-03-29T00:59:00Z', '29. mar. 2026 kl. 01:59'],
    ['2026-03-29T01:00:00Z', '29. mar. 2026 kl. 03:00'],
  ])('%s → %s', (input, expected) => {
    expect(formatDateTime(input)).toBe(expected);
  });

  it('takes dates and epoch milliseconds, and prints – for nonsense', () => {
    expect(formatDateTime(new Date('2026-11-22T13:05:00Z'))).toBe('22. nov. 2026 kl. 14:05');
    expect(formatDateTime(Date.UTC(2026, 10, 22, 13, 5))).toBe('22. nov. 2026 kl. 14:05');
    expect(formatDateTime('not a date')).toBe('–');
  });
});
