import { describe, expect, it } from 'vitest';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { activeFilters, rangeLabel } from './active-filters';
import { type FilterValues, NO_FILTERS, withMakes } from './filter-patch';

const catalogue = {
  makes: [
    {
      name: 'Toyota',
      count: 3,
      models: [
        { name: 'Corolla', count: 2 },
        { name: 'Aygo X', count: 1 },
      ],
    },
    { name: 'Volkswagen', count: 2, models: [{ name: 'Golf', count: 2 }] },
  ],
} as unknown as ListingFilters;

const filters = (patch: Partial<FilterValues>): FilterValues => ({ ...NO_FILTERS, ...patch });

describe('rangeLabel', () => {
  it('reads "Fra", "Maks" or "a - b"', () => {
    expect(rangeLabel(5, undefined, 'sæder')).toBe('Fra 5 sæder');
    expect(rangeLabel(undefined, 7, 'sæder')).toBe('Maks 7 sæder');
    expect(rangeLabel(2000, 4500, 'kr./md.')).toBe('2.000 - 4.500 kr./md.');
    expect(rangeLabel(undefined, undefined, 'hk')).toBeUndefined();
  });

  it('says "1 sæde" in the singular and "2 sæder" in the plural', () => {
    const seats = (min?: number, max?: number) =>
      activeFilters(filters({ seats_min: min, seats_max: max })).find((chip) => chip.id === 'seats')?.label;
    expect(seats(1)).toBe('Fra 1 sæde');
    expect(seats(undefined, 1)).toBe('Maks 1 sæde');
    expect(seats(1, 1)).toBe('1 sæde');
    expect(seats(1, 2)).toBe('1 - 2 sæder');
    expect(seats(2)).toBe('Fra 2 sæder');
  });
});

describe('activeFilters', () => {
  it('says "inkl. service" and "inkl. forsikring", each removable on its own (ADR 054)', () => {
    const chips = activeFilters(filters({ inkl: ['service', 'forsikring'] }));
    expect(chips.map((chip) => chip.label)).toEqual(['inkl. service', 'inkl. forsikring']);
    expect(chips[0]?.remove).toEqual({ inkl: ['forsikring'] });
    expect(chips[1]?.remove).toEqual({ inkl: ['service'] });
  });

  it('has one Danish chip per value', () => {
    const chips = activeFilters(
      filters({
        makes: ['Toyota'],
        models: ['Corolla'],
        fuel_type: ['electric', 'plugin_hybrid'],
        transmission: ['automatic'],
        body_type: ['suv'],
        price_max: 4000,
        seats_min: 5,
        horsepower_min: 150,
        horsepower_max: 300,
        km: 35000,
        mdr: 24,
        udb: 0,
      }),
      catalogue,
    );
    expect(chips.map((chip) => chip.label)).toEqual([
      'Maks 4.000 kr./md.',
      '35.000+ km/år',
      'Toyota',
      'Corolla',
      'Elektrisk',
      'Plug-in hybrid',
      'Automatisk',
      'SUV',
      'Fra 5 sæder',
      '150 - 300 hk',
      'Priser for 24 mdr.',
      'Priser med udb. 0 kr.',
    ]);
  });

  it('removes a make together with its models', () => {
    const [toyota] = activeFilters(
      filters({ makes: ['Toyota', 'Volkswagen'], models: ['Corolla', 'Golf'] }),
      catalogue,
    );
    expect(toyota?.remove).toEqual({ makes: ['Volkswagen'], models: ['Golf'] });
  });

  it('shows a plain mileage as "N km/år"', () => {
    expect(activeFilters(filters({ km: 20000 }))[0]?.label).toBe('20.000 km/år');
  });
});

describe('withMakes', () => {
  it('keeps the models of makes still chosen', () => {
    expect(withMakes(filters({ models: ['Golf', 'Aygo X'] }), ['Volkswagen'], catalogue)).toEqual({
      makes: ['Volkswagen'],
      models: ['Golf'],
    });
  });

  it('changes only the makes before the catalogue has loaded', () => {
    expect(withMakes(filters({ models: ['Golf'] }), [], undefined)).toEqual({ makes: [] });
  });
});
