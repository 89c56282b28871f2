import { describe, expect, it } from 'vitest';
import { fieldNameOf, placeIssues } from './form-issues';

describe('form issues', () => {
  it("names array rows' fields as TanStack Form does", () => {
    expect(fieldNameOf('price_lists.0.url')).toBe('price_lists[0].url');
    expect(fieldNameOf('offers.12')).toBe('offers[12]');
    expect(fieldNameOf('name')).toBe('name');
  });

  it('places an issue on its field or the nearest shown parent, the rest at the top once each', () => {
    const shown = new Set(['productionHosts', 'price_lists', 'price_lists[0].url', 'logo']);
    const placed = placeIssues(
      [
        { path: 'productionHosts.2', message: 'Angiv værtsnavne' },
        { path: 'price_lists.0.url', message: 'Ugyldig URL' },
        { path: 'price_lists.0.url', message: 'For lang' },
        { path: 'price_lists', message: 'Højst 20 prislister' },
        { path: 'logo_file_id', message: 'Ugyldigt logo' },
        { path: 'owner', message: 'Ejeren findes ikke' },
        { path: '', message: 'Ejeren findes ikke' },
      ],
      (name) => shown.has(name),
      (path) => (path === 'logo_file_id' ? 'logo' : path),
    );
    expect(placed.fields).toEqual({
      productionHosts: 'Angiv værtsnavne',
      'price_lists[0].url': 'Ugyldig URL',
      price_lists: 'Højst 20 prislister',
      logo: 'Ugyldigt logo',
    });
    expect(placed.form).toEqual(['Ejeren findes ikke']);
  });
});
