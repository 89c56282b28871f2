import { formatKmPerYear, formatKr, formatMonthly, formatMonths } from '../../format/format-danish';
import type { ExtractedCar, ExtractedOffer } from '../extracted-price-list';
import { normaliseText } from './match-keys';
import { normaliseOffers, offerTermsKey } from './normalise-offers';

/** Two sessions (or two rows of one) quote different monthly prices for the same terms. */
export type OfferConflictWarning = {
  make: string;
  model: string;
  variant: string;
  mileage_per_year: number;
  period_months: number;
  first_payment: number;
  keptMonthlyPrice: number;
  droppedMonthlyPrice: number;
  /** Index of the session in the input (later sessions win). */
  keptFromSession: number;
  droppedFromSession: number;
  /** Danish, for the batch page. */
  message: string;
};

export type MergedExtraction = { cars: ExtractedCar[]; warnings: OfferConflictWarning[] };

type OfferSource = { offer: ExtractedOffer; session: number };
type MergingCar = { car: ExtractedCar; offers: Map<string, OfferSource> };

/**
 * One batch's cars from several extraction sessions (given in session order): the same
 * make|model|variant|transmission|horsepower becomes one car with the offers of all sessions. For the
 * same mileage, period and first payment the later session's monthly price is kept, with a warning.
 * Car fields come from the first occurrence; a later one fills only fields the first left empty.
 */
export function mergeExtractedCars(sessions: ReadonlyArray<readonly ExtractedCar[]>): MergedExtraction {
  const merged = new Map<string, MergingCar>();
  const warnings: OfferConflictWarning[] = [];

  sessions.forEach((cars, session) => {
    for (const car of cars) {
      const key = carIdentity(car);
      const target = merged.get(key) ?? { car: { ...car }, offers: new Map<string, OfferSource>() };
      merged.set(key, target);
      target.car = fillEmptyFields(target.car, car);
      for (const offer of car.offers) {
        const terms = offerTermsKey(offer);
        const earlier = target.offers.get(terms);
        if (earlier && earlier.offer.monthly_price !== offer.monthly_price) {
          warnings.push(conflictWarning(target.car, earlier, { offer, session }));
        }
        target.offers.set(terms, { offer, session });
      }
    }
  });

  const cars = [...merged.values()].map(({ car, offers }) => ({
    ...car,
    offers: normaliseOffers([...offers.values()].map((source) => source.offer)),
  }));
  return { cars, warnings };
}

function carIdentity(car: ExtractedCar): string {
  return [car.make, car.model, car.variant, car.transmission, car.horsepower]
    .map((part) => normaliseText(part === null ? '' : String(part)))
    .join('|');
}

function fillEmptyFields(first: ExtractedCar, later: ExtractedCar): ExtractedCar {
  const filled: Record<string, unknown> = { ...first };
  for (const [field, value] of Object.entries(later)) {
    if ((filled[field] === null || filled[field] === undefined) && value !== null && value !== undefined) {
      filled[field] = value;
    }
  }
  return filled as ExtractedCar;
}

function conflictWarning(car: ExtractedCar, dropped: OfferSource, kept: OfferSource): OfferConflictWarning {
  const { offer } = kept;
  return {
    make: car.make,
    model: car.model,
    variant: car.variant,
    mileage_per_year: offer.mileage_per_year,
    period_months: offer.period_months,
    first_payment: offer.first_payment,
    keptMonthlyPrice: offer.monthly_price,
    droppedMonthlyPrice: dropped.offer.monthly_price,
    keptFromSession: kept.session,
    droppedFromSession: dropped.session,
    message:
      `Forskellige priser for ${car.make} ${car.model} ${car.variant} ` +
      `(${formatKmPerYear(offer.mileage_per_year)}, ${formatMonths(offer.period_months)}, ` +
      `udbetaling ${formatKr(offer.first_payment)}): ${formatMonthly(offer.monthly_price)} bruges, ` +
      `${formatMonthly(dropped.offer.monthly_price)} fra ${dropped.session === kept.session ? 'en tidligere linje' : 'en tidligere kilde'} er forkastet.`,
  };
}
