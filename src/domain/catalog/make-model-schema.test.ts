import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  filterCatalogMakes,
  makeInputSchema,
  mergeInputSchema,
  modelInputSchema,
  parseAliasText,
} from './make-model-schema';

describe('make and model input', () => {
  it('cleans names and aliases and keeps each alias once', () => {
    expect(z.parse(makeInputSchema, { name: '  Volks  wagen ', aliases: [' VW', 'vw', 'V W'] })).toEqual({
      name: 'Volks wagen',
      aliases: ['VW', 'V W'],
    });
    expect(z.parse(makeInputSchema, { name: 'MINI' })).toEqual({ name: 'MINI', aliases: [] });
  });

  it.each([
    [{ name: '   ' }, 'name', 'Navn er påkrævet'],
    [{ name: 'x'.repeat(61) }, 'name', 'Højst 60 tegn'],
    [{ name: 'VW', aliases: [''] }, 'aliases.0', 'Et alias må ikke være tomt'],
    [{ name: 'VW', aliases: Array.from({ length: 21 }, (_, i) => `a${i}`) }, 'aliases', 'Højst 20 aliaser'],
  ])('refuses %j', (input, path, message) => {
    const result = z.safeParse(makeInputSchema, input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      message,
    ]);
  });

  it('reads model defaults: empty is null, numbers from text, stored values only', () => {
    expect(
      z.parse(modelInputSchema, {
        name: 'ID.4',
        aliases: ['ID 4'],
        default_body_type: 'SUV',
        default_fuel_type: '',
        default_seats: '5',
        default_doors: null,
      }),
    ).toEqual({
      name: 'ID.4',
      aliases: ['ID 4'],
      default_body_type: 'SUV',
      default_fuel_type: null,
      default_seats: 5,
      default_doors: null,
    });
    const bad = z.safeParse(modelInputSchema, {
      name: 'ID.4',
      default_body_type: 'Kombi',
      default_fuel_type: 'Electric',
      default_seats: 12,
      default_doors: 1,
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'default_body_type',
      'default_seats',
      'default_doors',
    ]);
  });

  it('merge needs a target id', () => {
    expect(z.safeParse(mergeInputSchema, { into_id: 'nope' }).success).toBe(false);
  });

  it.each([
    ['VW, Volkswagen AG', ['VW', 'Volkswagen AG']],
    [' vw ,VW,, ', ['vw']],
    ['', []],
  ])('parseAliasText(%j)', (text, expected) => {
    expect(parseAliasText(text)).toEqual(expected);
  });
});

describe('filterCatalogMakes', () => {
  const model = (name: string, aliases: string[] = []) => ({
    id: name,
    name,
    aliases,
    listing_count: 0,
    default_body_type: null,
    default_fuel_type: null,
    default_seats: null,
    default_doors: null,
    version: 1,
  });
  const makes = [
    {
      id: 'vw',
      name: 'Volkswagen',
      aliases: ['VW'],
      listing_count: 0,
      models: [model('ID.4', ['ID 4']), model('Golf')],
      version: 1,
    },
    {
      id: 'kia',
      name: 'Kia',
      aliases: [],
      listing_count: 0,
      models: [model('EV6'), model('Niro')],
      version: 1,
    },
  ];
  it.each([
    [undefined, ['Volkswagen:ID.4,Golf', 'Kia:EV6,Niro']],
    ['vw', ['Volkswagen:ID.4,Golf']],
    ['id 4', ['Volkswagen:ID.4']],
    ['  NIRO ', ['Kia:Niro']],
    ['e', ['Volkswagen:ID.4,Golf', 'Kia:EV6']],
    ['tesla', []],
  ])('%j', (search, expected) => {
    expect(
      filterCatalogMakes(makes, search).map(
        (make) => `${make.name}:${make.models.map((m) => m.name).join(',')}`,
      ),
    ).toEqual(expected);
  });
});
