import { describe, expect, it } from 'vitest';
import { cheapestFullPriceOffer } from './cheapest-full-price-offer';
import type { LeaseOffer } from './lease-offer';

const offer = (
  mileage_per_year: number,
  period_months: number,
  first_payment: number,
  monthly_price: number,
): LeaseOffer => ({ mileage_per_year, period_months, first_payment, monthly_price });

// The Kia Sportage of issue 27: a lower monthly price that costs more in total.
const sportage = [
  offer(20000, 36, 4995, 3695), // 138.015 kr.
  offer(20000, 36, 0, 3795), // 136.620 kr.
  offer(20000, 24, 0, 3000), // other term: 72.000 kr.
  offer(15000, 36, 0, 3500), // other km/år
];

describe('cheapestFullPriceOffer', () => {
  it.each([
    { at: { mileage: 20000, term: 36 }, expected: sportage[1] },
    { at: { mileage: 20000, term: 24 }, expected: sportage[2] },
    { at: { mileage: 15000, term: 36 }, expected: sportage[3] },
    { at: { mileage: 30000, term: 36 }, expected: undefined },
  ])('at $at.mileage km/år and $at.term mdr. takes the lowest total', ({ at, expected }) => {
    expect(cheapestFullPriceOffer(sportage, at)).toBe(expected);
  });

  it('on equal totals takes the smaller first payment', () => {
    const equal = [offer(15000, 12, 1200, 900), offer(15000, 12, 0, 1000)];
    expect(cheapestFullPriceOffer(equal, { mileage: 15000, term: 12 })).toBe(equal[1]);
  });

  it('compares the full price given, so a stated total above the sum counts (ADR 053)', () => {
    // The 0 kr. offer's list states a total of 139.000 kr. (a fee the sum does not know): dearer.
    const statedTotal = new Map([[sportage[1], 139_000]]);
    const fullPriceOf = (o: LeaseOffer) =>
      Math.max(statedTotal.get(o) ?? 0, o.first_payment + o.period_months * o.monthly_price);
    expect(cheapestFullPriceOffer(sportage, { mileage: 20000, term: 36 }, fullPriceOf)).toBe(sportage[0]);
  });
});
