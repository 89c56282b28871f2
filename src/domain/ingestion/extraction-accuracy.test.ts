import { describe, expect, it } from 'vitest';
import type { ExtractedCar, ExtractedOffer, ExtractedPriceList } from './extracted-price-list';
import {
  describeMismatch,
  type ExtractionScore,
  emptyScore,
  extractionMismatches,
  formatShare,
  scoreExtraction,
  sumScores,
} from './extraction-accuracy';

const offer = (km: number, term: number, first: number, monthly: number): ExtractedOffer => ({
  mileage_per_year: km,
  period_months: term,
  first_payment: first,
  monthly_price: monthly,
});

const car = (overrides: Partial<ExtractedCar> = {}): ExtractedCar => ({
  make: 'Kia',
  model: 'EV3',
  variant: 'Air 58,3 kWh',
  horsepower: 204,
  fuel_type: 'Electric',
  transmission: 'Automatic',
  offers: [offer(15000, 36, 9995, 3299), offer(20000, 36, 9995, 3499)],
  ...overrides,
});

const list = (...cars: ExtractedCar[]): ExtractedPriceList => ({ cars });

const manual = car({
  model: 'Picanto',
  variant: '1.0 Active',
  horsepower: 67,
  fuel_type: 'Petrol',
  transmission: 'Manual',
  offers: [offer(10000, 36, 4995, 1999)],
});

const score = (overrides: Partial<ExtractionScore>): ExtractionScore => ({ ...emptyScore, ...overrides });

describe('scoreExtraction', () => {
  const cases: Array<[string, ExtractedPriceList, ExtractedPriceList, ExtractionScore]> = [
    [
      'everything right',
      list(car(), manual),
      list(car(), manual),
      score({ cars: 2, carsRight: 2, offers: 3, offersRight: 3 }),
    ],
    [
      'make and model compare case-insensitively with spacing collapsed; the variant name is free',
      list(car()),
      list(car({ make: ' KIA ', model: 'ev3', variant: 'EV3 Air' })),
      score({ cars: 1, carsRight: 1, offers: 2, offersRight: 2 }),
    ],
    [
      'horsepower dropped: no offer right, the car is extra',
      list(car()),
      list(car({ horsepower: null })),
      score({ cars: 1, offers: 2, inventedOffers: 2, extraCars: 1 }),
    ],
    [
      'wrong gearbox: offers still right (not part of the tuple) but the car is not',
      list(manual),
      list({ ...manual, transmission: 'Automatic' }),
      score({ cars: 1, offers: 1, offersRight: 1, extraCars: 1 }),
    ],
    [
      'one offer missing: the car is not right',
      list(car()),
      list(car({ offers: [offer(15000, 36, 9995, 3299)] })),
      score({ cars: 1, offers: 2, offersRight: 1 }),
    ],
    [
      'one offer more: invented, and the car is not right',
      list(car()),
      list(car({ offers: [...car().offers, offer(25000, 36, 9995, 3699)] })),
      score({ cars: 1, offers: 2, offersRight: 2, inventedOffers: 1 }),
    ],
    [
      'offers filed under another model are invented there and missing here',
      list(car()),
      list(car({ model: 'EV6' })),
      score({ cars: 1, offers: 2, inventedOffers: 2, extraCars: 1 }),
    ],
    [
      'a tuple stated twice in the truth must be found twice (multiset)',
      list(car({ variant: 'Air' }), car({ variant: 'Air Plus' })),
      list(car({ variant: 'Air' })),
      score({ cars: 2, carsRight: 1, offers: 4, offersRight: 2 }),
    ],
    [
      'two trims merged into one car: offers right, only one car right',
      list(manual, { ...manual, variant: '1.0 Active aut.', transmission: 'Automatic' }),
      list(manual),
      score({ cars: 2, carsRight: 1, offers: 2, offersRight: 1 }),
    ],
    ['nothing extracted', list(car()), list(), score({ cars: 1, offers: 2 })],
    [
      'duplicate offers on one extracted car count once for the car, twice as tuples',
      list(car()),
      list(car({ offers: [...car().offers, offer(15000, 36, 9995, 3299)] })),
      score({ cars: 1, carsRight: 1, offers: 2, offersRight: 2, inventedOffers: 1 }),
    ],
  ];
  it.each(cases)('%s', (_name, truth, extracted, expected) => {
    expect(scoreExtraction(truth, extracted)).toEqual(expected);
  });
});

describe('extractionMismatches', () => {
  it('lists the missing truth offers and the invented extracted offers in Danish', () => {
    const mismatches = extractionMismatches(
      list(car()),
      list(car({ offers: [offer(15000, 36, 9995, 3299), offer(20000, 36, 9995, 3498)] })),
    );
    expect(mismatches.map(describeMismatch)).toEqual([
      'mangler: Kia EV3 204 hk · 20000 km/år · 36 mdr. · 9995 kr. · 3499 kr./md.',
      'opfundet: Kia EV3 204 hk · 20000 km/år · 36 mdr. · 9995 kr. · 3498 kr./md.',
    ]);
  });

  it('is empty when everything is right', () => {
    expect(extractionMismatches(list(car(), manual), list(manual, car()))).toEqual([]);
  });

  it('says when horsepower is missing', () => {
    const [mismatch] = extractionMismatches(
      list(),
      list(car({ horsepower: null, offers: [offer(15000, 36, 0, 1)] })),
    );
    expect(mismatch && describeMismatch(mismatch)).toContain('Kia EV3 uden hk');
  });
});

describe('sumScores and formatShare', () => {
  it('adds every field', () => {
    const a = score({ cars: 2, carsRight: 1, offers: 5, offersRight: 4, inventedOffers: 1, extraCars: 1 });
    const b = score({ cars: 1, carsRight: 1, offers: 3, offersRight: 3 });
    expect(sumScores([a, b])).toEqual(
      score({ cars: 3, carsRight: 2, offers: 8, offersRight: 7, inventedOffers: 1, extraCars: 1 }),
    );
    expect(sumScores([])).toEqual(emptyScore);
  });

  it.each([
    [7, 8, '87,5 %'],
    [3, 3, '100,0 %'],
    [0, 0, '–'],
  ])('%i of %i is %s', (right, total, expected) => {
    expect(formatShare(right, total)).toBe(expected);
  });
});
