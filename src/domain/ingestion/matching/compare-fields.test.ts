import { describe, expect, it } from 'vitest';
import { compareFields } from './compare-fields';
import { existingListing, extractedCar } from './test-cars';

describe('compareFields', () => {
  it('finds no change for the same values', () => {
    expect(compareFields(extractedCar(), existingListing('l1'))).toEqual([]);
  });

  it('does not count a value the price list leaves empty', () => {
    const car = extractedCar({ horsepower: null, fuel_type: null, transmission: null, year: undefined });
    expect(compareFields(car, existingListing('l1', { year: 2024 }))).toEqual([]);
  });

  it('compares the variant without case and spacing', () => {
    expect(compareFields(extractedCar({ variant: '1.5 HYBRID  active' }), existingListing('l1'))).toEqual([]);
  });

  it("lists every changed field with old and new values, in the contract's field order", () => {
    const car = extractedCar({
      transmission: 'Manual',
      wltp_km: 480,
      consumption_l_100km: 3.8,
      co2_tax_half_year: 370,
    });
    const listing = existingListing('l1', { wltpKm: 470, consumptionL100km: 3.8, co2TaxHalfYear: null });
    expect(compareFields(car, listing)).toEqual([
      { field: 'transmission', old: 'Automatic', new: 'Manual' },
      { field: 'wltp_km', old: 470, new: 480 },
      { field: 'co2_tax_half_year', old: null, new: 370 },
    ]);
  });

  it('treats decimals that differ only by float noise as equal', () => {
    const car = extractedCar({ consumption_kwh_100km: 0.1 + 0.2 });
    expect(compareFields(car, existingListing('l1', { consumptionKwh100km: 0.3 }))).toEqual([]);
  });
});
