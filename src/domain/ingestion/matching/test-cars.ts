import type { LeaseOffer } from '../../offers/lease-offer';
import type { ExtractedCar } from '../extracted-price-list';
import type { ExistingListing } from '../proposed-change';

/** Builders for the matching tests: a typical car, a typical listing, offers from short tuples. */

export function offer(mileage: number, months: number, firstPayment: number, monthly: number): LeaseOffer {
  return {
    mileage_per_year: mileage,
    period_months: months,
    first_payment: firstPayment,
    monthly_price: monthly,
  };
}

export const yarisOffers = [offer(15000, 36, 0, 2699), offer(20000, 36, 0, 2899), offer(15000, 48, 0, 2599)];

export function extractedCar(overrides: Partial<ExtractedCar> = {}): ExtractedCar {
  return {
    make: 'Toyota',
    model: 'Yaris',
    variant: '1.5 Hybrid Active',
    horsepower: 116,
    fuel_type: 'Hybrid - Petrol',
    transmission: 'Automatic',
    offers: yarisOffers,
    ...overrides,
  };
}

export function existingListing(id: string, overrides: Partial<ExistingListing> = {}): ExistingListing {
  return {
    id,
    make: 'Toyota',
    model: 'Yaris',
    variant: '1.5 Hybrid Active',
    horsepower: 116,
    fuelType: 'Hybrid - Petrol',
    transmission: 'Automatic',
    year: null,
    wltpKm: null,
    co2GKm: null,
    co2TaxHalfYear: null,
    consumptionL100km: null,
    consumptionKwh100km: null,
    status: 'active',
    offers: yarisOffers,
    ...overrides,
  };
}

/** The existing listing a price list would produce for this car. */
export function listingFor(id: string, car: ExtractedCar): ExistingListing {
  return existingListing(id, {
    make: car.make,
    model: car.model,
    variant: car.variant,
    horsepower: car.horsepower,
    fuelType: car.fuel_type,
    transmission: car.transmission,
    offers: car.offers,
  });
}
