import type { ExtractedCar } from '../extracted-price-list';
import { compareConditions, NO_STORED_CONDITIONS } from '../offer-conditions';
import {
  type ComparedField,
  comparedFields,
  type ExistingListing,
  type FieldChange,
} from '../proposed-change';
import { normaliseText } from './match-keys';

const listingFieldOf = {
  variant: 'variant',
  horsepower: 'horsepower',
  fuel_type: 'fuelType',
  transmission: 'transmission',
  year: 'year',
  wltp_km: 'wltpKm',
  co2_g_km: 'co2GKm',
  co2_tax_half_year: 'co2TaxHalfYear',
  consumption_l_100km: 'consumptionL100km',
  consumption_kwh_100km: 'consumptionKwh100km',
} as const satisfies Record<ComparedField, keyof ExistingListing>;

/**
 * The fields the price list would change on the listing, then the stated conditions (dates, inclusions,
 * fees, extras) that differ from the listing's. A value the price list does not give (null or undefined)
 * is no change; the variant compares without case and spacing (the keys already ignore those).
 */
export function compareFields(car: ExtractedCar, listing: ExistingListing): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of comparedFields) {
    const next = car[field];
    if (next === null || next === undefined) continue;
    const old = listing[listingFieldOf[field]];
    if (!sameValue(field, old, next)) changes.push({ field, old, new: next });
  }
  changes.push(...compareConditions(car.conditions, listing.conditions ?? NO_STORED_CONDITIONS));
  return changes;
}

function sameValue(field: ComparedField, old: string | number | null, next: string | number): boolean {
  if (typeof old === 'number' && typeof next === 'number') return Math.abs(old - next) < 1e-9;
  if (field === 'variant' && typeof old === 'string' && typeof next === 'string') {
    return normaliseText(old) === normaliseText(next);
  }
  return old === next;
}
