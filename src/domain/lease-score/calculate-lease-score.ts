import {
  DEFAULT_CONTRACT_MONTHS,
  EML_BLEND,
  EXIT_MONTHS,
  LEASE_SCORE_VERSION,
  MILEAGE_FLOOR_SCORE,
  MILEAGE_STEPS,
  RATE_ANCHORS,
  RETAIL_PRICE_BOUNDS,
  SCORE_WEIGHTS,
  UPFRONT_CEILING_SCORE,
  UPFRONT_STEPS,
} from './lease-score-config';

export type LeaseScoreInput = {
  retailPrice: number | null | undefined;
  monthlyPrice: number | null | undefined;
  mileagePerYear: number | null | undefined;
  firstPayment: number | null | undefined;
  contractMonths?: number | null;
};

export type LeaseScoreBaseline =
  | { method: 'anchors' }
  | {
      method: 'implausible_retail';
      retailPrice: number;
      min: typeof RETAIL_PRICE_BOUNDS.min;
      max: typeof RETAIL_PRICE_BOUNDS.max;
    }
  | { method: 'not_scorable' };

export type LeaseScoreResult = {
  totalScore: number;
  monthlyRateScore: number;
  /** Blended effective monthly cost, % of retail (same value as emlBlendPercent). */
  monthlyRatePercent: number;
  mileageScore: number;
  mileageNormalized: number;
  upfrontScore: number;
  firstPaymentPercent: number;
  /** Alias of upfrontScore, kept for the v2.1 result shape. */
  flexibilityScore: number;
  eml12Percent: number;
  emlTermPercent: number;
  emlBlendPercent: number;
  calculation_version: typeof LEASE_SCORE_VERSION;
  baseline: LeaseScoreBaseline;
};

/** Lease score v2.1 of one offer (original-system.md §3.2). Percent fields are unrounded. */
export function calculateLeaseScore(input: LeaseScoreInput): LeaseScoreResult {
  const retail = nonNegative(input.retailPrice);
  const monthly = nonNegative(input.monthlyPrice);
  const mileage = nonNegative(input.mileagePerYear);
  const firstPayment = nonNegative(input.firstPayment);
  const months = contractMonths(input.contractMonths);

  if (retail <= 0 || monthly <= 0) return zeroResult({ method: 'not_scorable' });
  if (retail < RETAIL_PRICE_BOUNDS.min || retail > RETAIL_PRICE_BOUNDS.max) {
    return zeroResult({
      method: 'implausible_retail',
      retailPrice: retail,
      min: RETAIL_PRICE_BOUNDS.min,
      max: RETAIL_PRICE_BOUNDS.max,
    });
  }

  const eml12Percent = percentOfRetail(monthly + firstPayment / EXIT_MONTHS, retail);
  const emlTermPercent = percentOfRetail(monthly + firstPayment / months, retail);
  const emlBlendPercent = EML_BLEND.exit12 * eml12Percent + EML_BLEND.term * emlTermPercent;

  const monthlyRateScore = clampScore(
    Math.round((100 * (RATE_ANCHORS.worst - emlBlendPercent)) / (RATE_ANCHORS.worst - RATE_ANCHORS.best)),
  );
  const mileageScore = scoreMileage(mileage);
  const firstPaymentPercent = percentOfRetail(firstPayment, retail);
  const upfrontScore = scoreUpfront(firstPaymentPercent);
  const totalScore = clampScore(
    Math.round(
      SCORE_WEIGHTS.rate * monthlyRateScore +
        SCORE_WEIGHTS.mileage * mileageScore +
        SCORE_WEIGHTS.upfront * upfrontScore,
    ),
  );

  return {
    totalScore,
    monthlyRateScore,
    monthlyRatePercent: emlBlendPercent,
    mileageScore,
    mileageNormalized: mileage,
    upfrontScore,
    firstPaymentPercent,
    flexibilityScore: upfrontScore,
    eml12Percent,
    emlTermPercent,
    emlBlendPercent,
    calculation_version: LEASE_SCORE_VERSION,
    baseline: { method: 'anchors' },
  };
}

function nonNegative(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function contractMonths(value: number | null | undefined): number {
  // A zero term would divide by zero; treat it like a missing term.
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : DEFAULT_CONTRACT_MONTHS;
}

/** Multiplies before dividing so whole-percent thresholds compare exactly (28000/400000*100 ≠ 7 in floats). */
function percentOfRetail(amount: number, retail: number): number {
  return (amount * 100) / retail;
}

function clampScore(score: number): number {
  return Math.min(100, Math.max(0, score));
}

function scoreMileage(km: number): number {
  for (const step of MILEAGE_STEPS) {
    if (km >= step.min) return step.score;
  }
  return MILEAGE_FLOOR_SCORE;
}

function scoreUpfront(percent: number): number {
  for (const step of UPFRONT_STEPS) {
    if (percent <= step.maxPercent) return step.score;
  }
  return UPFRONT_CEILING_SCORE;
}

function zeroResult(baseline: LeaseScoreBaseline): LeaseScoreResult {
  return {
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
    calculation_version: LEASE_SCORE_VERSION,
    baseline,
  };
}
