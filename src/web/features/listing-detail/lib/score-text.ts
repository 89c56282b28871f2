import { formatNumber } from '../../../../domain/format/format-danish';
import type { LeaseScoreResult } from '../../../../domain/lease-score/calculate-lease-score';
import { isScorable, leaseScoreBand } from '../../../../domain/lease-score/lease-score-bands';
import { EML_BLEND, SCORE_WEIGHTS } from '../../../../domain/lease-score/lease-score-config';

/** Band label of decisions.md §4; an unscorable offer (null or 0) reads 'ingen score'. */
export function scoreBandLabel(score: number | null): string {
  return score === null || score <= 0 ? 'ingen score' : leaseScoreBand(score).label;
}

/** '45 %' from 0.45. */
export const weightPercent = (weight: number) => `${formatNumber(weight * 100)} %`;

/** '1,03 %' from a percent value. */
export const formatPercent = (percent: number) => `${formatNumber(percent, 2)} %`;

export type BreakdownRow = { label: string; value: string };

export function scorePartRows(breakdown: LeaseScoreResult): BreakdownRow[] {
  return [
    {
      label: `Månedlig ydelse (${weightPercent(SCORE_WEIGHTS.rate)})`,
      value: `${breakdown.monthlyRateScore} / 100`,
    },
    {
      label: `Kilometer pr. år (${weightPercent(SCORE_WEIGHTS.mileage)})`,
      value: `${breakdown.mileageScore} / 100`,
    },
    {
      label: `Udbetaling (${weightPercent(SCORE_WEIGHTS.upfront)})`,
      value: `${breakdown.upfrontScore} / 100`,
    },
  ];
}

export function emlRows(breakdown: LeaseScoreResult): BreakdownRow[] {
  return [
    { label: 'EML ved 12 mdr.', value: formatPercent(breakdown.eml12Percent) },
    { label: 'EML over hele perioden', value: formatPercent(breakdown.emlTermPercent) },
    {
      label: `Samlet EML (${weightPercent(EML_BLEND.exit12)} / ${weightPercent(EML_BLEND.term)})`,
      value: formatPercent(breakdown.emlBlendPercent),
    },
  ];
}

export function hasBreakdown(breakdown: LeaseScoreResult | null): breakdown is LeaseScoreResult {
  return breakdown !== null && isScorable(breakdown);
}
