import { describe, expect, it } from 'vitest';
import { offer as o } from '../../../tests/factories/lease-offer-factory';
import { calculateLeaseScore } from '../lease-score/calculate-lease-score';
import { isScorable } from '../lease-score/lease-score-bands';
import { compareForSort, type ListingSort, type RankedEntry } from './compare-listings';
import { gridSelectionOptions } from './grid-offer-config';
import { type LeaseOffer, totalCost } from './lease-offer';
import { selectBestOfferWithPriceCap } from './select-best-offer-with-price-cap';

/** A 36-month offer without a first payment unless the total and term are given. */
const entry = (
  score: number | null,
  price: number,
  updatedAt: number,
  total = price * 36,
  months = 36,
): RankedEntry => ({ score, price, updatedAt, total, months });

describe('compareForSort — tie-breakers of §2.6', () => {
  // Each row: a must sort before b.
  it.each<[ListingSort, string, RankedEntry, RankedEntry]>([
    [
      'lease_score_desc',
      'scored before unscored, even when cheaper',
      entry(10, 5000, 1),
      entry(null, 1000, 2),
    ],
    ['lease_score_desc', 'scored 0 before unscored', entry(0, 5000, 1), entry(null, 5000, 2)],
    ['lease_score_desc', 'higher score first', entry(80, 5000, 1), entry(79, 3000, 2)],
    ['lease_score_desc', 'equal score: cheaper first', entry(80, 3000, 1), entry(80, 3001, 2)],
    ['lease_score_desc', 'equal score and price: newer first', entry(80, 3000, 2), entry(80, 3000, 1)],
    ['lease_score_desc', 'both unscored: cheaper first', entry(null, 3000, 1), entry(null, 4000, 2)],
    ['asc', 'cheaper first regardless of score', entry(10, 3000, 1), entry(90, 3001, 2)],
    ['asc', 'equal price: higher score first', entry(90, 3000, 1), entry(10, 3000, 2)],
    ['asc', 'equal price, one unscored: newer first', entry(null, 3000, 2), entry(90, 3000, 1)],
    ['price_asc', 'same as asc', entry(90, 3000, 1), entry(10, 3000, 2)],
    ['desc', 'dearer first', entry(10, 3001, 1), entry(90, 3000, 2)],
    ['desc', 'equal price: higher score first', entry(90, 3000, 1), entry(10, 3000, 2)],
    ['desc', 'equal price: scored before unscored', entry(0, 3000, 1), entry(null, 3000, 2)],
    ['desc', 'equal price and score: newer first', entry(50, 3000, 2), entry(50, 3000, 1)],
    // Issue 19: 3 795 kr./md. without a first payment costs less than 3 695 kr./md. + 4 995 kr.
    [
      'total_asc',
      'lower total first, though dearer per month',
      entry(93, 3795, 1),
      entry(91, 3695, 2, 137_015),
    ],
    [
      'total_asc',
      'a short term costs less in total',
      entry(50, 4195, 1, 50_340, 12),
      entry(50, 2295, 2, 82_620),
    ],
    [
      'total_asc',
      'equal total: cheaper month first',
      entry(50, 3000, 1, 110_000),
      entry(50, 3100, 2, 110_000),
    ],
    ['effective_asc', 'deposit spread over the term', entry(93, 3795, 1), entry(91, 3695, 2, 137_015)],
    [
      'effective_asc',
      'per month, a long term can win',
      entry(50, 2295, 1, 82_620),
      entry(50, 4195, 2, 50_340, 12),
    ],
    [
      'effective_asc',
      'equal per month: cheaper month first',
      entry(50, 3000, 1, 72_000, 24),
      entry(50, 3100, 2, 108_000),
    ],
  ])('%s: %s', (sort, _name, a, b) => {
    expect(compareForSort(sort, a, b)).toBeLessThan(0);
    expect(compareForSort(sort, b, a)).toBeGreaterThan(0);
  });

  it.each<ListingSort>(['lease_score_desc', 'asc', 'total_asc', 'effective_asc', 'desc'])(
    '%s: identical entries compare equal',
    (sort) => {
      expect(compareForSort(sort, entry(50, 3000, 1), entry(50, 3000, 1))).toBe(0);
      expect(compareForSort(sort, entry(null, 3000, 1), entry(null, 3000, 1))).toBe(0);
    },
  );
});

type Listing = { id: string; retailPrice: number | null; updatedAt: number; offers: LeaseOffer[] };
type GridQuery = { km?: number; price_max?: number; sort: ListingSort; offset?: number; limit?: number };

