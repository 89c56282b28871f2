import { describe, expect, it } from 'vitest';
import { FIRST_OFFER_TERMS, nextOfferTerms, type OfferTerms } from './next-offer-terms';

const terms = (mileage_per_year: number, period_months: number, first_payment = 0): OfferTerms => ({
  mileage_per_year,
  period_months,
  first_payment,
});

describe('nextOfferTerms', () => {
  it.each<[string, Partial<OfferTerms>[], OfferTerms | undefined, OfferTerms]>([
    ['no rows: the first offer defaults', [], undefined, terms(15_000, 36)],
    ['after one row: the next mileage step', [terms(15_000, 36)], terms(15_000, 36), terms(20_000, 36)],
    [
      'skips mileages already taken',
      [terms(15_000, 36), terms(20_000, 36), terms(25_000, 36)],
      terms(15_000, 36),
      terms(30_000, 36),
    ],
    [
      'keeps the first payment of the row it follows',
      [terms(15_000, 24, 20_000)],
      terms(15_000, 24, 20_000),
      terms(20_000, 24, 20_000),
    ],
    [
      'wraps round to lower mileages when the top is taken',
      [terms(45_000, 36), terms(50_000, 36)],
      terms(50_000, 36),
      terms(10_000, 36),
    ],
    [
      'the row it follows may be off the 5.000 ladder',
      [terms(17_500, 48)],
      terms(17_500, 48),
      terms(20_000, 48),
    ],
    [
      'an off-ladder start itself is used when free',
      [terms(15_000, 36)],
      terms(12_000, 36),
      terms(12_000, 36),
    ],
    [
      'incomplete rows never match',
      [{ mileage_per_year: 15_000 }, { period_months: 36 }],
      undefined,
      terms(15_000, 36),
    ],
  ])('%s', (_, existing, from, expected) => {
    expect(nextOfferTerms(existing, from)).toEqual(expected);
  });

  it('moves to the next allowed term once every mileage of the term is taken', () => {
    const all36 = [10, 15, 20, 25, 30, 35, 40, 45, 50].map((thousands) => terms(thousands * 1_000, 36));
    expect(nextOfferTerms(all36, terms(50_000, 36))).toEqual(terms(50_000, 48));
  });

  it('gives up (undefined) only when every term and mileage with that first payment is taken', () => {
    const every = [12, 24, 36, 48, 60].flatMap((months) =>
      [10, 15, 20, 25, 30, 35, 40, 45, 50].map((thousands) => terms(thousands * 1_000, months)),
    );
    expect(nextOfferTerms(every)).toBeUndefined();
    expect(nextOfferTerms(every, terms(15_000, 36, 10_000))).toEqual(terms(15_000, 36, 10_000));
  });

  it('never repeats a row however many are added one after the other', () => {
    const rows: OfferTerms[] = [];
    for (let count = 0; count < 30; count += 1) {
      const next = nextOfferTerms(rows, rows.at(-1) ?? FIRST_OFFER_TERMS);
      if (!next) throw new Error('ran out');
      expect(rows).not.toContainEqual(next);
      rows.push(next);
    }
  });
});
