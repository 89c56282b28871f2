import type { LeaseOffer } from '../../src/domain/offers/lease-offer';

/** Test offer in the notation of original-system.md §2.7: (km/yr, months, deposit, monthly). */
export function offer(
  mileage_per_year: number,
  period_months: number,
  first_payment: number,
  monthly_price: number,
): LeaseOffer {
  return { mileage_per_year, period_months, first_payment, monthly_price };
}
