import { describe, expect, it } from 'vitest';
import type { OfferSelectionMethod, OfferSelectionOptions } from './lease-offer';
import { selectBestOffer } from './select-best-offer';

/** Offer in the notation of original-system.md §2.7: (km/yr, months, deposit, monthly). */
const o = (
  mileage_per_year: number,
  period_months: number,
  first_payment: number,
  monthly_price: number,
) => ({
  mileage_per_year,
  period_months,
  first_payment,
  monthly_price,
});
type Offer = ReturnType<typeof o>;

const common: OfferSelectionOptions = { targetMileage: 15000, targetDeposit: 35000, targetTerm: 36 };

describe('selectBestOffer — worked examples', () => {
  it('§2.7 row 1: an exact deposit match beats a cheaper offer', () => {
    const offers = [o(15000, 36, 0, 4800), o(15000, 36, 35000, 4200)];
    const result = selectBestOffer(offers, { ...common, targetDeposit: 0, strictMode: true });
    expect(result).toEqual({ offer: offers[0], method: 'exact' });
    expect(result?.offer).toBe(offers[0]);
  });

  it('35000 target accepts the 35000+ group: picks one of 40000/45000/50000', () => {
    const offers = [o(40000, 36, 0, 4000), o(50000, 36, 0, 4500)];
    const result = selectBestOffer(offers, { targetMileage: 35000 });
    expect([40000, 45000, 50000]).toContain(result?.offer.mileage_per_year);
    // No preference inside the group: equal deposit distance, so the cheaper one.
    expect(result?.offer).toBe(offers[0]);
  });

  it('strict target 20000 with only a 10000 offer → null', () => {
    expect(selectBestOffer([o(10000, 36, 0, 3000)], { targetMileage: 20000 })).toBeNull();
  });
});

describe('selectBestOffer — mileage candidates', () => {
  // Sorted by monthly price, as callers pass them.
  const [km30, km55, km45, km35] = [
    o(30000, 36, 35000, 3000),
    o(55000, 36, 35000, 4100),
    o(45000, 36, 35000, 4700),
    o(35000, 36, 35000, 4900),
  ];
  const group = [km30, km55, km45, km35];

  it.each([
    {
      name: 'strict 35000 takes the group (cheapest exact deposit), not 30000/55000',
      options: { targetMileage: 35000 },
      expected: km45,
    },
    { name: 'strict 45000 is a plain match', options: { targetMileage: 45000 }, expected: km45 },
    { name: 'strict 40000 without such offers', options: { targetMileage: 40000 }, expected: null },
    {
      name: 'flexible 35000 uses the plain nearest mileage',
      options: { targetMileage: 35000, strictMode: false },
      expected: km35,
    },
    {
      name: 'flexible 50000: 45000 and 55000 equally far → lower',
      options: { targetMileage: 50000, strictMode: false },
      expected: km45,
    },
    { name: 'flexible 0 → lowest mileage', options: { targetMileage: 0, strictMode: false }, expected: km30 },
  ])('$name', ({ options, expected }) => {
    expect(selectBestOffer(group, options)?.offer ?? null).toBe(expected);
  });
});

describe('selectBestOffer — terms and deposits', () => {
  const terms = [
    o(15000, 12, 35000, 2000),
    o(15000, 48, 35000, 3000),
    o(15000, 24, 35000, 3500),
    o(15000, 60, 35000, 1900),
  ];

  it.each([
    { name: 'no target term: 24 before 48', targetTerm: undefined, term: 24 },
    { name: 'target 48 goes first', targetTerm: 48, term: 48 },
    { name: 'target 12 goes first', targetTerm: 12, term: 12 },
    { name: 'target 36 (absent) falls back to 24', targetTerm: 36, term: 24 },
    { name: 'target 60 goes first', targetTerm: 60, term: 60 },
  ])('term order: $name', ({ targetTerm, term }) => {
    expect(selectBestOffer(terms, { targetMileage: 15000, targetTerm })?.offer.period_months).toBe(term);
  });

  it.each([
    {
      name: 'exact deposit: first in list order, even if a later one is cheaper',
      offers: [o(15000, 36, 35000, 4000), o(15000, 36, 35000, 3900), o(15000, 36, 30000, 3000)],
      pick: 0,
    },
    {
      name: 'no exact deposit: smallest distance wins over price',
      offers: [o(15000, 36, 0, 3000), o(15000, 36, 30000, 4000), o(15000, 36, 45000, 3500)],
      pick: 1,
    },
    {
      name: 'equal distance above and below: lower monthly price',
      offers: [o(15000, 36, 30000, 4000), o(15000, 36, 40000, 3500)],
      pick: 1,
    },
    {
      name: 'equal distance and price: first in list order',
      offers: [o(15000, 36, 40000, 3500), o(15000, 36, 30000, 3500)],
      pick: 0,
    },
    {
      name: 'term preference beats deposit match',
      offers: [o(15000, 24, 35000, 3000), o(15000, 36, 0, 5000)],
      pick: 1,
    },
  ])('$name', ({ offers, pick }) => {
    expect(selectBestOffer(offers, { targetMileage: 15000 })?.offer).toBe(offers[pick]);
  });
});

