import { formatKm, formatKr, formatNumber, MISSING_VALUE } from '../../../../domain/format/format-danish';
import { bodyTypeLabel } from '../../../../domain/listings/body-type-labels';
import { fuelGroup, fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { transmissionLabel } from '../../../../domain/listings/transmission-labels';

export type SpecRow = { label: string; value: string };

const DRIVE_LABELS: Record<string, string> = {
  FWD: 'Forhjulstræk',
  RWD: 'Baghjulstræk',
  AWD: 'Firehjulstræk',
  '4WD': 'Firehjulstræk',
};

const text = (value: string | null | undefined) => (value?.trim() ? value : MISSING_VALUE);
const label = (value: string | null, toLabel: (stored: string) => string) =>
  value ? toLabel(value) : MISSING_VALUE;
const number = (value: number | null, format: (value: number) => string = (n) => formatNumber(n)) =>
  value === null ? MISSING_VALUE : format(value);

export function isElectric(listing: Pick<ListingDetail, 'fuel_type'>): boolean {
  return listing.fuel_type !== null && fuelGroup(listing.fuel_type) === 'ev';
}

/** km per kWh from kWh per 100 km, one decimal; '–' when unknown or not positive. */
export function formatKmPerKwh(kwhPer100Km: number | null): string {
  if (kwhPer100Km === null || kwhPer100Km <= 0) return MISSING_VALUE;
  return `${formatNumber(100 / kwhPer100Km, 1)} km/kWh`;
}

export function formatLitresPer100Km(litres: number | null): string {
  return litres === null || litres <= 0 ? MISSING_VALUE : `${formatNumber(litres, 1)} L/100 km`;
}

const horsepower = (value: number | null) => number(value, (hp) => `${formatNumber(hp)} hk`);

/** The four to six facts shown as tiles: for an EV range and efficiency, otherwise seats and fuel use. */
export function keySpecs(listing: ListingDetail): SpecRow[] {
  const common: SpecRow[] = [
    { label: 'Drivmiddel', value: label(listing.fuel_type, fuelLabel) },
    { label: 'Gearkasse', value: label(listing.transmission, transmissionLabel) },
    { label: 'Hestekræfter', value: horsepower(listing.horsepower) },
    { label: 'Karrosseri', value: label(listing.body_type, bodyTypeLabel) },
  ];
  if (isElectric(listing)) {
    return [
      ...common,
      { label: 'Rækkevidde (WLTP)', value: number(listing.wltp_km, formatKm) },
      { label: 'Forbrug', value: formatKmPerKwh(listing.consumption_kwh_100km) },
    ];
  }
  return [
    ...common,
    { label: 'Sæder', value: number(listing.seats) },
    { label: 'Forbrug', value: formatLitresPer100Km(listing.consumption_l_100km) },
  ];
}

export function fullSpecs(listing: ListingDetail): SpecRow[] {
  return [
    { label: 'Mærke', value: text(listing.make) },
    { label: 'Model', value: text(listing.model) },
    { label: 'Variant', value: text(listing.variant) },
    { label: 'Karrosseri', value: label(listing.body_type, bodyTypeLabel) },
    { label: 'Drivmiddel', value: label(listing.fuel_type, fuelLabel) },
    { label: 'Gearkasse', value: label(listing.transmission, transmissionLabel) },
    { label: 'Hestekræfter', value: horsepower(listing.horsepower) },
    { label: 'Drivtype', value: label(listing.drive_type, (drive) => DRIVE_LABELS[drive] ?? drive) },
    { label: 'Sæder', value: number(listing.seats) },
    { label: 'Døre', value: number(listing.doors) },
    // A model year is not a quantity: no thousands separator.
    { label: 'Årgang', value: number(listing.year, String) },
    { label: 'CO₂ udslip', value: number(listing.co2_g_km, (g) => `${formatNumber(g)} g/km`) },
    { label: 'CO₂-afgift (halvår)', value: number(listing.co2_tax_half_year, formatKr) },
    { label: 'WLTP', value: number(listing.wltp_km, formatKm) },
  ];
}
