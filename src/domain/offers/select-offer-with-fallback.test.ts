import { describe, expect, it } from 'vitest';
import { offer as o } from '../../../tests/factories/lease-offer-factory';
import type { LeaseOffer } from './lease-offer';
import { selectOfferWithFallback } from './select-offer-with-fallback';

describe('selectOfferWithFallback — §2.7 rows 2–4', () => {
  it.each([
    {
      row: 2,
      offers: [o(16000, 36, 35000, 4400), o(20000, 36, 35000, 4600)],
      options: { targetMileage: 17000, targetDeposit: 35000, targetTerm: 36 },
      pick: 0,
      method: 'closest',
      stage: 'flexible',
    },
    {
      row: 3,
      offers: [o(15000, 12, 35000, 4100), o(15000, 12, 35000, 3900)],
      options: { targetMileage: 15000, targetDeposit: 35000, targetTerm: 36 },
      pick: 1,
      method: 'exact',
      stage: 'flexible',
    },
    {
      row: 4,
      offers: [o(12000, 36, 35000, 4300), o(18000, 36, 35000, 4100)],
      options: { targetMileage: 17000, targetDeposit: 35000, isUserSpecified: false },
      pick: 1,
      method: 'default',
      stage: 'flexible',
    },
  ])('row $row: $stage / $method', ({ offers, options, pick, method, stage }) => {
    expect(selectOfferWithFallback(offers, options)).toEqual({ offer: offers[pick], method, stage });
  });
});

describe('selectOfferWithFallback — stages', () => {
  const offers = [o(15000, 36, 0, 3500), o(15000, 36, 35000, 4000), o(20000, 24, 35000, 4500)];

  it.each([
    {
      name: 'strict hit with target term',
      options: { targetMileage: 15000, targetTerm: 36 },
      pick: 1,
      method: 'exact',
      stage: 'strict',
    },
    {
      name: 'strict hit, URL deposit 0',
      options: { targetMileage: 15000, targetDeposit: 0, targetTerm: 36 },
      pick: 0,
      method: 'exact',
      stage: 'strict',
    },
    {
      name: 'strict hit, other term',
      options: { targetMileage: 20000, targetTerm: 36 },
      pick: 2,
      method: 'fallback',
      stage: 'strict',
    },
    {
      name: 'strict miss → nearest mileage',
      options: { targetMileage: 25000 },
      pick: 2,
      method: 'closest',
      stage: 'flexible',
    },
    {
      name: 'strict miss, not user-specified',
      options: { targetMileage: 30000, isUserSpecified: false },
      pick: 2,
      method: 'default',
      stage: 'flexible',
    },
  ] as const)('$name', ({ options, pick, method, stage }) => {
    expect(selectOfferWithFallback(offers, options)).toEqual({ offer: offers[pick], method, stage });
  });

  it('empty list → null at the cheapest stage', () => {
    expect(selectOfferWithFallback([] as LeaseOffer[], { targetMileage: 15000 })).toEqual({
      offer: null,
      method: 'default',
      stage: 'cheapest',
    });
  });
});
