import { formatKmPerYear, formatNumber } from '../../../../domain/format/format-danish';
import type { BodyTypeSlug } from '../../../../domain/listings/body-type-labels';
import type { FuelTypeSlug } from '../../../../domain/listings/fuel-type-labels';
import type { ListingSort } from '../../../../domain/listings/listing-search-params';
import { HIGH_MILEAGE_TARGET } from '../../../../domain/offers/lease-offer';

/** The "35.000+" chip: the offer selection accepts 35.000–50.000 km for this target. */
export const MILEAGE_PLUS = HIGH_MILEAGE_TARGET;
export const MILEAGE_CHOICES = [10000, 15000, 20000, 25000, 30000, MILEAGE_PLUS] as const;

export function mileageLabel(km: number): string {
  return km === MILEAGE_PLUS ? `${formatNumber(km)}+ km/år` : formatKmPerYear(km);
}

export function mileageChipLabel(km: number): string {
  return km === MILEAGE_PLUS ? `${formatNumber(km)}+` : formatNumber(km);
}

export const PRICE_CHOICES = [
  1500, 2000, 2500, 3000, 3500, 4000, 4500, 5000, 6000, 7000, 8000, 9000, 10000,
] as const;
export const SEAT_CHOICES = [2, 3, 4, 5, 6, 7, 8, 9] as const;
export const HORSEPOWER_CHOICES = [50, 100, 150, 200, 250, 300, 400, 500] as const;

export const POPULAR_BODY_TYPES: readonly BodyTypeSlug[] = ['suv', 'stationcar', 'hatchback', 'sedan'];
export const OTHER_BODY_TYPES: readonly BodyTypeSlug[] = [
  'mikro',
  'crossover',
  'minibus',
  'cabriolet',
  'coupe',
];

/** Electric first: most private leasing in Denmark is electric. */
export const FUEL_ORDER: readonly FuelTypeSlug[] = [
  'electric',
  'petrol',
  'diesel',
  'hybrid',
  'plugin_hybrid',
];

export const SORT_LABELS: Record<ListingSort, string> = {
  lease_score_desc: 'Bedste tilbud',
  asc: 'Laveste månedspris',
  effective_asc: 'Laveste pris inkl. udbetaling',
  total_asc: 'Laveste samlede pris',
  desc: 'Højeste månedspris',
};

/** The choices plus a value from the URL that is not among them, in ascending order. */
export function withCurrent(choices: readonly number[], current: number | undefined): number[] {
  if (current === undefined || choices.includes(current)) return [...choices];
  return [...choices, current].sort((a, b) => a - b);
}
