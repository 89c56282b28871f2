import { describe, expect, it } from 'vitest';
import type { PricedOffer } from '../../../../domain/listings/listing-api-types';
import { bestScoreOffer, distinctValues, formatDelta, leaseOptions, optionLabel } from './lease-options';

const offer = (
  mileage_per_year: number,
  period_months: number,
  first_payment: number,
  monthly_price: number,
  lease_score: number | null = 50,
): PricedOffer => ({
  id: `${mileage_per_year}-${period_months}-${first_payment}`,
  mileage_per_year,
  period_months,
  first_payment,
  monthly_price,
  lease_score,
  total_cost: first_payment + period_months * monthly_price,
});

const offers = [
  offer(15000, 36, 0, 3000, 80),
  offer(20000, 36, 0, 3200, 85),
  offer(15000, 24, 0, 3400, 78),
  offer(15000, 36, 10000, 2800, 80),
  offer(30000, 48, 5000, 3900, 70),
];
const [current] = offers as [PricedOffer];

describe('leaseOptions', () => {
  it('lists every distinct value of a dimension in ascending order', () => {
    expect(distinctValues(offers, 'mileage')).toEqual([15000, 20000, 30000]);
    expect(distinctValues(offers, 'term')).toEqual([24, 36, 48]);
    expect(distinctValues(offers, 'deposit')).toEqual([0, 5000, 10000]);
  });

  it('prices each choice by the offer it leads to, or marks it unavailable at this km/år', () => {
    expect(leaseOptions(offers, current, 'mileage')).toEqual([
      { value: 15000, delta: 0, selected: true, alsoChanges: [] },
      { value: 20000, delta: 200, selected: false, alsoChanges: [] },
      {
        value: 30000,
        delta: 900,
        selected: false,
        alsoChanges: [
          { dimension: 'term', value: 48 },
          { dimension: 'deposit', value: 5000 },
        ],
      },
    ]);
    expect(leaseOptions(offers, current, 'deposit').map((option) => option.delta)).toEqual([0, null, -200]);
  });

  it('labels options with a signed monthly difference and what else changes', () => {
    const cheaper = { value: 10000, delta: -200, selected: false, alsoChanges: [] };
    const unavailable = {
      value: 5000,
      delta: null,
      selected: false,
      alsoChanges: [],
      unavailableAt: [
        { dimension: 'mileage' as const, value: 15000 },
        { dimension: 'term' as const, value: 36 },
      ],
    };
    expect(optionLabel('deposit', { value: 0, delta: 0, selected: true, alsoChanges: [] })).toBe('0 kr.');
    expect(optionLabel('deposit', cheaper)).toBe('10.000 kr. · −200 kr./md.');
    expect(optionLabel('deposit', unavailable)).toBe(
      '5.000 kr. · ikke tilgængelig ved 15.000 km/år og 36 mdr.',
    );
    expect(optionLabel('mileage', { value: 20000, delta: 1250, selected: false, alsoChanges: [] })).toBe(
      '20.000 km/år · +1.250 kr./md.',
    );
    expect(
      optionLabel('mileage', {
        value: 30000,
        delta: 900,
        selected: false,
        alsoChanges: [
          { dimension: 'term', value: 48 },
          { dimension: 'deposit', value: 5000 },
        ],
      }),
    ).toBe('30.000 km/år · +900 kr./md. med 48 mdr. og udbetaling 5.000 kr.');
    expect(optionLabel('term', { value: 24, delta: 0, selected: false, alsoChanges: [] })).toBe(
      '24 mdr. · samme pris',
    );
    expect(formatDelta(null)).toBe('ikke tilgængelig');
  });
});

describe('bestScoreOffer', () => {
  it('takes the highest score and, on a tie, the cheaper offer', () => {
    expect(bestScoreOffer(offers)?.id).toBe('20000-36-0');
    expect(bestScoreOffer([offer(15000, 36, 0, 3000, 80), offer(15000, 36, 10000, 2800, 80)])?.id).toBe(
      '15000-36-10000',
    );
  });

  it('ignores unscored offers', () => {
    expect(bestScoreOffer([offer(15000, 36, 0, 3000, null), offer(15000, 24, 0, 3000, 0)])).toBeUndefined();
  });
});
