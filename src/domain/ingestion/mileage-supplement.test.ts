import { describe, expect, it } from 'vitest';
import type { ExtractedOffer } from './extracted-price-list';
import { offersFromSupplement, readMileageSupplement } from './mileage-supplement';

const offer = (mileage: number, monthly: number, period = 36, first = 4995): ExtractedOffer => ({
  mileage_per_year: mileage,
  period_months: period,
  first_payment: first,
  monthly_price: monthly,
});

describe('readMileageSupplement', () => {
  it.each<[string, ReturnType<typeof readMileageSupplement>]>([
    [
      'Merpris pr. 5.000 km: 150 kr./md.',
      { kind: 'per_step', stepKm: 5000, monthlySupplement: 150, maxKm: null },
    ],
    [
      'Merpris pr. ekstra 5.000 km/år: 175,- pr. md. (op til 30.000 km/år)',
      { kind: 'per_step', stepKm: 5000, monthlySupplement: 175, maxKm: 30000 },
    ],
    [
      'Tillæg pr. 10.000 km: +300 kr./md.',
      { kind: 'per_step', stepKm: 10000, monthlySupplement: 300, maxKm: null },
    ],
    [
      'Merpris ved 25.000 km/år: 450 kr. pr. md.',
      { kind: 'at_mileage', mileage: 25000, monthlySupplement: 450 },
    ],
    ['Tillæg for metallak: 99 kr./md.', null],
    ['Alle priser er inkl. moms', null],
  ])('%s', (text, expected) => {
    expect(readMileageSupplement(text)).toEqual(expected);
  });
});

describe('offersFromSupplement', () => {
  it('adds one step above the highest mileage of each period and first payment', () => {
    const offers = [offer(10000, 2499), offer(15000, 2699), offer(15000, 3199, 24)];
    expect(
      offersFromSupplement(offers, { kind: 'per_step', stepKm: 5000, monthlySupplement: 150, maxKm: null }),
    ).toEqual([offer(20000, 2849), offer(20000, 3349, 24)]);
  });

  it('adds every step up to the maximum', () => {
    expect(
      offersFromSupplement([offer(15000, 2699)], {
        kind: 'per_step',
        stepKm: 5000,
        monthlySupplement: 150,
        maxKm: 25000,
      }),
    ).toEqual([offer(20000, 2849), offer(25000, 2999)]);
  });

  it('adds a stated mileage from the highest mileage below it, never replacing an offered one', () => {
    const supplement = { kind: 'at_mileage', mileage: 25000, monthlySupplement: 450 } as const;
    expect(offersFromSupplement([offer(15000, 2699), offer(20000, 2899)], supplement)).toEqual([
      offer(25000, 3349),
    ]);
    expect(offersFromSupplement([offer(25000, 2999)], supplement)).toEqual([]);
  });
});
