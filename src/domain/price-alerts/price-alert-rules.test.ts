import { describe, expect, it } from 'vitest';
import {
  alertPeriod,
  carAlertFires,
  frequenciesDueOn,
  mayMailInPeriod,
  newSearchMatches,
  priceChangeText,
  priceLimitFor,
} from './price-alert-rules';

describe('carAlertFires', () => {
  it.each([
    // [limit, last price, price now, fires]
    [3294, 3295, 3295, false], // unchanged
    [3294, 3295, 3294, true], // one krone below the price seen
    [3294, 3295, 3495, false], // rose
    [3294, 3095, 3095, false], // the price last mailed, still low: mailed once
    [3294, 3095, 2995, true], // a further drop
    [3000, 3295, 3100, false], // dropped, but not to the chosen price
    [3000, 3295, 3000, true], // the chosen price reached
    [3294, 3295, null, false], // no offer now
  ])('limit %i, last %i, now %s → %s', (priceLimit, lastPrice, price, fires) => {
    expect(carAlertFires({ priceLimit, lastPrice }, price)).toBe(fires);
  });
});

describe('priceLimitFor', () => {
  it.each([
    [3295, null, 3294],
    [3295, 2995, 2995],
  ])('current %i, chosen %s → %i', (current, chosen, limit) => {
    expect(priceLimitFor(current, chosen)).toBe(limit);
  });
});

describe('priceChangeText', () => {
  it.each([
    [3295, 3095, '3.295 → 3.095 kr./md.'],
    [12_500, 9_995, '12.500 → 9.995 kr./md.'],
  ])('%i → %i', (from, to, text) => {
    expect(priceChangeText(from, to)).toBe(text);
  });
});

describe('newSearchMatches', () => {
  it.each([
    [['a', 'b'], ['a', 'b'], []],
    [['a', 'c', 'b'], ['a', 'b'], ['c']],
    [['c', 'd'], [], ['c', 'd']],
    [['a'], ['a', 'b'], []], // a match gone is no news
  ])('%j after %j → %j', (current, seen, fresh) => {
    expect(newSearchMatches(current, seen)).toEqual(fresh);
  });
});

describe('alertPeriod and mayMailInPeriod', () => {
  it.each([
    ['instant', '2026-11-29T10:00:00Z', 41, 'v41'],
    ['daily', '2026-11-29T10:00:00Z', 41, '2026-11-29'],
    // 23:30 UTC on the 29th is already the 30th in Denmark.
    ['daily', '2026-11-29T23:30:00Z', 41, '2026-11-30'],
    ['weekly', '2026-11-29T10:00:00Z', 41, '2026-W48'], // Sunday
    ['weekly', '2026-11-30T06:00:00Z', 41, '2026-W49'], // Monday 07:00 in Denmark
    ['weekly', '2027-01-01T12:00:00Z', 41, '2026-W53'], // a Friday in 2026's last ISO week
  ] as const)('%s at %s (version %i) → %s', (frequency, at, version, period) => {
    expect(alertPeriod(frequency, new Date(at), version)).toBe(period);
  });

  it.each([
    [null, '2026-11-29', true],
    ['2026-11-28', '2026-11-29', true],
    ['2026-11-29', '2026-11-29', false],
    ['v41', 'v41', false],
    ['v41', 'v42', true],
  ])('last %s, now %s → %s', (last, period, may) => {
    expect(mayMailInPeriod(last, period)).toBe(may);
  });
});

describe('frequenciesDueOn', () => {
  it.each([
    ['2026-11-30T06:00:00Z', ['daily', 'weekly']], // Monday
    ['2026-12-01T06:00:00Z', ['daily']],
    ['2026-11-29T23:30:00Z', ['daily', 'weekly']], // Sunday in UTC, Monday in Denmark
  ])('%s → %j', (at, due) => {
    expect(frequenciesDueOn(new Date(at))).toEqual(due);
  });
});
