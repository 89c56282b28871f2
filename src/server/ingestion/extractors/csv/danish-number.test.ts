import { describe, expect, it } from 'vitest';
import { parseDanishNumber } from './danish-number';

describe('parseDanishNumber', () => {
  it.each([
    ['4.295', 4295],
    ['4.295 kr.', 4295],
    ['4.295,50', 4295.5],
    ['15.000 km', 15000],
    ['15.000 km/år', 15000],
    ['36 mdr.', 36],
    ['4 295,-', 4295],
    ['1.234.567', 1234567],
    ['0', 0],
    ['4295', 4295],
    ['4,295', 4295],
    ['4,5', 4.5],
    ['4295,50', 4295.5],
    ['12,345,678', 12345678],
    ['4295.50', 4295.5],
  ])('%s → %d', (text, value) => {
    expect(parseDanishNumber(text)).toBe(value);
  });

  it.each(['', 'kr.', 'ca. 4000', '4.29.5', 'fire'])('%s is not a number', (text) => {
    expect(parseDanishNumber(text)).toBeNull();
  });
});
