import type {
  ExtractedCar,
  ExtractedOffer,
  ExtractedPriceList,
  OfferConditions,
} from '../../../src/domain/ingestion/extracted-price-list';
import type { Trim } from './catalogue';

const trimKey = (trim: Trim) => `${trim.make}|${trim.model}|${trim.variant}`;

/** Collects what a careful reader takes from the page, car by car, as the layout draws it. */
export class TruthBook {
  private readonly cars = new Map<string, ExtractedCar>();

  private car(trim: Trim): ExtractedCar {
    const key = trimKey(trim);
    const existing = this.cars.get(key);
    if (existing) return existing;
    const car: ExtractedCar = {
      make: trim.make,
      model: trim.model,
      variant: trim.variant,
      horsepower: trim.horsepower,
      fuel_type: trim.fuel,
      transmission: trim.transmission,
      offers: [],
    };
    this.cars.set(key, car);
    return car;
  }

  offer(trim: Trim, offer: ExtractedOffer): void {
    const car = this.car(trim);
    const same = (other: ExtractedOffer) =>
      other.mileage_per_year === offer.mileage_per_year &&
      other.period_months === offer.period_months &&
      other.first_payment === offer.first_payment;
    if (car.offers.some(same)) throw new Error(`two prices for one offer of ${trim.model} ${trim.variant}`);
    car.offers.push(offer);
  }

  figures(trim: Trim, figures: Partial<ExtractedCar>): void {
    Object.assign(this.car(trim), figures);
  }

  conditions(trim: Trim, conditions: OfferConditions): void {
    const car = this.car(trim);
    car.conditions = { ...car.conditions, ...conditions };
  }

  result(): ExtractedPriceList {
    return { cars: [...this.cars.values()] };
  }
}