/** The grid pipeline of §2.6 steps 2–5 over in-memory rows, built from the domain functions. */
function runGrid(rows: readonly Listing[], query: GridQuery) {
  const seen = new Set<string>();
  const listings = rows.filter((row) => !seen.has(row.id) && seen.add(row.id));
  const options = gridSelectionOptions({ km: query.km });
  const shown = listings.flatMap((listing) => {
    const selection = selectBestOfferWithPriceCap(listing.offers, {
      ...options,
      maxPrice: query.price_max,
      enforcePriceCap: query.price_max !== undefined,
    });
    const display = selection.display?.offer;
    if (!display) return [];
    const result = calculateLeaseScore({
      retailPrice: listing.retailPrice,
      monthlyPrice: display.monthly_price,
      mileagePerYear: display.mileage_per_year,
      firstPayment: display.first_payment,
      contractMonths: display.period_months,
    });
    const score = isScorable(result) ? result.totalScore : null;
    return [
      {
        listing,
        selection,
        display,
        score,
        ranked: entry(
          score,
          display.monthly_price,
          listing.updatedAt,
          totalCost(display),
          display.period_months,
        ),
      },
    ];
  });
  shown.sort((a, b) => compareForSort(query.sort, a.ranked, b.ranked));
  const offset = query.offset ?? 0;
  return { items: shown.slice(offset, offset + (query.limit ?? 20)), count: shown.length };
}

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
// Offers sorted by monthly price ascending, as the server passes them.
const corolla: Listing = {
  id: 'toyota',
  retailPrice: 220000,
  updatedAt: day('2025-01-01'),
  offers: [o(15000, 36, 0, 4200), o(15000, 36, 35000, 4500)],
};
const civic: Listing = {
  id: 'honda',
  retailPrice: 200000,
  updatedAt: day('2025-01-01'),
  offers: [o(15000, 36, 35000, 3500)],
};
const x3: Listing = {
  id: 'bmw',
  retailPrice: 350000,
  updatedAt: day('2025-01-01'),
  offers: [o(15000, 36, 35000, 5000)],
};
const ford = (id: string, updated: string): Listing => ({
  id,
  retailPrice: 300000,
  updatedAt: day(updated),
  offers: [o(15000, 36, 35000, 4000)],
});

describe('grid pipeline — §2.7 rows 13–16', () => {
  it('row 13: price cap shows the Corolla at 4200 with its ideal 4500; BMW excluded; count 2', () => {
    const { items, count } = runGrid([corolla, civic, x3], { km: 15000, price_max: 4200, sort: 'price_asc' });
    expect(items.map((item) => item.listing.id)).toEqual(['honda', 'toyota']);
    expect(count).toBe(2);
    const toyota = items[1];
    expect(toyota?.display.monthly_price).toBe(4200);
    expect(toyota?.selection.reason).toBe('price_cap_best_fit');
    expect(toyota?.selection.ideal?.offer.monthly_price).toBe(4500);
    expect(toyota?.selection.ideal?.offer.first_payment).toBe(35000);
    expect(toyota?.selection.priceCapDelta).toBe(300);
    expect(toyota?.score).toBe(57);
  });

  it('row 14: equal price and score → newest update first (b, c, a)', () => {
    const rows = [ford('a', '2025-01-01'), ford('b', '2025-01-03'), ford('c', '2025-01-02')];
    const { items } = runGrid(rows, { km: 15000, price_max: 4500, sort: 'price_asc' });
    expect(items.map((item) => item.listing.id)).toEqual(['b', 'c', 'a']);
  });

  it('row 15: price_max 6000, limit 1, offset 1 → the Toyota (second of 3500, 4500, 5000)', () => {
    const { items, count } = runGrid([corolla, civic, x3], {
      km: 15000,
      price_max: 6000,
      sort: 'price_asc',
      offset: 1,
      limit: 1,
    });
    expect(items.map((item) => [item.listing.id, item.display.monthly_price, item.score])).toEqual([
      ['toyota', 4500, 34],
    ]);
    expect(count).toBe(3);
  });

  it('row 16: duplicate rows of one id count once (first row wins)', () => {
    const duplicate = { ...civic, offers: [o(15000, 36, 35000, 9999)] };
    const { items } = runGrid([civic, duplicate, corolla], { sort: 'lease_score_desc' });
    expect(items.map((item) => item.listing.id).sort()).toEqual(['honda', 'toyota']);
    expect(items.find((item) => item.listing.id === 'honda')?.display.monthly_price).toBe(3500);
  });

  it('lease_score_desc: unscorable retail sorts after every scored listing, then by price', () => {
    const noRetail = { ...civic, id: 'no-retail', retailPrice: null, offers: [o(15000, 36, 35000, 1000)] };
    const implausible = {
      ...civic,
      id: 'implausible',
      retailPrice: 50000,
      offers: [o(15000, 36, 35000, 900)],
    };
    const { items } = runGrid([noRetail, x3, implausible, civic], { sort: 'lease_score_desc' });
    expect(items.map((item) => [item.listing.id, item.score])).toEqual([
      ['bmw', 45],
      ['honda', 34],
      ['implausible', null],
      ['no-retail', null],
    ]);
  });
});
