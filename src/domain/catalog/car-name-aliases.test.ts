import { describe, expect, it } from 'vitest';
import {
  type CatalogAliases,
  canonicalCarName,
  nameKey,
  spellingKey,
  withCanonicalNames,
} from './car-name-aliases';

const catalogue: CatalogAliases = [
  {
    name: 'Volkswagen',
    aliases: ['VW', 'Volkswagen AG'],
    models: [
      { name: 'ID.4', aliases: ['ID 4 GTX'] },
      { name: 'ID.3', aliases: [] },
      { name: 'Golf', aliases: ['Golf VIII'] },
    ],
  },
  {
    name: 'Toyota',
    aliases: [],
    models: [
      { name: 'C-HR', aliases: [] },
      { name: 'CHR Plus', aliases: [] },
      { name: 'bZ4X', aliases: [] },
    ],
  },
  // Two models whose letters and digits are the same: the spelling fallback must not guess.
  {
    name: 'Kia',
    aliases: [],
    models: [
      { name: 'EV 6', aliases: [] },
      { name: 'EV-6', aliases: [] },
    ],
  },
  { name: 'Škoda', aliases: ['Skoda'], models: [{ name: 'Enyaq', aliases: [] }] },
];

describe('canonicalCarName', () => {
  it.each([
    // [make, model, expected make, expected model, make known, model known]
    ['Volkswagen', 'ID.4', 'Volkswagen', 'ID.4', true, true],
    ['volkswagen', 'id.4', 'Volkswagen', 'ID.4', true, true],
    ['  VW ', 'Golf', 'Volkswagen', 'Golf', true, true],
    ['vw', 'ID 4', 'Volkswagen', 'ID.4', true, true],
    ['VW', 'ID4', 'Volkswagen', 'ID.4', true, true],
    ['Volkswagen AG', 'golf viii', 'Volkswagen', 'Golf', true, true],
    ['VW', 'ID 4  GTX', 'Volkswagen', 'ID.4', true, true],
    ['VW', 'Passat', 'Volkswagen', 'Passat', true, false],
    ['Toyota', 'c-hr', 'Toyota', 'C-HR', true, true],
    ['Toyota', 'CHR', 'Toyota', 'C-HR', true, true],
    ['TOYOTA', 'BZ4X', 'Toyota', 'bZ4X', true, true],
    ['Kia', 'EV6', 'Kia', 'EV6', true, false],
    ['Kia', 'ev 6', 'Kia', 'EV 6', true, true],
    ['skoda', 'Enyaq', 'Škoda', 'Enyaq', true, true],
    ['MINI', ' Cooper  SE ', 'MINI', 'Cooper SE', false, false],
    ['Golf', 'VW', 'Golf', 'VW', false, false],
  ])('%s %s → %s %s', (make, model, expectedMake, expectedModel, makeKnown, modelKnown) => {
    expect(canonicalCarName(make, model, catalogue)).toEqual({
      make: expectedMake,
      model: expectedModel,
      makeKnown,
      modelKnown,
    });
  });

  it('prefers a name over another entry’s alias', () => {
    const clash: CatalogAliases = [
      { name: 'Mini', aliases: [], models: [{ name: 'Cooper', aliases: [] }] },
      { name: 'MG', aliases: [], models: [{ name: 'Cooper S', aliases: ['cooper'] }] },
    ];
    expect(canonicalCarName('mini', 'COOPER', clash)).toMatchObject({ make: 'Mini', model: 'Cooper' });
    expect(canonicalCarName('MG', 'Cooper', clash)).toMatchObject({ make: 'MG', model: 'Cooper S' });
  });

  it('works on an empty catalogue', () => {
    expect(canonicalCarName('BMW', 'i4', [])).toEqual({
      make: 'BMW',
      model: 'i4',
      makeKnown: false,
      modelKnown: false,
    });
  });
});

describe('keys', () => {
  it.each([
    ['  ID.4 ', 'id.4', 'id4'],
    ['Mercedes-Benz', 'mercedes-benz', 'mercedesbenz'],
    ['ÆØÅ  Model', 'æøå model', 'æøåmodel'],
    ['...', '...', ''],
  ])('%j', (value, name, spelling) => {
    expect(nameKey(value)).toBe(name);
    expect(spellingKey(value)).toBe(spelling);
  });
});

describe('withCanonicalNames', () => {
  it('files each car under the catalogue’s names and leaves unknown ones as written', () => {
    const cars = [
      { make: 'VW', model: 'ID 4', variant: 'Pro' },
      { make: 'Volkswagen', model: 'Golf', variant: null },
      { make: 'MINI', model: 'Cooper SE', variant: 'Classic' },
    ];
    const named = withCanonicalNames(cars, catalogue);
    expect(named).toEqual([
      { make: 'Volkswagen', model: 'ID.4', variant: 'Pro' },
      { make: 'Volkswagen', model: 'Golf', variant: null },
      { make: 'MINI', model: 'Cooper SE', variant: 'Classic' },
    ]);
    expect(named[1]).toBe(cars[1]);
  });
});
