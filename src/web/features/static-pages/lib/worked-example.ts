import {
  calculateLeaseScore,
  type LeaseScoreResult,
} from '../../../../domain/lease-score/calculate-lease-score';
import { type LeaseOffer, totalCost } from '../../../../domain/offers/lease-offer';

export type ExampleOffer = LeaseOffer & { retail_price: number };

/** The guide's worked example: a car with a stated retail price and one typical offer. */
export const WORKED_EXAMPLE: ExampleOffer = {
  retail_price: 350_000,
  monthly_price: 3_495,
  period_months: 36,
  first_payment: 35_000,
  mileage_per_year: 15_000,
};

/** The same car without a down payment, priced so the total cost lands close to the example's. */
export const NO_DEPOSIT_EXAMPLE: ExampleOffer = { ...WORKED_EXAMPLE, monthly_price: 4_495, first_payment: 0 };

export type ExampleResult = { total: number; score: LeaseScoreResult };

/** Total cost and LeaseScore with the same domain formulas the site uses for every listing. */
export function evaluateExample(offer: ExampleOffer): ExampleResult {
  return {
    total: totalCost(offer),
    score: calculateLeaseScore({
      retailPrice: offer.retail_price,
      monthlyPrice: offer.monthly_price,
      mileagePerYear: offer.mileage_per_year,
      firstPayment: offer.first_payment,
      contractMonths: offer.period_months,
    }),
  };
}

/** What the visitor has paid after `months` (down payment plus the monthly payments so far). */
export function paidBy(offer: ExampleOffer, months: number): number {
  return offer.first_payment + Math.min(months, offer.period_months) * offer.monthly_price;
}
