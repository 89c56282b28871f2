import { describe, expect, it } from 'vitest';
import { parseListingSearch } from '../../../../domain/listings/listing-search-params';
import { activeFiltersOf } from './results-fields';

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
