import { describe, expect, it } from 'vitest';
import { slugLookup, storedValuesFor, valueKey } from './value-lookup';

describe('valueKey', () => {
  it.each([
    ['Crossover (CUV)', 'crossovercuv'],
    ['crossover-cuv', 'crossovercuv'],
    ['  Station Wagon ', 'stationwagon'],
    ['Plug-in hybrid', 'pluginhybrid'],
    ['plugin_hybrid', 'pluginhybrid'],
    ['Coupé', 'coupe'],
    ['Hybrid - Petrol', 'hybridpetrol'],
  ])('%j → %j', (input, key) => {
    expect(valueKey(input)).toBe(key);
  });
});

describe('slugLookup', () => {
  const lookup = slugLookup(['a', 'b'] as const, (slug) => (slug === 'a' ? ['Alpha'] : ['Beta Two']));

  it.each([
    ['a', 'a'],
    ['ALPHA', 'a'],
    ['beta-two', 'b'],
    ['gamma', undefined],
    ['', undefined],
  ])('%j → %j', (input, slug) => {
    expect(lookup(input)).toBe(slug);
  });

  it('refuses a spelling claimed by two slugs', () => {
    expect(() => slugLookup(['a', 'b'] as const, () => ['Same'])).toThrow("'Same' maps to both a and b");
  });
});

describe('storedValuesFor', () => {
  const stored = { x: ['X1', 'X2'], y: ['X2', 'Y1'] } as const;
  const all = ['Y1', 'X2', 'X1'] as const;

  it.each([
    [[], []],
    [['x'], ['X2', 'X1']],
    [
      ['y', 'x'],
      ['Y1', 'X2', 'X1'],
    ],
  ] as const)('%j → %j (deduplicated, in stored order)', (slugs, expected) => {
    expect(storedValuesFor(slugs, stored, all)).toEqual(expected);
  });
});
