import { describe, expect, it } from 'vitest';
import { calculateLeaseScore } from './calculate-lease-score';
import { isScorable, isScoredMethod, SCORED_METHOD } from './lease-score-bands';

describe('the scorable-method rule', () => {
  it.each([
    ['anchors', true],
    ['implausible_retail', false],
    ['not_scorable', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (method, scored) => {
    expect(isScoredMethod(method)).toBe(scored);
  });

  it('agrees with the calculator: a plausible offer is scored, a missing retail price is not', () => {
    expect(SCORED_METHOD).toBe('anchors');
    const offer = { monthlyPrice: 2_999, firstPayment: 0, mileagePerYear: 15_000, contractMonths: 36 };
    const scored = calculateLeaseScore({ ...offer, retailPrice: 300_000 });
    const unscored = calculateLeaseScore({ ...offer, retailPrice: 0 });
    expect(isScorable(scored)).toBe(true);
    expect(isScorable(unscored)).toBe(false);
  });
});
