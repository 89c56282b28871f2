import { calculateLeaseScore } from '../../domain/lease-score/calculate-lease-score';
import type { LeaseOffer } from '../../domain/offers/lease-offer';

export type OfferScore = {
  leaseScore: number;
  /** 'anchors' when scored, else 'implausible_retail' | 'not_scorable'. */
  leaseScoreMethod: string;
};

/** The v2.1 score stored with an offer, computed against its listing's retail price. */
export function scoreOffer(retailPrice: number | null, offer: LeaseOffer): OfferScore {
  const result = calculateLeaseScore({
    retailPrice,
    monthlyPrice: offer.monthly_price,
    mileagePerYear: offer.mileage_per_year,
    firstPayment: offer.first_payment,
    contractMonths: offer.period_months,
  });
  return { leaseScore: result.totalScore, leaseScoreMethod: result.baseline.method };
}
