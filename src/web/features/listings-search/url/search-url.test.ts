import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../../../../domain/listings/listing-search-params';
import { canonicalSearchObject } from './canonical-search';
import { stringifySearch } from './stringify-search';

/** What the router does: canonical object → URL string → parsed object → validated search. */
const roundTrip = (input: Record<string, unknown>) => {
  const url = stringifySearch(canonicalSearchObject(input));
  return { url, search: parseListingSearch(defaultParseSearch(url)) };
};

describe('the /listings URL', () => {
  it('writes lists as repeated keys and leaves defaults out', () => {
    const { url, search } = roundTrip({
      makes: ['Toyota', 'Volkswagen'],
      fuel_type: ['hybrid', 'petrol'],
      page: 1,
      sort: 'lease_score_desc',
      view: 'grid',
      km: 35000,
    });
    expect(url).toBe('?makes=Toyota&makes=Volkswagen&fuel_type=petrol&fuel_type=hybrid&km=35000');
    expect(search.makes).toEqual(['Toyota', 'Volkswagen']);
    expect(search.fuel_type).toEqual(['petrol', 'hybrid']);
    expect(search.km).toBe(35000);
  });

  it('keeps names that look like numbers or JSON as names', () => {
    const { url, search } = roundTrip({ makes: ['Peugeot'], models: ['208', '3008'], q: 'true' });
    expect(url).toBe('?q=true&makes=Peugeot&models=208&models=3008');
    expect(search.models).toEqual(['208', '3008']);
    expect(search.q).toBe('true');
  });

  it('encodes names with spaces, commas-free punctuation and non-ASCII letters', () => {
    const { search } = roundTrip({ makes: ['Mercedes-Benz'], models: ['Q6 e-tron', 'Doblò'] });
    expect(search.makes).toEqual(['Mercedes-Benz']);
    expect(search.models).toEqual(['Q6 e-tron', 'Doblò']);
  });

  it('rewrites aliases and capitalised values to the canonical query', () => {
    expect(roundTrip({ make: 'Audi', fuel_type: 'Electric', transmission: 'Automatic', page: '2' }).url).toBe(
      '?makes=Audi&fuel_type=electric&transmission=automatic&page=2',
    );
  });

  it('is empty without filters', () => {
    expect(roundTrip({}).url).toBe('');
  });

  it('writes other routes as the router default, apart from lists', () => {
    expect(
      stringifySearch({ selectedMileage: 15000, redirectTo: '/admin', ids: [1, 2], none: undefined }),
    ).toBe('?selectedMileage=15000&redirectTo=%2Fadmin&ids=1&ids=2');
  });
});
