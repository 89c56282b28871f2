import { describe, expect, it } from 'vitest';
import { parseDanishAmountCell, parseDanishDecimal, parseDanishInteger } from './danish-numbers';

describe('parseDanishInteger', () => {
  it.each<[string, number | null]>([
    ['4.295 kr.', 4295],
    ['4.295,-', 4295],
    ['15.000 km', 15000],
    ['2.699 kr/md', 2699],
    ['1.234,50', 1235],
    ['1.234,49', 1234],
    ['kr. 49.995', 49995],
    ['1.234.567 kr.', 1234567],
    ['36 mdr.', 36],
    ['0 kr.', 0],
    ['15 000 km/år', 15000],
    ['4\u00a0295 kr.', 4295],
    ['Merpris pr. 5.000 km: 150 kr./md.', 5000],
    ['ingen tal', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(parseDanishInteger(text)).toBe(expected);
  });
});

describe('parseDanishDecimal', () => {
  it.each<[string, number | null]>([
    ['73,1 kWh', 73.1],
    ['73.1 kWh', 73.1],
    ['1.5 Hybrid', 1.5],
    ['4.295 kr.', 4295],
    ['-', null],
  ])('%s → %s', (text, expected) => {
    expect(parseDanishDecimal(text)).toBe(expected);
  });
});

describe('parseDanishAmountCell', () => {
  it.each<[string, number | null]>([
    ['4.295 kr.', 4295],
    ['kr. 4.295', 4295],
    ['4.295,-', 4295],
    ['2.699 kr./md.', 2699],
    ['2.699 kr/md', 2699],
    ['15.000 km/år', 15000],
    ['36 mdr.', 36],
    ['116 hk', 116],
    [' 0 ', 0],
    ['-', null],
    ['', null],
    ['Side 1 af 2', null],
    ['1.5 Hybrid Active', null],
    ['Alle priser er inkl. moms, 4.995 kr.', null],
  ])('%s → %s', (text, expected) => {
    expect(parseDanishAmountCell(text)).toBe(expected);
  });
});
