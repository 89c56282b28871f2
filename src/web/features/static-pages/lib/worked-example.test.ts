import { describe, expect, it } from 'vitest';
import { calculateLeaseScore } from '../../../../domain/lease-score/calculate-lease-score';
import { evaluateExample, NO_DEPOSIT_EXAMPLE, WORKED_EXAMPLE } from './worked-example';

describe('the guide’s worked example', () => {
  it('costs 35.000 + 36 × 3.495 = 160.820 kr. in total', () => {
    expect(evaluateExample(WORKED_EXAMPLE).total).toBe(160_820);
  });

  it('is scored by the domain’s lease score v2.1', () => {
    const { score } = evaluateExample(WORKED_EXAMPLE);
    expect(score).toEqual(
      calculateLeaseScore({
        retailPrice: 350_000,
        monthlyPrice: 3_495,
        mileagePerYear: 15_000,
        firstPayment: 35_000,
        contractMonths: 36,
      }),
    );
    expect(score.baseline.method).toBe('anchors');
    // 10 % of the retail price paid up front.
    expect(score.firstPaymentPercent).toBe(10);
  });

  it('scores the no-deposit variant higher at almost the same total', () => {
    const withDeposit = evaluateExample(WORKED_EXAMPLE);
    const withoutDeposit = evaluateExample(NO_DEPOSIT_EXAMPLE);
    expect(withoutDeposit.total - withDeposit.total).toBe(1_000);
    expect(withoutDeposit.score.totalScore).toBeGreaterThan(withDeposit.score.totalScore);
  });
});
