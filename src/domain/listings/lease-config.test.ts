import { describe, expect, it } from 'vitest';
import {
  ALLOWED_TERMS,
  assertLeaseConfig,
  clampDeposit,
  clampMileage,
  DEPOSIT_MAX,
  DEPOSIT_MIN,
  isAllowedTerm,
  MILEAGE_MAX,
  MILEAGE_MIN,
  snapTerm,
} from './lease-config';

describe('limits (spec §5)', () => {
  it('are the spec values', () => {
    expect([MILEAGE_MIN, MILEAGE_MAX, DEPOSIT_MIN, DEPOSIT_MAX]).toEqual([10000, 50000, 0, 100000]);
    expect(ALLOWED_TERMS).toEqual([12, 24, 36, 48, 60]);
  });
});

describe('clampMileage', () => {
  it.each([
    [15000, 15000],
    [10000, 10000],
    [50000, 50000],
    [9999, 10000],
    [5000, 10000],
    [0, 10000],
    [-20000, 10000],
    [50001, 50000],
    [100000, 50000],
    [15000.4, 15000],
    [15000.5, 15001],
    [Number.POSITIVE_INFINITY, 50000],
    [Number.NEGATIVE_INFINITY, 10000],
    [Number.NaN, 10000],
  ])('%d → %d', (input, expected) => {
    expect(clampMileage(input)).toBe(expected);
  });
});

describe('clampDeposit', () => {
  it.each([
    [0, 0],
    [35000, 35000],
    [100000, 100000],
    [-1, 0],
    [100001, 100000],
    [250000, 100000],
    [4999.6, 5000],
    [Number.NaN, 0],
  ])('%d → %d', (input, expected) => {
    expect(clampDeposit(input)).toBe(expected);
  });
});

describe('snapTerm', () => {
  it.each([
    [12, 12],
    [24, 24],
    [36, 36],
    [48, 48],
    [60, 60],
    [0, 12],
    [-5, 12],
    [1, 12],
    [17, 12],
    [18, 12],
    [19, 24],
    [30, 24],
    [31, 36],
    [42, 36],
    [43, 48],
    [54, 48],
    [55, 60],
    [72, 60],
    [1000, 60],
    [35.9, 36],
    [Number.NaN, 12],
  ])('%d → %d (ties go to the shorter term)', (input, expected) => {
    expect(snapTerm(input)).toBe(expected);
  });
});

describe('isAllowedTerm', () => {
  it.each([
    [36, true],
    [30, false],
    [36.5, false],
  ])('%d → %s', (term, expected) => {
    expect(isAllowedTerm(term)).toBe(expected);
  });
});

describe('assertLeaseConfig', () => {
  it.each([
    [{}],
    [{ mileage: 10000, term: 12, deposit: 0 }],
    [{ mileage: 50000, term: 60, deposit: 100000 }],
    [{ mileage: 15000 }],
    [{ term: 36 }],
    [{ deposit: 35000 }],
  ])('accepts %j', (config) => {
    expect(() => assertLeaseConfig(config)).not.toThrow();
  });

  it.each([
    [{ mileage: 5000 }, 'Invalid mileage value: 5000'],
    [{ mileage: 50001 }, 'Invalid mileage value: 50001'],
    [{ mileage: 15000.5 }, 'Invalid mileage value: 15000.5'],
    [{ mileage: Number.NaN }, 'Invalid mileage value: NaN'],
    [{ term: 30 }, 'Invalid term value: 30'],
    [{ term: 0 }, 'Invalid term value: 0'],
    [{ term: 72 }, 'Invalid term value: 72'],
    [{ deposit: -1 }, 'Invalid deposit value: -1'],
    [{ deposit: 100001 }, 'Invalid deposit value: 100001'],
    [{ mileage: 5000, term: 30, deposit: -1 }, 'Invalid mileage value: 5000'],
    [{ mileage: 15000, term: 30, deposit: -1 }, 'Invalid term value: 30'],
  ])('rejects %j with %j', (config, message) => {
    expect(() => assertLeaseConfig(config)).toThrow(new Error(message));
  });
});
