import { describe, expect, it } from 'vitest';
import { calculateLeaseScore } from './calculate-lease-score';
import { analyticsScoreBand, isScorable, leaseScoreBand } from './lease-score-bands';

const score = (
  retailPrice: number,
  monthlyPrice: number,
  mileagePerYear: number,
  firstPayment: number,
  contractMonths?: number,
) => calculateLeaseScore({ retailPrice, monthlyPrice, mileagePerYear, firstPayment, contractMonths });

describe('calculateLeaseScore — original-system.md §3.5 rows 1–11', () => {
  // row, retail, monthly, km/year, first payment, months → rate, mileage, upfront, blend %, total
  it.each([
    [1, 400000, 3000, 30000, 0, 36, 100, 100, 100, 0.75, 100],
    [2, 400000, 4000, 15000, 0, 36, 89, 75, 100, 1.0, 86],
    [3, 400000, 4000, 15000, 20000, 36, 65, 75, 90, 1.333, 74],
    [4, 300000, 2550, 15000, 0, 36, 100, 75, 100, 0.85, 91],
    [5, 300000, 4650, 15000, 0, 36, 50, 75, 100, 1.55, 69],
    [6, 300000, 6750, 15000, 0, 36, 0, 75, 100, 2.25, 46],
    // The table prints 1.384: 0.7 × 1.467 + 0.3 × 1.189 from the already-rounded EMLs; the formula gives 1.3833.
    [7, 350000, 3675, 15000, 17500, 36, 62, 75, 90, 1.383, 72],
    [8, 350000, 4100, 15000, 0, 24, 77, 75, 100, 1.171, 81],
    [9, 200000, 2100, 15000, 0, 24, 86, 75, 100, 1.05, 85],
    [10, 450000, 4200, 15000, 22500, 36, 70, 75, 90, 1.267, 76],
    [11, 400000, 10000, 5000, 200000, 36, 0, 20, 25, 5.833, 12],
  ])(
    'row %i: retail %i, monthly %i, %i km, deposit %i, %i months',
    (_row, retail, monthly, km, fp, months, rate, mileage, upfront, blend, total) => {
      const result = score(retail, monthly, km, fp, months);
      expect(result).toMatchObject({
        totalScore: total,
        monthlyRateScore: rate,
        mileageScore: mileage,
        mileageNormalized: km,
        upfrontScore: upfront,
        flexibilityScore: upfront,
        calculation_version: '2.1',
        baseline: { method: 'anchors' },
      });
      expect(result.emlBlendPercent).toBeCloseTo(blend, 3);
      expect(result.monthlyRatePercent).toBe(result.emlBlendPercent);
      expect(result.firstPaymentPercent).toBeCloseTo((fp / retail) * 100, 9);
    },
  );

  // row, retail, monthly, km/year, first payment, months → EML-12 %, EML-term %, blend %
  it.each([
    [7, 350000, 3675, 15000, 17500, 36, 1.467, 1.189, 1.383],
    [8, 350000, 4100, 15000, 0, 24, 1.171, 1.171, 1.171],
  ])(
    'row %i: the three EML percents to 3 decimals',
    (_row, retail, monthly, km, fp, months, eml12, emlTerm, emlBlend) => {
      const result = score(retail, monthly, km, fp, months);
      expect(result.eml12Percent).toBeCloseTo(eml12, 3);
      expect(result.emlTermPercent).toBeCloseTo(emlTerm, 3);
      expect(result.emlBlendPercent).toBeCloseTo(emlBlend, 3);
    },
  );
});

const zeroComponents = {
  totalScore: 0,
  monthlyRateScore: 0,
  monthlyRatePercent: 0,
  mileageScore: 0,
  mileageNormalized: 0,
  upfrontScore: 0,
  firstPaymentPercent: 0,
  flexibilityScore: 0,
  eml12Percent: 0,
  emlTermPercent: 0,
  emlBlendPercent: 0,
  calculation_version: '2.1',
};

