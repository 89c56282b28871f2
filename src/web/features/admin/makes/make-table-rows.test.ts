import { describe, expect, it } from 'vitest';
import { csvRows, MAKES_PAGE_SIZE, pageOfMakes, sortMakes } from './make-table-rows';
import { catalogMake, catalogModel } from './make-test-data';

const model = (name: string, listings: number) => catalogModel(name, name, listings);
const make = catalogMake;

describe('makes table rows', () => {
  it('sorts Danish names (Å last) and listings with ties by name, models within their make', () => {
    const makes = [
      make('Ånd'),
      make('Opel', [model('Corsa', 3), model('Astra', 3), model('Mokka', 9)]),
      make('Audi'),
    ];
    expect(sortMakes(makes).map((entry) => entry.name)).toEqual(['Audi', 'Opel', 'Ånd']);
    expect(sortMakes(makes, '-name').map((entry) => entry.name)).toEqual(['Ånd', 'Opel', 'Audi']);
    const byListings = sortMakes(makes, '-listings');
    expect(byListings.map((entry) => entry.name)).toEqual(['Opel', 'Audi', 'Ånd']);
    expect(byListings[0]?.models.map((entry) => entry.name)).toEqual(['Mokka', 'Astra', 'Corsa']);
  });

  it('pages by make and keeps a page past the end on the last one', () => {
    const makes = Array.from({ length: MAKES_PAGE_SIZE + 3 }, (_, index) => make(`M${index}`));
    expect(pageOfMakes(makes, 2).makes).toHaveLength(3);
    expect(pageOfMakes(makes, 99)).toMatchObject({ page: 2 });
    expect(pageOfMakes([], 1)).toEqual({ page: 1, makes: [] });
  });

  it('writes one CSV line per model and one for a make without models', () => {
    const makes = [make('Audi', [model('A1', 1), model('A3', 2)]), make('Zeekr')];
    expect(csvRows(makes, (entry) => entry).map((row) => `${row.kind} ${row.id}`)).toEqual([
      'model A1',
      'model A3',
      'make Zeekr',
    ]);
  });
});
