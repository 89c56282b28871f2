import { describe, expect, it } from 'vitest';
import { groupMakesByPopularity } from './popular-makes';

const make = (name: string, count: number) => ({ name, count });

describe('groupMakesByPopularity', () => {
  it('orders the popular makes by their number of offers, the rest alphabetically in Danish', () => {
    const groups = groupMakesByPopularity([
      make('Audi', 3),
      make('Volvo', 40),
      make('Kia', 12),
      make('Ærø Motors', 1),
      make('Volkswagen', 7),
      make('Fiat', 2),
    ]);
    expect(groups.popular.map((m) => m.name)).toEqual(['Kia', 'Volkswagen', 'Audi']);
    expect(groups.others.map((m) => m.name)).toEqual(['Fiat', 'Volvo', 'Ærø Motors']);
  });

  it('breaks equal counts by the popular list and keeps the catalogue spelling', () => {
    const groups = groupMakesByPopularity([make('Toyota', 5), make('SKODA', 5), make('Volkswagen', 5)]);
    expect(groups.popular.map((m) => m.name)).toEqual(['Volkswagen', 'SKODA', 'Toyota']);
  });
});
