import { describe, expect, it } from 'vitest';
import { formatDuration, formatMicroUsd } from './format-duration';

describe('formatDuration', () => {
  it('shows short runs with one decimal and longer ones in minutes and hours', () => {
    expect(formatDuration(0)).toBe('0,1 s');
    expect(formatDuration(840)).toBe('0,8 s');
    expect(formatDuration(9_949)).toBe('9,9 s');
    expect(formatDuration(42_300)).toBe('42 s');
    expect(formatDuration(185_000)).toBe('3 min 05 s');
    expect(formatDuration(3_720_000)).toBe('1 t 02 min');
  });

  it('is a dash when the run has not started', () => {
    expect(formatDuration(null)).toBe('–');
    expect(formatDuration(-5)).toBe('–');
  });
});

describe('formatMicroUsd', () => {
  it('shows dollars with four decimals', () => {
    expect(formatMicroUsd(1234)).toBe('$0,0012');
    expect(formatMicroUsd(2_500_000)).toBe('$2,5000');
    expect(formatMicroUsd(null)).toBe('–');
  });
});
