import type { ListingFields } from '../../../../db/catalog-writes';
import {
  type ConditionColumns,
  conditionColumnsFromCar,
  includedItemsFromCar,
} from '../../../../db/ingestion/listing-condition-columns';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';

type CarColumns = Pick<
  ListingFields,
  | 'variant'
  | 'horsepower'
  | 'fuelType'
  | 'transmission'
  | 'year'
  | 'wltpKm'
  | 'co2GKm'
  | 'co2TaxHalfYear'
  | 'consumptionL100km'
  | 'consumptionKwh100km'
  | 'includedItems'
> &
  ConditionColumns;

/** The listing columns an extracted car carries (null where the price list had no value). */
export function listingColumnsFromCar(car: ExtractedCar): Required<CarColumns> {
  return {
    variant: car.variant,
    horsepower: car.horsepower,
    fuelType: car.fuel_type,
    transmission: car.transmission,
    year: car.year ?? null,
    wltpKm: car.wltp_km ?? null,
    co2GKm: car.co2_g_km ?? null,
    co2TaxHalfYear: car.co2_tax_half_year ?? null,
    consumptionL100km: car.consumption_l_100km ?? null,
    consumptionKwh100km: car.consumption_kwh_100km ?? null,
    // What the list states around its prices (dates, inclusions, fee, extras); null where it says nothing.
    ...conditionColumnsFromCar(car.conditions),
    // The seven items those words state (ADR 054); an update merges them item by item.
    includedItems: includedItemsFromCar(car.conditions),
  };
}

/** Only the columns the car has a value for: an update never blanks what the price list left out. */
export function knownListingColumnsFromCar(car: ExtractedCar): Partial<CarColumns> {
  return Object.fromEntries(
    Object.entries(listingColumnsFromCar(car)).filter(([, value]) => value !== null && value !== undefined),
  );
}
