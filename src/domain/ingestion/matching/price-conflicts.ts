import type { LeaseOffer } from '../../offers/lease-offer';
import { offerTermsKey } from '../../offers/offer-key';
import type { ExtractedCar } from '../extracted-price-list';
import type { OfferTerms, OutlierWarning, PriceConflictWarning } from '../proposed-change';

/**
 * Two (or more) monthly prices for one car and the same mileage, period and first payment: the price
 * list contradicts itself, so nothing may pick one silently. Matching marks such a change blocked; the
 * admin chooses the right price in the review, and only then can the change be approved and applied.
 */

export function isPriceConflict(warning: OutlierWarning): warning is PriceConflictWarning {
  return warning.kind === 'conflicting_prices';
}

/** The unresolved conflicts among offers: one per terms with more than one monthly price. */
export function priceConflicts(offers: readonly LeaseOffer[]): PriceConflictWarning[] {
  const byTerms = new Map<string, { terms: OfferTerms; prices: Set<number> }>();
  for (const offer of offers) {
    const key = offerTermsKey(offer);
    const entry = byTerms.get(key) ?? { terms: termsOf(offer), prices: new Set<number>() };
    entry.prices.add(Math.round(offer.monthly_price));
    byTerms.set(key, entry);
  }
  return [...byTerms.values()]
    .filter((entry) => entry.prices.size > 1)
    .map((entry) => ({
      kind: 'conflicting_prices' as const,
      terms: entry.terms,
      monthlyPrices: [...entry.prices].sort((a, b) => a - b),
      chosen: null,
    }))
    .sort((a, b) => compareTerms(a.terms, b.terms));
}

export function hasPriceConflict(offers: readonly LeaseOffer[]): boolean {
  return priceConflicts(offers).length > 0;
}

/** The conflicts the admin has not resolved yet. */
export function unresolvedConflicts(warnings: readonly OutlierWarning[]): PriceConflictWarning[] {
  return warnings.filter(isPriceConflict).filter((warning) => warning.chosen === null);
}

/**
 * A change with a car is blocked while its warnings hold an unresolved conflict or its offers still
 * state two prices for the same terms (a change stored before conflicts were recorded).
 */
export function isBlockedByPriceConflict(change: {
  car: Pick<ExtractedCar, 'offers'> | null;
  warnings: readonly OutlierWarning[];
}): boolean {
  return (
    unresolvedConflicts(change.warnings).length > 0 ||
    (change.car ? hasPriceConflict(change.car.offers) : false)
  );
}

/**
 * The conflict warnings of a car as matching proposes it again: the car's unresolved conflicts, plus
 * each earlier resolved conflict whose chosen price is still the car's only price for those terms (so
 * the review keeps showing what was chosen between which prices).
 */
export function conflictWarnings(
  car: Pick<ExtractedCar, 'offers'>,
  previous: readonly OutlierWarning[] = [],
): PriceConflictWarning[] {
  const open = priceConflicts(car.offers);
  const openTerms = new Set(open.map((warning) => termsKey(warning.terms)));
  const resolved = previous
    .filter(isPriceConflict)
    .filter((warning) => warning.chosen !== null && !openTerms.has(termsKey(warning.terms)))
    .filter((warning) => {
      const prices = car.offers.filter((offer) => offerTermsKey(offer) === termsKey(warning.terms));
      return prices.length === 1 && prices[0]?.monthly_price === warning.chosen;
    });
  return [...open, ...resolved].sort((a, b) => compareTerms(a.terms, b.terms));
}

export type PriceChoice = { car: ExtractedCar; warnings: OutlierWarning[] };

/**
 * The admin's choice for one conflict: the car keeps only the chosen price for those terms (in the
 * place of the first offer with them), and the warning records the choice. A resolved conflict can be
 * chosen again (another of its prices). Null when the change has no conflict for these terms or the
 * price is not one the list stated.
 */
export function choosePrice(
  car: ExtractedCar,
  warnings: readonly OutlierWarning[],
  choice: LeaseOffer,
): PriceChoice | null {
  const key = offerTermsKey(choice);
  const current = conflictWarnings(car, warnings).find((warning) => termsKey(warning.terms) === key);
  if (!current?.monthlyPrices.includes(choice.monthly_price)) return null;

  // The chosen offer as the list stated it, so its stated total and minimum price stay with it.
  const stated = car.offers.find(
    (offer) => offerTermsKey(offer) === key && offer.monthly_price === choice.monthly_price,
  );
  const offers: LeaseOffer[] = [];
  let placed = false;
  for (const offer of car.offers) {
    if (offerTermsKey(offer) !== key) offers.push(offer);
    else if (!placed) {
      offers.push(stated ?? { ...termsOf(offer), monthly_price: choice.monthly_price });
      placed = true;
    }
  }
  const resolved: PriceConflictWarning = { ...current, chosen: choice.monthly_price };
  const others = warnings.filter((warning) => !isPriceConflict(warning) || termsKey(warning.terms) !== key);
  return { car: { ...car, offers }, warnings: [...others, resolved] };
}

export function termsKey(terms: OfferTerms): string {
  return offerTermsKey(terms);
}

function termsOf(offer: LeaseOffer): OfferTerms {
  return {
    mileage_per_year: Math.round(offer.mileage_per_year),
    period_months: Math.round(offer.period_months),
    first_payment: Math.round(offer.first_payment),
  };
}

function compareTerms(a: OfferTerms, b: OfferTerms): number {
  return (
    a.mileage_per_year - b.mileage_per_year ||
    a.period_months - b.period_months ||
    a.first_payment - b.first_payment
  );
}
