import { offerPriceKey } from '../offers/offer-key';
import type { ExtractedCar, ExtractedOffer } from './extracted-price-list';

/** A car as an extractor read it, before cars met on several rows, tables or pages are merged. */
export type CarDraft = ExtractedCar;

/** make|model|variant|horsepower, case- and spacing-insensitive: the identity of a car within one price list. */
export function carKey(car: Pick<ExtractedCar, 'make' | 'model' | 'variant' | 'horsepower'>): string {
  const text = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();
  return [text(car.make), text(car.model), text(car.variant), car.horsepower ?? ''].join('|');
}

/** Offers in a fixed order (period, mileage, first payment, monthly price), so results compare exactly. */
export function sortOffers(offers: readonly ExtractedOffer[]): ExtractedOffer[] {
  return [...offers].sort(
    (a, b) =>
      a.period_months - b.period_months ||
      a.mileage_per_year - b.mileage_per_year ||
      a.first_payment - b.first_payment ||
      a.monthly_price - b.monthly_price,
  );
}

/** make|model|variant only: for parts of one document where a later part may add the horsepower. */
export function variantKey(car: Pick<ExtractedCar, 'make' | 'model' | 'variant'>): string {
  return carKey({ ...car, horsepower: null });
}

/**
 * One car per key (default `carKey`) in order of first appearance, with the union of its offers
 * (duplicates removed, sorted) and any fact a later draft knows that the first did not.
 */
export function mergeCars(
  drafts: readonly CarDraft[],
  keyOf: (car: ExtractedCar) => string = carKey,
): ExtractedCar[] {
  const cars = new Map<string, ExtractedCar>();
  for (const draft of drafts) {
    const key = keyOf(draft);
    const known = cars.get(key);
    if (!known) {
      cars.set(key, { ...draft, offers: [...draft.offers] });
      continue;
    }
    for (const [field, value] of Object.entries(draft) as Array<[keyof ExtractedCar, unknown]>) {
      if (field !== 'offers' && (known[field] === null || known[field] === undefined)) {
        Object.assign(known, { [field]: value });
      }
    }
    known.offers.push(...draft.offers);
  }
  return [...cars.values()].map((car) => ({ ...car, offers: sortOffers(uniqueOffers(car.offers)) }));
}

function uniqueOffers(offers: ExtractedOffer[]): ExtractedOffer[] {
  const seen = new Set<string>();
  return offers.filter((offer) => {
    const key = offerPriceKey(offer);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
