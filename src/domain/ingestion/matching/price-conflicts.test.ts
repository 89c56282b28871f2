import { describe, expect, it } from 'vitest';
import type { OutlierWarning } from '../proposed-change';
import { priceConflictText } from './price-conflict-text';
import {
  choosePrice,
  conflictWarnings,
  isBlockedByPriceConflict,
  priceConflicts,
  unresolvedConflicts,
} from './price-conflicts';
import { extractedCar, offer } from './test-cars';

const terms = { mileage_per_year: 15000, period_months: 36, first_payment: 0 };
const conflicting = [offer(15000, 36, 0, 3049), offer(20000, 36, 0, 3199), offer(15000, 36, 0, 2999)];

describe('priceConflicts', () => {
  it.each([
    ['one price per terms', [offer(15000, 36, 0, 2999), offer(20000, 36, 0, 3199)], []],
    ['the same price twice', [offer(15000, 36, 0, 2999), offer(15000, 36, 0, 2999)], []],
    ['another first payment', [offer(15000, 36, 0, 2999), offer(15000, 36, 5000, 2799)], []],
    ['another period', [offer(15000, 36, 0, 2999), offer(15000, 48, 0, 2799)], []],
    ['two prices for the same terms', conflicting, [[2999, 3049]]],
    [
      'three prices for the same terms',
      [offer(15000, 36, 0, 3049), offer(15000, 36, 0, 2999), offer(15000, 36, 0, 3099)],
      [[2999, 3049, 3099]],
    ],
  ])('%s', (_, offers, expected) => {
    expect(priceConflicts(offers).map((conflict) => conflict.monthlyPrices)).toEqual(expected);
  });
});

describe('choosePrice', () => {
  const car = extractedCar({ offers: conflicting });
  const warnings: OutlierWarning[] = [
    { kind: 'monthly_price_jump', percent: 20 },
    ...priceConflicts(conflicting),
  ];

  it('keeps only the chosen price for the terms, in place, and records the choice', () => {
    const chosen = choosePrice(car, warnings, { ...terms, monthly_price: 3049 });
    expect(chosen?.car.offers).toEqual([offer(15000, 36, 0, 3049), offer(20000, 36, 0, 3199)]);
    expect(chosen?.warnings).toEqual([
      { kind: 'monthly_price_jump', percent: 20 },
      { kind: 'conflicting_prices', terms, monthlyPrices: [2999, 3049], chosen: 3049 },
    ]);
    expect(unresolvedConflicts(chosen?.warnings ?? [])).toEqual([]);
    expect(isBlockedByPriceConflict(chosen ?? { car: null, warnings: [] })).toBe(false);
  });

  it('lets the admin change the choice to another stated price', () => {
    const first = choosePrice(car, warnings, { ...terms, monthly_price: 3049 });
    const second = first && choosePrice(first.car, first.warnings, { ...terms, monthly_price: 2999 });
    expect(second?.car.offers).toEqual([offer(15000, 36, 0, 2999), offer(20000, 36, 0, 3199)]);
    expect(second?.warnings.at(-1)).toMatchObject({ chosen: 2999, monthlyPrices: [2999, 3049] });
  });

  it.each([
    ['a price the list did not state', { ...terms, monthly_price: 3000 }],
    [
      'terms without a conflict',
      { mileage_per_year: 20000, period_months: 36, first_payment: 0, monthly_price: 3199 },
    ],
  ])('refuses %s', (_, choice) => {
    expect(choosePrice(car, warnings, choice)).toBeNull();
  });
});

describe('conflictWarnings (a change proposed again)', () => {
  it('keeps a resolved conflict while its chosen price stands, drops it once the price is edited', () => {
    const resolved = choosePrice(extractedCar({ offers: conflicting }), priceConflicts(conflicting), {
      ...terms,
      monthly_price: 2999,
    });
    if (!resolved) throw new Error('not chosen');
    expect(conflictWarnings(resolved.car, resolved.warnings)).toEqual([
      { kind: 'conflicting_prices', terms, monthlyPrices: [2999, 3049], chosen: 2999 },
    ]);
    const edited = { ...resolved.car, offers: [offer(15000, 36, 0, 2899), offer(20000, 36, 0, 3199)] };
    expect(conflictWarnings(edited, resolved.warnings)).toEqual([]);
  });

  it('blocks a car whose offers still state two prices even without a stored warning', () => {
    expect(isBlockedByPriceConflict({ car: extractedCar({ offers: conflicting }), warnings: [] })).toBe(true);
  });
});

describe('priceConflictText', () => {
  it('names the terms and both prices in Danish, and the choice once made', () => {
    const [conflict] = priceConflicts(conflicting);
    if (!conflict) throw new Error('no conflict');
    expect(priceConflictText(conflict)).toBe(
      'Prislisten angiver to priser for 15.000 km/år, 36 mdr., 0 kr. i udbetaling: 2.999 kr./md. og 3.049 kr./md. Vælg den rigtige.',
    );
    expect(priceConflictText({ ...conflict, monthlyPrices: [2999, 3049, 3099], chosen: 3049 })).toBe(
      'Prislisten angiver tre priser for 15.000 km/år, 36 mdr., 0 kr. i udbetaling: 2.999 kr./md., 3.049 kr./md. og 3.099 kr./md. Valgt: 3.049 kr./md.',
    );
  });
});
