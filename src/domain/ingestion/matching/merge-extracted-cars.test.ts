import { describe, expect, it } from 'vitest';
import { mergeExtractedCars } from './merge-extracted-cars';
import { extractedCar, offer } from './test-cars';

describe('mergeExtractedCars', () => {
  it('joins the same car from two sessions (case and spacing ignored) with the union of offers', () => {
    const first = extractedCar({ offers: [offer(15000, 36, 0, 2699)] });
    const second = extractedCar({
      make: 'TOYOTA',
      variant: '1.5  hybrid active',
      offers: [offer(20000, 36, 0, 2899), offer(15000, 36, 0, 2699)],
    });
    const { cars, warnings } = mergeExtractedCars([[first], [second]]);
    expect(warnings).toEqual([]);
    expect(cars).toEqual([{ ...first, offers: [offer(15000, 36, 0, 2699), offer(20000, 36, 0, 2899)] }]);
  });

  it('keeps cars apart that differ in transmission or horsepower', () => {
    const automatic = extractedCar();
    const manual = extractedCar({ transmission: 'Manual' });
    const stronger = extractedCar({ horsepower: 130 });
    expect(mergeExtractedCars([[automatic], [manual, stronger]]).cars).toHaveLength(3);
  });

  it("keeps the later session's monthly price for the same terms and warns in Danish", () => {
    const { cars, warnings } = mergeExtractedCars([
      [extractedCar({ offers: [offer(15000, 36, 0, 2699), offer(20000, 36, 0, 2899)] })],
      [extractedCar({ offers: [offer(15000, 36, 0, 2799)] })],
    ]);
    expect(cars[0]?.offers).toEqual([offer(15000, 36, 0, 2799), offer(20000, 36, 0, 2899)]);
    expect(warnings).toEqual([
      {
        make: 'Toyota',
        model: 'Yaris',
        variant: '1.5 Hybrid Active',
        mileage_per_year: 15000,
        period_months: 36,
        first_payment: 0,
        keptMonthlyPrice: 2799,
        droppedMonthlyPrice: 2699,
        keptFromSession: 1,
        droppedFromSession: 0,
        message:
          'Forskellige priser for Toyota Yaris 1.5 Hybrid Active (15.000 km/år, 36 mdr., udbetaling 0 kr.): ' +
          '2.799 kr./md. bruges, 2.699 kr./md. fra en tidligere kilde er forkastet.',
      },
    ]);
  });

  it('fills a field the first session left empty from a later one, never overwrites a known one', () => {
    const { cars } = mergeExtractedCars([
      [extractedCar({ fuel_type: null, year: 2025 })],
      [extractedCar({ fuel_type: 'Hybrid - Petrol', year: 2026, wltp_km: 480 })],
    ]);
    // fuel_type is part of neither key, so the two drafts are one car.
    expect(cars).toHaveLength(1);
    expect(cars[0]).toMatchObject({ fuel_type: 'Hybrid - Petrol', year: 2025, wltp_km: 480 });
  });

  it('keeps the cars in order of first appearance', () => {
    const aygo = extractedCar({ model: 'Aygo X', variant: 'Pulse' });
    const { cars } = mergeExtractedCars([
      [extractedCar(), aygo],
      [aygo, extractedCar({ variant: 'Style' })],
    ]);
    expect(cars.map((car) => `${car.model} ${car.variant}`)).toEqual([
      'Yaris 1.5 Hybrid Active',
      'Aygo X Pulse',
      'Yaris Style',
    ]);
  });
});
