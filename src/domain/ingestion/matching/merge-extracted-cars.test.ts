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

  it.each([
    ['gearbox', extractedCar({ transmission: 'Manual' })],
    ['fuel', extractedCar({ fuel_type: 'Petrol' })],
    ['horsepower', extractedCar({ horsepower: 130 })],
    ['name', extractedCar({ variant: '1.5 Hybrid Active Plus' })],
  ])('keeps two trims apart that differ in %s, in one session or across two', (_, other) => {
    const automatic = extractedCar({ offers: [offer(15000, 36, 0, 2699)] });
    const trim = { ...other, offers: [offer(15000, 36, 0, 2499)] };
    for (const sessions of [[[automatic, trim]], [[automatic], [trim]]]) {
      const { cars, warnings } = mergeExtractedCars(sessions);
      expect(cars).toEqual([automatic, trim]);
      expect(warnings).toEqual([]);
    }
  });

  it('keeps every stated monthly price for the same terms and warns in Danish (nothing dropped)', () => {
    const { cars, warnings } = mergeExtractedCars([
      [extractedCar({ offers: [offer(15000, 36, 0, 2699), offer(20000, 36, 0, 2899)] })],
      [extractedCar({ offers: [offer(15000, 36, 0, 2799)] })],
    ]);
    expect(cars[0]?.offers).toEqual([
      offer(15000, 36, 0, 2699),
      offer(15000, 36, 0, 2799),
      offer(20000, 36, 0, 2899),
    ]);
    expect(warnings).toEqual([
      {
        make: 'Toyota',
        model: 'Yaris',
        variant: '1.5 Hybrid Active',
        mileage_per_year: 15000,
        period_months: 36,
        first_payment: 0,
        monthlyPrices: [2699, 2799],
        sessions: [0, 1],
        message:
          'Forskellige priser for Toyota Yaris 1.5 Hybrid Active (15.000 km/år, 36 mdr., 0 kr. i udbetaling): ' +
          '2.699 kr./md. og 2.799 kr./md. Begge priser er bevaret, og bilen er blokeret i gennemgangen, til den rigtige er valgt.',
      },
    ]);
  });

  it('keeps both prices one session states for the same car and terms', () => {
    const { cars, warnings } = mergeExtractedCars([
      [
        extractedCar({ offers: [offer(15000, 36, 0, 2999)] }),
        extractedCar({ offers: [offer(15000, 36, 0, 3049)] }),
      ],
    ]);
    expect(cars).toHaveLength(1);
    expect(cars[0]?.offers).toEqual([offer(15000, 36, 0, 2999), offer(15000, 36, 0, 3049)]);
    expect(warnings.map((warning) => [warning.monthlyPrices, warning.sessions])).toEqual([
      [[2999, 3049], [0]],
    ]);
  });

  it("keeps the first session's places and notes, and names the other session's places in a note", () => {
    const { cars } = mergeExtractedCars(
      [
        [extractedCar({ sources: [{ page: 2, line: 14 }], notes: ['Totalprisen passer ikke.'] })],
        [extractedCar({ sources: [{ page: 1, line: 5 }], notes: ['Totalprisen passer ikke.'] })],
      ],
      ['liste-a.pdf', 'liste-b.pdf'],
    );
    expect(cars[0]?.sources).toEqual([{ page: 2, line: 14 }]);
    expect(cars[0]?.notes).toEqual([
      'Totalprisen passer ikke.',
      'Også læst i «liste-b.pdf»: side 1, linje 5.',
    ]);
  });

  it('fills a field the first session left empty from a later one, never overwrites a known one', () => {
    const { cars } = mergeExtractedCars([
      [extractedCar({ fuel_type: null, year: 2025 })],
      [extractedCar({ fuel_type: 'Hybrid - Petrol', year: 2026, wltp_km: 480 })],
    ]);
    // An unknown fuel is compatible with a known one, so the two drafts are one car.
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