describe('selectBestOffer — method labels', () => {
  const offers = [o(15000, 36, 35000, 4000), o(20000, 24, 35000, 4500)];

  it.each<{ name: string; options: OfferSelectionOptions; method: OfferSelectionMethod }>([
    {
      name: 'strict, target term matched',
      options: { targetMileage: 15000, targetTerm: 36 },
      method: 'exact',
    },
    { name: 'strict, no target term (the grid)', options: { targetMileage: 15000 }, method: 'fallback' },
    {
      name: 'strict, target term missed',
      options: { targetMileage: 20000, targetTerm: 36 },
      method: 'fallback',
    },
    {
      name: 'strict, not user-specified',
      options: { targetMileage: 15000, targetTerm: 36, isUserSpecified: false },
      method: 'default',
    },
    {
      name: 'flexible, exact mileage and term',
      options: { targetMileage: 15000, targetTerm: 36, strictMode: false },
      method: 'exact',
    },
    {
      name: 'flexible, exact mileage, no term',
      options: { targetMileage: 15000, strictMode: false },
      method: 'fallback',
    },
    {
      name: 'flexible, nearest mileage',
      options: { targetMileage: 19000, targetTerm: 24, strictMode: false },
      method: 'closest',
    },
    {
      name: 'flexible, not user-specified',
      options: { targetMileage: 19000, strictMode: false, isUserSpecified: false },
      method: 'default',
    },
  ])('$name → $method', ({ options, method }) => {
    expect(selectBestOffer(offers, options)?.method).toBe(method);
  });
});

describe('selectBestOffer — edge cases', () => {
  it.each([{ strictMode: true }, { strictMode: false }])(
    'empty list → null (strict $strictMode)',
    ({ strictMode }) => {
      expect(selectBestOffer([], { targetMileage: 15000, strictMode })).toBeNull();
    },
  );

  const odd = [
    o(15000, 60, 0, 3000),
    o(15000, 12, 35000, 4100),
    o(15000, 12, 35000, 3900),
    o(20000, 12, 35000, 3000),
  ];

  it('only 12/60-month offers, strict → null', () => {
    expect(selectBestOffer(odd, { targetMileage: 15000 })).toBeNull();
  });

  it.each([
    // Step 5 has no "first exact deposit in list order" rule: the cheaper exact match wins.
    {
      name: 'exact mileage → deposit distance, then price',
      targetMileage: 15000,
      isUserSpecified: true,
      pick: 2,
      method: 'exact',
    },
    { name: 'nearest mileage', targetMileage: 19000, isUserSpecified: true, pick: 3, method: 'closest' },
    { name: 'not user-specified', targetMileage: 15000, isUserSpecified: false, pick: 2, method: 'default' },
  ])('only 12/60-month offers, flexible: $name', ({ targetMileage, isUserSpecified, pick, method }) => {
    expect(selectBestOffer(odd, { targetMileage, isUserSpecified, strictMode: false })).toEqual({
      offer: odd[pick],
      method,
    });
  });

  it('a preferred term wins over step 5 even when a 12-month offer fits better', () => {
    const offers = [o(15000, 12, 35000, 2000), o(15000, 48, 0, 5000)];
    expect(selectBestOffer(offers, { targetMileage: 15000, strictMode: false })?.offer).toBe(offers[1]);
  });

  it('defaults: deposit target 35000, strict, user-specified', () => {
    const offers = [o(15000, 36, 0, 3000), o(15000, 36, 35000, 4000), o(20000, 36, 35000, 2000)];
    expect(selectBestOffer(offers, { targetMileage: 15000 })).toEqual({
      offer: offers[1],
      method: 'fallback',
    });
  });

  it('returns the caller’s own objects with their extra fields', () => {
    const offers = [{ ...o(15000, 36, 35000, 4000), id: 'a', lease_score: 71 }];
    const result = selectBestOffer(offers, { targetMileage: 15000 });
    expect(result?.offer.id).toBe('a');
    expect(result?.offer).toBe(offers[0]);
  });
});

