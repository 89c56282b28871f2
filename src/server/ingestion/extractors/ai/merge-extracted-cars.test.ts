import { describe, expect, it } from 'vitest';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { mergeExtractedCars } from './merge-extracted-cars';

const car = (overrides: Partial<ExtractedCar>): ExtractedCar => ({
  make: 'Toyota',
  model: 'Yaris',
  variant: '1.5 Hybrid Active',
  horsepower: 116,
  fuel_type: 'Hybrid - Petrol',
  transmission: 'Automatic',
  offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 4995, monthly_price: 2895 }],
  ...overrides,
});

describe('mergeExtractedCars', () => {
  it('joins the same make|model|variant (case and spacing ignored) with the union of offers', () => {
    const second = { mileage_per_year: 20000, period_months: 36, first_payment: 4995, monthly_price: 3095 };
    const merged = mergeExtractedCars([
      car({ horsepower: null, wltp_km: null }),
      car({ variant: '1.5  hybrid active', wltp_km: 480, offers: [car({}).offers[0] as never, second] }),
      car({ model: 'Aygo X', variant: 'Pulse' }),
    ]);
    expect(merged).toHaveLength(2);
    expect(merged[0]).toMatchObject({ variant: '1.5 Hybrid Active', horsepower: 116, wltp_km: 480 });
    expect(merged[0]?.offers).toEqual([car({}).offers[0], second]);
    expect(merged[1]?.model).toBe('Aygo X');
  });

  it('keeps the first value when both parts have one, and does not change its input', () => {
    const first = car({ horsepower: 116 });
    const merged = mergeExtractedCars([first, car({ horsepower: 120 })]);
    expect(merged[0]?.horsepower).toBe(116);
    expect(first.offers).toHaveLength(1);
  });
});
