import { describe, expect, it } from 'vitest';
import { diffOffers, isEmptyOfferDiff, normaliseOffers, sameOfferSet } from './normalise-offers';
import { offer } from './test-cars';

describe('normaliseOffers', () => {
  it('sorts by mileage, period, first payment, monthly price and drops exact duplicates', () => {
    const offers = [
      offer(20000, 36, 0, 2899),
      offer(15000, 48, 0, 2599),
      offer(15000, 36, 5000, 2499),
      offer(15000, 36, 0, 2699),
      offer(20000, 36, 0, 2899),
    ];
    expect(normaliseOffers(offers)).toEqual([
      offer(15000, 36, 0, 2699),
      offer(15000, 36, 5000, 2499),
      offer(15000, 48, 0, 2599),
      offer(20000, 36, 0, 2899),
    ]);
  });

  it('rounds to whole numbers and keeps only the four tuple fields', () => {
    const stored = { ...offer(15000, 36, 0, 2699.4), id: 'o1', lease_score: 71 };
    expect(normaliseOffers([stored])).toEqual([offer(15000, 36, 0, 2699)]);
  });
});

describe('sameOfferSet', () => {
  const short = offer(15000, 36, 0, 2699);
  const long = offer(20000, 36, 0, 2899);
  const list = [short, long];

  it('ignores order and duplicates', () => {
    expect(sameOfferSet(list, [long, short, long])).toBe(true);
  });

  it('sees a different monthly price', () => {
    expect(sameOfferSet(list, [offer(15000, 36, 0, 2699), offer(20000, 36, 0, 2999)])).toBe(false);
  });

  it('sees an extra offer', () => {
    expect(sameOfferSet(list, [...list, offer(25000, 36, 0, 3099)])).toBe(false);
  });
});

describe('diffOffers', () => {
  it('is empty for the same set in another order', () => {
    const diff = diffOffers(
      [offer(15000, 36, 0, 2699), offer(20000, 36, 0, 2899)],
      [offer(20000, 36, 0, 2899), offer(15000, 36, 0, 2699)],
    );
    expect(isEmptyOfferDiff(diff)).toBe(true);
  });

  it('reports added, removed and changed offers', () => {
    const diff = diffOffers(
      [offer(15000, 36, 0, 2699), offer(20000, 36, 0, 2899), offer(15000, 48, 0, 2599)],
      [offer(15000, 36, 0, 2799), offer(20000, 36, 0, 2899), offer(25000, 36, 0, 3099)],
    );
    expect(diff).toEqual({
      added: [offer(25000, 36, 0, 3099)],
      removed: [offer(15000, 48, 0, 2599)],
      changed: [{ old: offer(15000, 36, 0, 2699), new: offer(15000, 36, 0, 2799) }],
    });
  });

  it('treats another first payment as another offer, not a changed one', () => {
    const diff = diffOffers([offer(15000, 36, 0, 2699)], [offer(15000, 36, 5000, 2499)]);
    expect(diff).toEqual({
      added: [offer(15000, 36, 5000, 2499)],
      removed: [offer(15000, 36, 0, 2699)],
      changed: [],
    });
  });

  it('pairs two prices for the same terms one by one', () => {
    const diff = diffOffers(
      [offer(15000, 36, 0, 2699), offer(15000, 36, 0, 2799)],
      [offer(15000, 36, 0, 2899)],
    );
    expect(diff.changed).toEqual([{ old: offer(15000, 36, 0, 2699), new: offer(15000, 36, 0, 2899) }]);
    expect(diff.removed).toEqual([offer(15000, 36, 0, 2799)]);
    expect(diff.added).toEqual([]);
  });
});
