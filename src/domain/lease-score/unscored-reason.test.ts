import { describe, expect, it } from 'vitest';
import { calculateLeaseScore } from './calculate-lease-score';
import { isScorable } from './lease-score-bands';
import { unscoredReason, unscoredText } from './unscored-reason';

describe('unscoredReason', () => {
  it.each([
    [null, 'missing_retail_price'],
    [undefined, 'missing_retail_price'],
    [0, 'missing_retail_price'],
    [74_999, 'implausible_retail_price'],
    [75_000, null],
    [2_500_000, null],
    [2_500_001, 'implausible_retail_price'],
  ])('a retail price of %s gives %s', (retailPrice, reason) => {
    expect(unscoredReason(retailPrice)).toBe(reason);
    // The same bounds as the score itself: a reason exactly when the score is not real.
    const score = calculateLeaseScore({
      retailPrice,
      monthlyPrice: 3_000,
      mileagePerYear: 15_000,
      firstPayment: 0,
    });
    expect(isScorable(score)).toBe(reason === null);
  });

  it('reads as Danish', () => {
    expect(unscoredText(null)).toBe('LeaseScore kan ikke beregnes: bilens vejledende pris mangler');
    expect(unscoredText(50_000)).toBe(
      'LeaseScore kan ikke beregnes: bilens vejledende pris ligger uden for 75.000–2.500.000 kr.',
    );
    expect(unscoredText(300_000)).toBeNull();
  });
});
