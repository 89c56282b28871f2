import { describe, expect, it } from 'vitest';
import { findDanishNumber, readDanishNumber, readTypedDanishNumber } from './danish-number';

// What each former parser accepted is kept: the CSV cells', the price-list cells' and the admin fields'.
describe('readDanishNumber: a text that is one number', () => {
  it.each<[string, number | null]>([
    // Rule 1: '.' or a space groups thousands; ',' starts decimals.
    ['4.295', 4295],
    ['1.234.567', 1_234_567],
    ['4.295,50', 4295.5],
    ['4 295', 4295],
    ['329 995 kr.', 329_995],
    ['4\u00a0295 kr.', 4295],
    ['15\u202f000 km', 15_000],
    // Rule 2: ',' before exactly three digits groups thousands the English way.
    ['4,295', 4295],
    ['12,345,678', 12_345_678],
    ['4,295.50', 4295.5],
    // Rule 3: otherwise one ',' or '.' is a decimal point.
    ['4,5', 4.5],
    ['4.5', 4.5],
    ['4295,50', 4295.5],
    ['4295.50', 4295.5],
    ['12,5', 12.5],
    ['1234', 1234],
    ['0', 0],
    [' 0 ', 0],
    // Rule 4: units around it.
    ['4.295 kr.', 4295],
    ['kr. 4.295', 4295],
    ['4.295,-', 4295],
    ['4 295,-', 4295],
    ['2.699 kr./md.', 2699],
    ['2.699 kr/md', 2699],
    ['15.000 km', 15_000],
    ['15.000 km/år', 15_000],
    ['36 mdr.', 36],
    ['116 hk', 116],
    ['4.995 kr. inkl. moms', 4995],
    ['DKK 4.295', 4295],
    // Rule 5: a leading minus.
    ['-250', -250],
    ['-4.295 kr.', -4295],
    // Not one number.
    ['', null],
    ['-', null],
    ['–', null],
    ['kr.', null],
    ['fire', null],
    ['mange', null],
    ['ca. 4000', null],
    ['4.29.5', null],
    ['Side 1 af 2', null],
    ['1.5 Hybrid Active', null],
    ['Alle priser er inkl. moms, 4.995 kr.', null],
  ])('%s → %s', (text, expected) => {
    expect(readDanishNumber(text)).toBe(expected);
  });
});

describe('findDanishNumber: the first number in a text', () => {
  it.each<[string, number | null]>([
    ['73,1 kWh', 73.1],
    ['73.1 kWh', 73.1],
    ['1.5 Hybrid', 1.5],
    ['4.295 kr.', 4295],
    ['1.234,50', 1234.5],
    ['kr. 49.995', 49_995],
    ['15 000 km/år', 15_000],
    ['Merpris pr. 5.000 km: 150 kr./md.', 5000],
    ['-', null],
    ['ingen tal', null],
    ['', null],
  ])('%s → %s', (text, expected) => {
    expect(findDanishNumber(text)).toBe(expected);
  });
});

describe('readTypedDanishNumber: an admin field', () => {
  it('reads empty as no value and anything that is not one number as NaN (the schema says why)', () => {
    expect(readTypedDanishNumber('')).toBeNull();
    expect(readTypedDanishNumber('   ')).toBeNull();
    expect(readTypedDanishNumber('4.295')).toBe(4295);
    expect(readTypedDanishNumber('329 995 kr.')).toBe(329_995);
    expect(readTypedDanishNumber('4,5')).toBe(4.5);
    expect(readTypedDanishNumber('mange')).toBeNaN();
  });
});
