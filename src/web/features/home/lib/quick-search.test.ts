import { describe, expect, it } from 'vitest';
import type { ListingFilters } from '../../../../domain/listings/listing-api-types';
import { listingsHref } from './listings-href';
import {
  EMPTY_QUICK_SEARCH,
  groupMakes,
  modelsOf,
  PRICE_MAX_STEPS,
  quickSearchToListingSearch,
} from './quick-search';

const make = (name: string, models: string[] = []): ListingFilters['makes'][number] => ({
  name,
  count: models.length,
  models: models.map((model) => ({ name: model, count: 1 })),
});

describe('groupMakes', () => {
  it('names the popular makes first, most offers first, and the rest alphabetically', () => {
    const groups = groupMakes([
      make('Audi'),
      make('Volvo'),
      make('Kia', ['Niro', 'EV3']),
      make('Volkswagen'),
    ]);
    expect(groups.popular).toEqual(['Kia', 'Volkswagen', 'Audi']);
    expect(groups.others).toEqual(['Volvo']);
  });
});

describe('modelsOf', () => {
  const makes = [make('Toyota', ['RAV4', 'Aygo X', 'bZ4X']), make('Kia', ['EV3'])];

  it('lists the chosen make’s models alphabetically', () => {
    expect(modelsOf(makes, 'Toyota')).toEqual(['Aygo X', 'bZ4X', 'RAV4']);
  });

  it('has no models without a make or for an unknown make', () => {
    expect(modelsOf(makes, '')).toEqual([]);
    expect(modelsOf(makes, 'Saab')).toEqual([]);
  });
});

describe('quickSearchToListingSearch', () => {
  it('is the unfiltered search when nothing is chosen', () => {
    expect(listingsHref(quickSearchToListingSearch(EMPTY_QUICK_SEARCH))).toBe('/listings');
  });

  it('writes make, model, body type and price cap as the search page reads them', () => {
    const search = quickSearchToListingSearch({
      make: 'Volkswagen',
      model: 'ID.4',
      bodyType: 'suv',
      priceMax: 4000,
    });
    expect(listingsHref(search)).toBe('/listings?makes=Volkswagen&models=ID.4&body_type=suv&price_max=4000');
  });

  it('drops a model without its make', () => {
    expect(quickSearchToListingSearch({ ...EMPTY_QUICK_SEARCH, model: 'Golf' }).models).toEqual([]);
  });

  it('offers caps from 1.000 to 10.000 in steps of 1.000', () => {
    expect(PRICE_MAX_STEPS).toEqual([1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000]);
  });
});

describe('listingsHref', () => {
  it('adds showFilters for "Flere filtre"', () => {
    expect(listingsHref({ showFilters: true })).toBe('/listings?showFilters=true');
  });
});
