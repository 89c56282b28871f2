import type { Trim } from './catalogue';
import type { ListPlan } from './list-plan';
import { cellKmStyle, writeAmount, writeKm, writePrice, writeTerm } from './number-writing';
import { monthlyPrice, type OfferTerms } from './pricing';

/** The list's footnote mark: "¹" only where prices end in a unit, so it never reads as a digit. */
export function footnoteMark(plan: ListPlan): string {
  return plan.price === 'kr-first' || plan.price === 'dkk' ? '*' : plan.rng.pick(['*', '¹']);
}

/** Prices the offer, records it in the truth and returns the monthly price. */
export function recordOffer(
  plan: ListPlan,
  trim: Trim,
  terms: OfferTerms,
  extra: Partial<Stated> = {},
): number {
  const monthly = monthlyPrice(trim, terms, plan.ending);
  plan.truth.offer(trim, {
    mileage_per_year: terms.mileage,
    period_months: terms.term,
    first_payment: terms.firstPayment,
    monthly_price: monthly,
    ...extra,
  });
  return monthly;
}

type Stated = { total_cost: number; minimum_price: number };

/** The four cells of a one-row-per-offer table, numbers written in the list's style. */
export function offerCells(plan: ListPlan, terms: OfferTerms, monthly: number, bareUnits: boolean): string[] {
  return [
    writeKm(terms.mileage, bareUnits ? 'bare' : cellKmStyle(plan.km)),
    writeTerm(terms.term, bareUnits ? 'bare' : plan.term),
    writeAmount(terms.firstPayment, plan.amount),
    writePrice(monthly, plan.price),
  ];
}

/** Every combination of the given mileages, terms and first payments. */
export function combinations(mileages: number[], terms: number[], firstPayments: number[]): OfferTerms[] {
  return terms.flatMap((term) =>
    firstPayments.flatMap((firstPayment) => mileages.map((mileage) => ({ mileage, term, firstPayment }))),
  );
}
