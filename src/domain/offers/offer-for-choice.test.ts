import { describe, expect, it } from 'vitest';
import type { LeaseOffer } from './lease-offer';
import { offerForChoice } from './offer-for-choice';

const offer = (mileage: number, term: number, deposit: number, monthly: number): LeaseOffer => ({
  mileage_per_year: mileage,
  period_months: term,
  first_payment: deposit,
  monthly_price: monthly,
});

const offers = [
  offer(20000, 36, 4995, 3695),
  offer(20000, 36, 0, 3795),
  offer(20000, 48, 4995, 3595),
  offer(25000, 36, 4995, 3895),
  offer(15000, 12, 0, 4100),
];

describe('offerForChoice', () => {
  it.each([
    { choice: { mileage: 20000, term: 36, deposit: 0 }, expected: offers[1], why: 'exact' },
    { choice: { mileage: 20000, term: 48, deposit: 0 }, expected: offers[2], why: 'udbetaling adjusted' },
    { choice: { mileage: 25000, term: 36, deposit: 0 }, expected: offers[3], why: 'udbetaling adjusted' },
    { choice: { mileage: 15000, term: 36, deposit: 0 }, expected: offers[4], why: 'term adjusted' },
    {
      choice: { mileage: 20000, term: 12, deposit: 0 },
      expected: offers[1],
      why: '12 mdr. not at 20.000 km',
    },
  ])('$why', ({ choice, expected }) => {
    expect(offerForChoice(offers, choice)).toBe(expected);
  });
});