describe('calculateLeaseScore — unscorable inputs (§3.5 rows 12–14)', () => {
  it.each([
    { row: '12 low', retail: 50000, monthly: 1000 },
    { row: '12 high', retail: 3000000, monthly: 15000 },
  ])('row $row: retail $retail is implausible', ({ retail, monthly }) => {
    expect(score(retail, monthly, 15000, 0, 36)).toEqual({
      ...zeroComponents,
      baseline: { method: 'implausible_retail', retailPrice: retail, min: 75000, max: 2500000 },
    });
  });

  it.each([
    { row: '13 retail 0', retail: 0, monthly: 3000 },
    { row: '13 monthly 0', retail: 400000, monthly: 0 },
  ])('row $row: not scorable', ({ retail, monthly }) => {
    expect(score(retail, monthly, 15000, 0, 36)).toEqual({
      ...zeroComponents,
      baseline: { method: 'not_scorable' },
    });
  });

  it('row 14: negative inputs are clamped to 0, every component 0', () => {
    expect(
      calculateLeaseScore({
        retailPrice: -100000,
        monthlyPrice: -1000,
        mileagePerYear: -5000,
        firstPayment: -10000,
      }),
    ).toEqual({ ...zeroComponents, baseline: { method: 'not_scorable' } });
  });

  it.each([
    {
      name: 'all null',
      input: { retailPrice: null, monthlyPrice: null, mileagePerYear: null, firstPayment: null },
    },
    {
      name: 'all undefined',
      input: {
        retailPrice: undefined,
        monthlyPrice: undefined,
        mileagePerYear: undefined,
        firstPayment: undefined,
      },
    },
    {
      name: 'NaN retail',
      input: { retailPrice: Number.NaN, monthlyPrice: 3000, mileagePerYear: 15000, firstPayment: 0 },
    },
  ])('$name → not scorable', ({ input }) => {
    expect(calculateLeaseScore(input).baseline).toEqual({ method: 'not_scorable' });
  });
});

describe('calculateLeaseScore — step functions', () => {
  it.each([
    { fp: 0, upfront: 100 },
    { fp: 1, upfront: 95 },
    { fp: 12000, upfront: 95 },
    { fp: 12001, upfront: 90 },
    { fp: 20000, upfront: 90 },
    { fp: 28000, upfront: 80 },
    { fp: 40000, upfront: 70 },
    { fp: 60000, upfront: 55 },
    { fp: 80000, upfront: 40 },
    { fp: 80001, upfront: 25 },
    { fp: 120000, upfront: 25 },
  ])('upfront at retail 400 000: deposit $fp → $upfront', ({ fp, upfront }) => {
    expect(score(400000, 4000, 15000, fp).upfrontScore).toBe(upfront);
  });

  it.each([
    { km: 50000, mileage: 100 },
    { km: 25000, mileage: 100 },
    { km: 24999, mileage: 90 },
    { km: 20000, mileage: 90 },
    { km: 15000, mileage: 75 },
    { km: 12000, mileage: 55 },
    { km: 10000, mileage: 35 },
    { km: 9999, mileage: 20 },
    { km: 8000, mileage: 20 },
    { km: 0, mileage: 20 },
  ])('mileage $km km/year → $mileage', ({ km, mileage }) => {
    expect(score(400000, 4000, km, 0).mileageScore).toBe(mileage);
  });
});

