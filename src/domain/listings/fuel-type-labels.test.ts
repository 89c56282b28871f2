import { describe, expect, it } from 'vitest';
import {
  FUEL_GROUPS,
  FUEL_TYPE_LABELS,
  fuelGroup,
  fuelLabel,
  fuelTypeFromInput,
  fuelTypeOptions,
  fuelTypeSlugOf,
  fuelTypeSlugs,
  STORED_FUEL_LABELS,
  storedFuelTypesFor,
} from './fuel-type-labels';
import { storedFuelTypes } from './vehicle-values';

describe('fuel mapping', () => {
  it.each([
    ['petrol', 'Benzin', ['Petrol']],
    ['diesel', 'Diesel', ['Diesel']],
    ['hybrid', 'Hybrid', ['Hybrid - Petrol', 'Hybrid - Diesel', 'Plug-in - Petrol', 'Plug-in - Diesel']],
    ['plugin_hybrid', 'Plug-in hybrid', ['Plug-in - Petrol', 'Plug-in - Diesel']],
    ['electric', 'Elektrisk', ['Electric']],
  ] as const)('%s: label %j, stored %j', (slug, label, stored) => {
    expect(FUEL_TYPE_LABELS[slug]).toBe(label);
    expect(storedFuelTypesFor([slug])).toEqual(stored);
  });

  it.each(fuelTypeSlugs)('%s maps to at least one stored value', (slug) => {
    expect(storedFuelTypesFor([slug]).length).toBeGreaterThan(0);
  });

  it('reaches every stored value, including Plug-in - Diesel the old system forgot', () => {
    expect(storedFuelTypesFor([...fuelTypeSlugs]).sort()).toEqual([...storedFuelTypes].sort());
    expect(storedFuelTypesFor(['hybrid'])).toContain('Plug-in - Diesel');
  });

  it('de-duplicates overlapping groups and gives nothing for no slugs', () => {
    expect(storedFuelTypesFor(['plugin_hybrid', 'hybrid'])).toEqual([
      'Hybrid - Petrol',
      'Hybrid - Diesel',
      'Plug-in - Petrol',
      'Plug-in - Diesel',
    ]);
    expect(storedFuelTypesFor([])).toEqual([]);
  });

  it('lists the options in display order', () => {
    expect(fuelTypeOptions.map((option) => option.value)).toEqual(fuelTypeSlugs);
  });
});

describe('stored fuel → label, narrowest slug and analytics group', () => {
  it.each([
    ['Electric', 'El', 'electric', 'ev'],
    ['Petrol', 'Benzin', 'petrol', 'ice'],
    ['Diesel', 'Diesel', 'diesel', 'ice'],
    ['Hybrid - Petrol', 'Hybrid (benzin)', 'hybrid', 'phev'],
    ['Hybrid - Diesel', 'Hybrid (diesel)', 'hybrid', 'phev'],
    ['Plug-in - Petrol', 'Plug-in hybrid (benzin)', 'plugin_hybrid', 'phev'],
    ['Plug-in - Diesel', 'Plug-in hybrid (diesel)', 'plugin_hybrid', 'phev'],
    ['Hydrogen', 'Hydrogen', undefined, undefined],
  ])('%j → %j, %j, %j', (stored, label, slug, group) => {
    expect(fuelLabel(stored)).toBe(label);
    expect(fuelTypeSlugOf(stored)).toBe(slug);
    expect(fuelGroup(stored)).toBe(group);
  });

  it.each(storedFuelTypes)('%s has a label, a slug and a group', (stored) => {
    expect(STORED_FUEL_LABELS[stored]).toBeTruthy();
    expect(storedFuelTypesFor([fuelTypeSlugOf(stored) ?? 'petrol'])).toContain(stored);
    expect(['ev', 'phev', 'ice']).toContain(FUEL_GROUPS[stored]);
  });
});

describe('fuelTypeFromInput', () => {
  it.each([
    ['electric', 'electric'],
    ['Electric', 'electric'],
    ['el', 'electric'],
    ['Elektrisk', 'electric'],
    ['EV', 'electric'],
    ['benzin', 'petrol'],
    ['Petrol', 'petrol'],
    ['gasoline', 'petrol'],
    ['DIESEL', 'diesel'],
    ['hybrid', 'hybrid'],
    ['Hybrid - Diesel', 'hybrid'],
    ['Hybrid (benzin)', 'hybrid'],
    ['plugin_hybrid', 'plugin_hybrid'],
    ['Plug-in hybrid', 'plugin_hybrid'],
    ['plug-in - petrol', 'plugin_hybrid'],
    ['phev', 'plugin_hybrid'],
    ['hydrogen', undefined],
  ])('%j → %j', (input, slug) => {
    expect(fuelTypeFromInput(input)).toBe(slug);
  });
});
