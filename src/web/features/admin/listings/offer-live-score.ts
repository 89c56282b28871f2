import { calculateLeaseScore } from '../../../../domain/lease-score/calculate-lease-score';
import { isScorable } from '../../../../domain/lease-score/lease-score-bands';
import { totalCost } from '../../../../domain/offers/lease-offer';
import { type OfferRow, offerFromRow } from './listing-form-values';

/** The v2.1 score of a row against the form's retail price, computed in the browser as the admin types. */
export function liveScore(row: OfferRow, retailPrice: number | null) {
  const offer = offerFromRow(row);
  const values = Object.values(offer);
  if (values.some((value) => value === null || !Number.isFinite(value))) return undefined;
  const result = calculateLeaseScore({
    retailPrice,
    monthlyPrice: offer.monthly_price,
    mileagePerYear: offer.mileage_per_year,
    firstPayment: offer.first_payment,
    contractMonths: offer.period_months,
  });
  return {
    score: isScorable(result) ? result.totalScore : null,
    total: totalCost(
      offer as {
        monthly_price: number;
        first_payment: number;
        period_months: number;
        mileage_per_year: number;
      },
    ),
  };
}

export type LiveScore = ReturnType<typeof liveScore>;
