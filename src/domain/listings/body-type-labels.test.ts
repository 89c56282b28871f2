import { describe, expect, it } from 'vitest';
import {
  BODY_TYPE_LABELS,
  BODY_TYPE_STORED,
  bodyTypeFromInput,
  bodyTypeLabel,
  bodyTypeOptions,
  bodyTypeSlugOf,
  bodyTypeSlugs,
  storedBodyTypesFor,
} from './body-type-labels';
import { storedBodyTypes } from './vehicle-values';

describe('body type mapping (spec §3)', () => {
  it.each([
    ['mikro', 'Mikro', ['Microcar', 'Test karosseri']],
    ['stationcar', 'Stationcar', ['Stationcar', 'Station Wagon']],
    ['suv', 'SUV', ['SUV']],
    ['crossover', 'Crossover (CUV)', ['CUV', 'Crossover']],
    ['minibus', 'Minibus (MPV)', ['Minivan', 'MPV']],
    ['sedan', 'Sedan', ['Sedan', 'Personbil']],
    ['hatchback', 'Hatchback', ['Hatchback']],
    ['cabriolet', 'Cabriolet', ['Cabriolet']],
    ['coupe', 'Coupé', ['Coupe']],
  ] as const)('%s: label %j, stored %j', (slug, label, stored) => {
    expect(BODY_TYPE_LABELS[slug]).toBe(label);
    expect(storedBodyTypesFor([slug])).toEqual(stored);
  });

  it('covers every slug, and every stored value belongs to exactly one slug', () => {
    expect(Object.keys(BODY_TYPE_STORED).sort()).toEqual([...bodyTypeSlugs].sort());
    const mapped = bodyTypeSlugs.flatMap((slug) => BODY_TYPE_STORED[slug]);
    expect([...mapped].sort()).toEqual([...storedBodyTypes].sort());
  });

  it.each(bodyTypeSlugs)('%s maps to at least one stored value', (slug) => {
    expect(storedBodyTypesFor([slug]).length).toBeGreaterThan(0);
  });

  it('maps several slugs to the union and no slugs to nothing', () => {
    expect(storedBodyTypesFor(['suv', 'mikro'])).toEqual(['Microcar', 'Test karosseri', 'SUV']);
    expect(storedBodyTypesFor([])).toEqual([]);
  });

  it('lists the options in display order', () => {
    expect(bodyTypeOptions[0]).toEqual({ value: 'mikro', label: 'Mikro' });
    expect(bodyTypeOptions.map((option) => option.value)).toEqual(bodyTypeSlugs);
  });
});

describe('stored value → slug and Danish label', () => {
  it.each([
    ['Microcar', 'mikro', 'Mikro'],
    ['Test karosseri', 'mikro', 'Mikro'],
    ['Stationcar', 'stationcar', 'Stationcar'],
    ['Station Wagon', 'stationcar', 'Stationcar'],
    ['SUV', 'suv', 'SUV'],
    ['CUV', 'crossover', 'Crossover (CUV)'],
    ['Crossover', 'crossover', 'Crossover (CUV)'],
    ['Minivan', 'minibus', 'Minibus (MPV)'],
    ['MPV', 'minibus', 'Minibus (MPV)'],
    ['Sedan', 'sedan', 'Sedan'],
    ['Personbil', 'sedan', 'Sedan'],
    ['Hatchback', 'hatchback', 'Hatchback'],
    ['Cabriolet', 'cabriolet', 'Cabriolet'],
    ['Coupe', 'coupe', 'Coupé'],
    ['Pickup', undefined, 'Pickup'],
  ])('%j → %j, %j', (stored, slug, label) => {
    expect(bodyTypeSlugOf(stored)).toBe(slug);
    expect(bodyTypeLabel(stored)).toBe(label);
  });

  it.each(storedBodyTypes)('%s has a label', (stored) => {
    expect(bodyTypeSlugOf(stored)).toBeDefined();
    expect(bodyTypeLabel(stored)).not.toBe('');
  });
});

describe('bodyTypeFromInput', () => {
  it.each([
    ['suv', 'suv'],
    ['SUV', 'suv'],
    ['Crossover (CUV)', 'crossover'],
    ['cuv', 'crossover'],
    ['Minibus (MPV)', 'minibus'],
    ['mpv', 'minibus'],
    ['station wagon', 'stationcar'],
    ['Personbil', 'sedan'],
    ['MIKRO', 'mikro'],
    ['Coupé', 'coupe'],
    ['truck', undefined],
    ['', undefined],
  ])('%j → %j', (input, slug) => {
    expect(bodyTypeFromInput(input)).toBe(slug);
  });
});