/** Literal transcription of original-system.md §2.2 (filter, sort), to check the linear scans against. */
function referenceSelect(offers: readonly Offer[], options: OfferSelectionOptions) {
  const { targetMileage, targetTerm } = options;
  const deposit = options.targetDeposit ?? 35000;
  const strict = options.strictMode ?? true;
  const user = options.isUserSpecified ?? true;
  if (offers.length === 0) return null;
  let candidates: Offer[];
  let exactMileage = true;
  if (strict) {
    const accepted = targetMileage === 35000 ? [35000, 40000, 45000, 50000] : [targetMileage];
    candidates = offers.filter((x) => accepted.includes(x.mileage_per_year));
    if (candidates.length === 0) return null;
  } else {
    const distinct = [...new Set(offers.map((x) => x.mileage_per_year))];
    const minDistance = Math.min(...distinct.map((m) => Math.abs(m - targetMileage)));
    const chosen = Math.min(...distinct.filter((m) => Math.abs(m - targetMileage) === minDistance));
    candidates = offers.filter((x) => x.mileage_per_year === chosen);
    exactMileage = chosen === targetMileage;
  }
  const order = [...new Set(targetTerm !== undefined ? [targetTerm, 36, 24, 48] : [36, 24, 48])];
  const distance = (x: Offer) => Math.abs(x.first_payment - deposit);
  for (const term of order) {
    const withTerm = candidates.filter((x) => x.period_months === term);
    if (withTerm.length === 0) continue;
    const offer =
      withTerm.find((x) => x.first_payment === deposit) ??
      [...withTerm].sort((a, b) => distance(a) - distance(b) || a.monthly_price - b.monthly_price)[0];
    const method = !user
      ? 'default'
      : strict || exactMileage
        ? term === targetTerm
          ? 'exact'
          : 'fallback'
        : 'closest';
    return { offer, method };
  }
  if (strict) return null;
  const sorted = [...candidates].sort(
    (a, b) =>
      Number(b.period_months === 36) - Number(a.period_months === 36) ||
      distance(a) - distance(b) ||
      a.monthly_price - b.monthly_price,
  );
  return { offer: sorted[0], method: !user ? 'default' : exactMileage ? 'exact' : 'closest' };
}

describe('selectBestOffer — same answers as a literal filter-and-sort implementation', () => {
  // Deterministic pseudo-random offers from small value sets, so ties are frequent.
  let seed = 20251122;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pickFrom = <V>(values: readonly V[]): V => values[Math.floor(next() * values.length)] as V;
  const mileages = [10000, 15000, 20000, 25000, 35000, 40000, 45000, 50000];
  const terms = [12, 24, 36, 48, 60];
  const deposits = [0, 4995, 14995, 30000, 35000, 40000, 49995];
  const prices = [2995, 3495, 3995, 4495];

  const cases = Array.from({ length: 3000 }, (_, i) => {
    const offers = Array.from({ length: Math.floor(next() * 8) }, () =>
      o(pickFrom(mileages), pickFrom(terms), pickFrom(deposits), pickFrom(prices)),
    );
    const options: OfferSelectionOptions = {
      targetMileage: pickFrom([...mileages, 17500, 30000]),
      targetDeposit: pickFrom([...deposits, undefined]),
      targetTerm: pickFrom([...terms, undefined]),
      strictMode: next() < 0.5,
      isUserSpecified: next() < 0.8,
    };
    return { i, offers, options };
  });

  it('3000 generated cases agree (same object, same method)', () => {
    for (const { offers, options } of cases) {
      const actual = selectBestOffer(offers, options);
      const expected = referenceSelect(offers, options);
      expect(actual?.offer ?? null, JSON.stringify({ offers, options })).toBe(expected?.offer ?? null);
      expect(actual?.method).toBe(expected?.method);
    }
  });
});
