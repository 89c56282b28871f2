import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../../../../domain/listings/listing-search-params';
import { activeFiltersOf, showsLocationSearch } from './results-fields';

describe('activeFiltersOf', () => {
  it('leaves out the default order, which every search has', () => {
    expect(activeFiltersOf(parseListingSearch({}))).toEqual({});
    expect(activeFiltersOf(parseListingSearch({ sort: 'lease_score_desc', makes: 'BMW' }))).toEqual({
      make: 'bmw',
    });
  });

  it('reports the set filters and another order, numbers as integers', () => {
    expect(
      activeFiltersOf(
        parseListingSearch({ sort: 'asc', fuel_type: 'electric', price_max: '4000', km: '20000' }),
      ),
    ).toEqual({ sort_option: 'asc', fuel_type: 'electric', price_max: 4000, mileage_km_per_year: 20000 });
  });
});

describe('showsLocationSearch', () => {
  it('matches the search shown with the location it was read from, in any spelling', () => {
    const shown = parseListingSearch({ fuel_type: 'petrol', sort: 'asc' });
    expect(showsLocationSearch(shown, '?sort=asc&fuel_type=petrol')).toBe(true);
    expect(showsLocationSearch(shown, '?fuel_type=Benzin&sort=price_asc')).toBe(true);
  });

  it('tells the previous search apart from the location the router has already moved to', () => {
    const previous = parseListingSearch({ fuel_type: 'petrol' });
    expect(showsLocationSearch(previous, '?fuel_type=petrol&sort=asc')).toBe(false);
    expect(showsLocationSearch(parseListingSearch({}), '?fuel_type=petrol')).toBe(false);
  });
});
