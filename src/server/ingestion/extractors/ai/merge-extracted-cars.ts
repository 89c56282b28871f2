import type { ExtractedCar, ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
export const carIdentity = (car: Pick<ExtractedCar, 'make' | 'model' | 'variant'>) =>
  [car.make, car.model, car.variant].map(normalise).join('|');
const offerIdentity = (offer: ExtractedOffer) =>
  `${offer.mileage_per_year}|${offer.period_months}|${offer.first_payment}|${offer.monthly_price}`;

/**
 * One car per make|model|variant (case and spacing ignored): offers are the union of all parts'
 * offers, and a value missing in the first part is taken from a later one.
 */
export function mergeExtractedCars(cars: ExtractedCar[]): ExtractedCar[] {
  const merged = new Map<string, ExtractedCar>();
  for (const car of cars) {
    const key = carIdentity(car);
    const existing = merged.get(key);
    if (!existing) {
      merged.set(key, { ...car, offers: [...car.offers] });
      continue;
    }
    for (const [field, value] of Object.entries(car) as Array<[keyof ExtractedCar, unknown]>) {
      if (field !== 'offers' && (existing[field] === null || existing[field] === undefined)) {
        Object.assign(existing, { [field]: value });
      }
    }
    const known = new Set(existing.offers.map(offerIdentity));
    for (const offer of car.offers) {
      if (!known.has(offerIdentity(offer))) {
        existing.offers.push(offer);
        known.add(offerIdentity(offer));
      }
    }
  }
  return [...merged.values()];
}
