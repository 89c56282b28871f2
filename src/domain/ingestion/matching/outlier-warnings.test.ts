import { describe, expect, it } from 'vitest';
import type { OfferDiff } from '../proposed-change';
import { proposeChanges } from './match-extracted-cars';
import {
  carLeaseScore,
  MONTHLY_PRICE_JUMP_PERCENT,
  missingFields,
  monthlyPriceJump,
  outlierWarnings,
  SCORE_DEVIATION_POINTS,
  scoreOffSellerNorm,
} from './outlier-warnings';
import { existingListing, extractedCar, offer } from './test-cars';

const changedOnly = (oldMonthly: number, newMonthly: number): OfferDiff => ({
  added: [],
  removed: [],
  changed: [{ old: offer(15000, 36, 0, oldMonthly), new: offer(15000, 36, 0, newMonthly) }],
});

describe('monthlyPriceJump', () => {
  it('is silent at exactly 15 %', () => {
    expect(MONTHLY_PRICE_JUMP_PERCENT).toBe(15);
    expect(monthlyPriceJump(changedOnly(2000, 2300))).toBeNull();
  });

  it('flags a rise over 15 % with one decimal', () => {
    expect(monthlyPriceJump(changedOnly(2000, 2303))).toEqual({ kind: 'monthly_price_jump', percent: 15.2 });
  });

  it('flags a drop as a negative percent and picks the largest change', () => {
    const diff: OfferDiff = {
      added: [offer(50000, 36, 0, 9999)],
      removed: [],
      changed: [...changedOnly(2000, 2400).changed, ...changedOnly(3000, 2250).changed],
    };
    expect(monthlyPriceJump(diff)).toEqual({ kind: 'monthly_price_jump', percent: -25 });
  });

  it('ignores added and removed offers', () => {
    expect(
      monthlyPriceJump({
        added: [offer(15000, 36, 0, 9999)],
        removed: [offer(15000, 36, 0, 1)],
        changed: [],
      }),
    ).toBeNull();
  });
});

describe('carLeaseScore and scoreOffSellerNorm', () => {
  // Lease score test rows 4 and 6 (original-system.md §3.5): retail 300 000, 2 550 → 91, 6 750 → 46.
  const good = offer(15000, 36, 0, 2550);
  const poor = offer(15000, 36, 0, 6750);

  it("is the best scorable offer's score", () => {
    expect(carLeaseScore([poor, good], 300000)).toBe(91);
    expect(carLeaseScore([poor], 300000)).toBe(46);
  });

  it('is null without a retail price or with an implausible one', () => {
    expect(carLeaseScore([good], null)).toBeNull();
    expect(carLeaseScore([good], 50000)).toBeNull();
  });

  it("flags a score more than 20 points from the seller's median", () => {
    expect(SCORE_DEVIATION_POINTS).toBe(20);
    expect(scoreOffSellerNorm([good], 300000, [65, 60, 62])).toEqual({
      kind: 'score_off_seller_norm',
      score: 91,
      sellerMedian: 62,
    });
  });

  it('is silent within 20 points, with an even count using the mean of the middle two', () => {
    // median of 40, 50, 60, 70 = 55; |46 − 55| = 9
    expect(scoreOffSellerNorm([poor], 300000, [70, 40, 60, 50])).toBeNull();
    // median 25; |46 − 25| = 21
    expect(scoreOffSellerNorm([poor], 300000, [20, 30, 10, 40])).toEqual({
      kind: 'score_off_seller_norm',
      score: 46,
      sellerMedian: 25,
    });
  });

  it('skips a car without a retail price and a seller with fewer than 3 scores', () => {
    expect(scoreOffSellerNorm([good], null, [10, 10, 10])).toBeNull();
    expect(scoreOffSellerNorm([good], 300000, [10, 10])).toBeNull();
  });
});

describe('missingFields', () => {
  it('lists horsepower, fuel and transmission when empty', () => {
    expect(missingFields(extractedCar({ horsepower: null, fuel_type: null, transmission: null }))).toEqual({
      kind: 'missing_fields',
      fields: ['horsepower', 'fuel_type', 'transmission'],
    });
    expect(missingFields(extractedCar())).toBeNull();
  });
});

describe('outlierWarnings per change type', () => {
  const incomplete = extractedCar({ horsepower: null });

  it('checks missing fields on creates and missing models, not on updates', () => {
    const base = { offerDiff: null, retailPrice: null, sellerScores: [] };
    expect(outlierWarnings({ ...base, type: 'create', car: incomplete })).toEqual([
      { kind: 'missing_fields', fields: ['horsepower'] },
    ]);
    expect(outlierWarnings({ ...base, type: 'missing_model', car: incomplete })).toHaveLength(1);
    expect(outlierWarnings({ ...base, type: 'update', car: incomplete })).toEqual([]);
  });

  it("scores an update against the matched listing's retail price", () => {
    const [change] = proposeChanges({
      cars: [extractedCar({ offers: [offer(15000, 36, 0, 2550)] })],
      existing: [existingListing('l1', { retailPrice: 300000, offers: [offer(15000, 36, 0, 2600)] })],
      catalogModels: [{ make: 'Toyota', model: 'Yaris' }],
      sellerScores: [50, 55, 60],
    });
    expect(change?.type).toBe('update');
    expect(change?.warnings).toEqual([{ kind: 'score_off_seller_norm', score: 91, sellerMedian: 55 }]);
  });

  it('gives no score warning to a listing without a retail price', () => {
    const [change] = proposeChanges({
      cars: [extractedCar({ offers: [offer(15000, 36, 0, 2550)] })],
      existing: [existingListing('l1', { offers: [offer(15000, 36, 0, 2600)] })],
      catalogModels: [{ make: 'Toyota', model: 'Yaris' }],
      sellerScores: [50, 55, 60],
    });
    expect(change?.warnings).toEqual([]);
  });
});
