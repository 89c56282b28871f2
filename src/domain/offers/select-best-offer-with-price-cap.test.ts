import { describe, expect, it } from 'vitest';
import { offer as o } from '../../../tests/factories/lease-offer-factory';
import type { LeaseOffer } from './lease-offer';
import { type PriceCapOptions, selectBestOfferWithPriceCap } from './select-best-offer-with-price-cap';

// Lists T and U of §2.7; tN / uN is the N-th offer.
const t1 = o(15000, 36, 35000, 3800);
const t3 = o(15000, 24, 35000, 4800);
const T = [t1, o(15000, 36, 0, 4200), t3, o(15000, 36, 35000, 5200)];
const u1 = o(15000, 36, 35000, 3800);
const u2 = o(15000, 36, 0, 4200);
const u3 = o(20000, 36, 35000, 3600);
const U = [u1, u2, u3, o(15000, 24, 35000, 4800)];
const common: PriceCapOptions = {
  targetMileage: 15000,
  targetDeposit: 35000,
  targetTerm: 36,
  strictMode: true,
};
const cap = (maxPrice: number, extra: Partial<PriceCapOptions> = {}): PriceCapOptions => ({
  ...common,
  maxPrice,
  enforcePriceCap: true,
  ...extra,
});

type Row = {
  row: string;
  offers: LeaseOffer[];
  options: PriceCapOptions;
  display: LeaseOffer | null;
  method?: string;
  reason: string;
  ideal: LeaseOffer | null;
  delta: number | undefined;
};

describe('selectBestOfferWithPriceCap — §2.7 rows 5–12', () => {
  it.each<Row>([
    {
      row: '5 no cap',
      offers: T,
      options: common,
      display: t1,
      reason: 'best_fit',
      ideal: t1,
      delta: 0,
    },
    {
      row: '5 cap disabled',
      offers: T,
      options: cap(3000, { enforcePriceCap: false }),
      display: t1,
      reason: 'best_fit',
      ideal: t1,
      delta: 0,
    },
    {
      row: '5 cap 4000',
      offers: T,
      options: cap(4000),
      display: t1,
      reason: 'best_fit',
      ideal: t1,
      delta: 0,
    },
    {
      row: '5 cap 3800 (inclusive)',
      offers: T,
      options: cap(3800),
      display: t1,
      reason: 'best_fit',
      ideal: t1,
      delta: 0,
    },
    {
      row: '6 cap 3000',
      offers: T,
      options: cap(3000),
      display: null,
      reason: 'cheapest',
      ideal: t1,
      delta: 800,
    },
    {
      row: '7 term preference beats cheaper 24 months',
      offers: [o(15000, 24, 0, 3500), o(15000, 36, 50000, 3600)],
      options: cap(3700),
      display: o(15000, 36, 50000, 3600),
      method: 'exact',
      reason: 'best_fit',
      ideal: o(15000, 36, 50000, 3600),
      delta: 0,
    },
    {
      row: '8 cap moves to deposit 0',
      offers: [o(15000, 36, 0, 3200), o(15000, 36, 35000, 3800)],
      options: cap(3500),
      display: o(15000, 36, 0, 3200),
      reason: 'price_cap_best_fit',
      ideal: o(15000, 36, 35000, 3800),
      delta: 600,
    },
    {
      row: '9 target term 24',
      offers: T,
      options: cap(5000, { targetTerm: 24 }),
      display: t3,
      method: 'exact',
      reason: 'best_fit',
      ideal: t3,
      delta: 0,
    },
    {
      row: '10 strict mileage wins over the cap',
      offers: U,
      options: cap(3700),
      display: null,
      reason: 'cheapest',
      ideal: u1,
      delta: 100,
    },
    {
      row: '11 flexible takes the 20000 km offer',
      offers: U,
      options: cap(3700, { strictMode: false }),
      display: u3,
      method: 'closest',
      reason: 'price_cap_best_fit',
      ideal: u1,
      delta: 200,
    },
    {
      row: '12 deposit target 0',
      offers: U,
      options: cap(4300, { targetDeposit: 0 }),
      display: u2,
      reason: 'best_fit',
      ideal: u2,
      delta: 0,
    },
  ])('row $row', ({ offers, options, display, method, reason, ideal, delta }) => {
    const result = selectBestOfferWithPriceCap(offers, options);
    expect(result.display?.offer ?? null).toEqual(display);
    if (method) expect(result.display?.method).toBe(method);
    expect(result.reason).toBe(reason);
    expect(result.ideal?.offer ?? null).toEqual(ideal);
    expect(result.priceCapDelta).toBe(delta);
  });
});

describe('selectBestOfferWithPriceCap — edge cases', () => {
  it.each([
    { name: 'no cap', options: common },
    { name: 'with cap', options: cap(4000) },
  ])('empty list → nothing, reason cheapest ($name)', ({ options }) => {
    expect(selectBestOfferWithPriceCap([], options)).toEqual({
      display: null,
      ideal: null,
      reason: 'cheapest',
      priceCapDelta: undefined,
    });
  });

  it.each([
    { name: 'maxPrice without the flag is enforced', options: { ...common, maxPrice: 3000 }, display: null },
    { name: 'maxPrice 0 means no cap', options: cap(0), display: t1 },
  ])('$name', ({ options, display }) => {
    expect(selectBestOfferWithPriceCap(T, options).display?.offer ?? null).toBe(display);
  });

  it('strict mileage absent: no ideal, no display, no delta', () => {
    expect(selectBestOfferWithPriceCap(U, cap(5000, { targetMileage: 25000 }))).toEqual({
      display: null,
      ideal: null,
      reason: 'cheapest',
      priceCapDelta: undefined,
    });
    expect(selectBestOfferWithPriceCap(U, { ...common, targetMileage: 25000 })).toEqual({
      display: null,
      ideal: null,
      reason: 'best_fit',
      priceCapDelta: undefined,
    });
  });

  it('an identical offer object under the cap counts as best_fit with the same method', () => {
    const result = selectBestOfferWithPriceCap(T, cap(6000));
    expect(result.display).toEqual(result.ideal);
    expect(result).toMatchObject({ reason: 'best_fit', priceCapDelta: 0 });
  });

  it('flexible mode re-picks the nearest mileage among capped offers only', () => {
    const offers = [o(20000, 36, 35000, 3000), o(15000, 36, 35000, 4000), o(10000, 36, 35000, 3500)];
    const result = selectBestOfferWithPriceCap(
      offers,
      cap(3500, { targetMileage: 15000, strictMode: false }),
    );
    // 10000 and 20000 are equally far from 15000: the lower mileage wins.
    expect(result.display).toEqual({ offer: offers[2], method: 'closest' });
    expect(result).toMatchObject({ reason: 'price_cap_best_fit', priceCapDelta: 500 });
  });
});
