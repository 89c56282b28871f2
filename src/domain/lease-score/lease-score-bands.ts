import type { LeaseScoreResult } from './calculate-lease-score';

export type LeaseScoreBandKey = 'exceptional' | 'great' | 'good' | 'fair' | 'poor';
export type LeaseScoreBand = { key: LeaseScoreBandKey; label: string };

/** Display bands of the score pill (decisions.md §4), highest first. */
export const LEASE_SCORE_BANDS: readonly (LeaseScoreBand & { min: number })[] = [
  { key: 'exceptional', label: 'Exceptionelt tilbud', min: 90 },
  { key: 'great', label: 'Fantastisk tilbud', min: 80 },
  { key: 'good', label: 'Godt tilbud', min: 60 },
  { key: 'fair', label: 'Rimeligt tilbud', min: 40 },
  { key: 'poor', label: 'Dårligt tilbud', min: Number.NEGATIVE_INFINITY },
];

export function leaseScoreBand(score: number): LeaseScoreBand {
  for (const band of LEASE_SCORE_BANDS) {
    if (score >= band.min) return { key: band.key, label: band.label };
  }
  return { key: 'poor', label: 'Dårligt tilbud' };
}

export type AnalyticsScoreBand = 'excellent' | 'good' | 'fair' | 'weak';

/** Band sent with analytics events (spec §7): 80+ excellent, 60–79 good, 40–59 fair, below 40 weak. */
export function analyticsScoreBand(score: number): AnalyticsScoreBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  if (score >= 40) return 'fair';
  return 'weak';
}

/**
 * The one scoring method whose score is real. Any other (implausible or missing retail price) stores
 * a 0 that reads "ingen score"; lease_offers.lease_score_method holds the method, so SQL filters on it.
 */
export const SCORED_METHOD = 'anchors' satisfies LeaseScoreResult['baseline']['method'];

/** Whether a stored or computed scoring method gives a real score. */
export function isScoredMethod(method: string | null | undefined): boolean {
  return method === SCORED_METHOD;
}

/** A 0 from implausible or missing prices is not a real score: show "ingen score" instead. */
export function isScorable(result: Pick<LeaseScoreResult, 'baseline'>): boolean {
  return isScoredMethod(result.baseline.method);
}