describe('calculateLeaseScore — boundaries and defaults', () => {
  it.each([
    { retail: 75000, method: 'anchors' },
    { retail: 74999, method: 'implausible_retail' },
    { retail: 2500000, method: 'anchors' },
    { retail: 2500001, method: 'implausible_retail' },
  ])('retail $retail → $method', ({ retail, method }) => {
    expect(score(retail, 1000, 15000, 0).baseline.method).toBe(method);
  });

  it.each([
    { name: 'Corolla with 35 000 deposit', monthly: 4500, fp: 35000, total: 34 },
    { name: 'Corolla without deposit', monthly: 4200, fp: 0, total: 57 },
  ])('$name scores $total (price-cap integration data)', ({ monthly, fp, total }) => {
    expect(score(220000, monthly, 15000, fp, 36).totalScore).toBe(total);
  });

  it.each([
    { name: 'missing', months: undefined },
    { name: 'null', months: null },
    { name: '0', months: 0 },
    { name: 'negative', months: -12 },
  ])('contractMonths $name behaves as 36', ({ months }) => {
    const input = { retailPrice: 350000, monthlyPrice: 3675, mileagePerYear: 15000, firstPayment: 17500 };
    expect(calculateLeaseScore({ ...input, contractMonths: months })).toEqual(
      calculateLeaseScore({ ...input, contractMonths: 36 }),
    );
  });

  it('a shorter term raises EML-term but leaves EML-12 alone', () => {
    const long = score(350000, 3675, 15000, 17500, 48);
    const short = score(350000, 3675, 15000, 17500, 12);
    expect(short.eml12Percent).toBe(long.eml12Percent);
    expect(short.emlTermPercent).toBeCloseTo(short.eml12Percent, 12);
    expect(short.emlTermPercent).toBeGreaterThan(long.emlTermPercent);
  });

  it.each([
    { name: 'blend below the best anchor clamps to 100', monthly: 1000, rate: 100 },
    { name: 'blend above the worst anchor clamps to 0', monthly: 20000, rate: 0 },
  ])('$name', ({ monthly, rate }) => {
    expect(score(400000, monthly, 15000, 0).monthlyRateScore).toBe(rate);
  });

  // retail, monthly, km/year, first payment → rate, total
  it.each([
    // 0.45 × 65 + 0.35 × 75 + 0.2 × 90 = 73.5 rounds half up
    ['weighted sum .5 rounds up', 400000, 4000, 15000, 20000, 65, 74],
    // 100 × (2.25 − 1.2) / 1.4 = 75 exactly; 0.45 × 75 + 0.35 × 75 + 0.2 × 100 = 80
    ['rate exactly on an integer', 100000, 1200, 15000, 0, 75, 80],
    // 100 × (2.25 − 1.543) / 1.4 = 50.5 rounds up
    ['rate .5 rounds up', 100000, 1543, 15000, 0, 51, 69],
  ] as const)('rounding: %s', (_name, retail, monthly, km, fp, rate, total) => {
    const result = score(retail, monthly, km, fp);
    expect(result.monthlyRateScore).toBe(rate);
    expect(result.totalScore).toBe(total);
  });
});

describe('lease score bands', () => {
  it.each([
    { score: 100, key: 'exceptional', label: 'Exceptionelt tilbud', analytics: 'excellent' },
    { score: 90, key: 'exceptional', label: 'Exceptionelt tilbud', analytics: 'excellent' },
    { score: 89, key: 'great', label: 'Fantastisk tilbud', analytics: 'excellent' },
    { score: 80, key: 'great', label: 'Fantastisk tilbud', analytics: 'excellent' },
    { score: 79, key: 'good', label: 'Godt tilbud', analytics: 'good' },
    { score: 60, key: 'good', label: 'Godt tilbud', analytics: 'good' },
    { score: 59, key: 'fair', label: 'Rimeligt tilbud', analytics: 'fair' },
    { score: 40, key: 'fair', label: 'Rimeligt tilbud', analytics: 'fair' },
    { score: 39, key: 'poor', label: 'Dårligt tilbud', analytics: 'weak' },
    { score: 0, key: 'poor', label: 'Dårligt tilbud', analytics: 'weak' },
  ])('$score → $key / $analytics', ({ score: value, key, label, analytics }) => {
    expect(leaseScoreBand(value)).toEqual({ key, label });
    expect(analyticsScoreBand(value)).toBe(analytics);
  });

  it.each([
    { name: 'anchors', result: score(400000, 4000, 15000, 0), scorable: true },
    { name: 'implausible retail', result: score(50000, 1000, 15000, 0), scorable: false },
    { name: 'not scorable', result: score(0, 1000, 15000, 0), scorable: false },
  ])('isScorable: $name → $scorable', ({ result, scorable }) => {
    expect(isScorable(result)).toBe(scorable);
  });
});
