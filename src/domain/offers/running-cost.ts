import type { DatedEnergyPrices, EnergyPrices } from './energy-prices';
import type { StatedItems } from './included-items';

/**
 * Running cost per month (issue 27 part 3, ADR 055): what driving the leased car costs a month on top
 * of the lease — ejerafgift and fuel or electricity at the offer's km/år — added to the lease's
 * effective monthly cost as "Samlet månedlig biludgift". Pure; nothing missing is invented.
 */

/** What the running cost reads from a listing (the columns of `listings`). */
export type RunningCostListing = {
  fuel_type: string | null;
  consumption_l_100km: number | null;
  consumption_kwh_100km: number | null;
  /** The ejerafgift per half year (grøn ejerafgift, for diesel cars with udligningsafgift), whole kr. */
  co2_tax_half_year: number | null;
  included_items: StatedItems | null;
};

/** The lease side: the chosen offer's km/år and term, and its full total for the term. */
export type RunningCostLease = {
  mileage_per_year: number;
  period_months: number;
  /** The offer's full price for the term (first payment + months × monthly + stated one-off fees). */
  total: number;
};

export type OwnershipTax =
  /** From the listing's ejerafgift per half year: half year × 2 ÷ 12. */
  | { status: 'half_year'; monthly: number; half_year: number }
  /** The seller states the green tax is not included and what it costs a month. */
  | { status: 'seller_monthly'; monthly: number }
  /** The seller states grøn ejerafgift is included in the lease: nothing on top. */
  | { status: 'included' }
  | { status: 'missing' };

export type EnergyKind = 'petrol' | 'diesel' | 'electricity';

/** One energy the car uses: stated consumption per 100 km × the price per litre or kWh. */
export type EnergyUse = { kind: EnergyKind; per_100km: number; price: number; monthly: number };

/** What the energy line lacks when it cannot be computed. */
export type EnergyGap = 'fuel_type' | 'consumption_l' | 'consumption_kwh';

export type Energy =
  | { status: 'computed'; monthly: number; uses: EnergyUse[]; plug_in: boolean }
  | { status: 'missing'; missing: EnergyGap[]; kinds: EnergyKind[] };

export type RunningCost = {
  mileage_per_year: number;
  period_months: number;
  lease_total: number;
  /** The lease's effective monthly cost: its full total ÷ months, whole kr. */
  lease_monthly: number;
  ownership_tax: OwnershipTax;
  energy: Energy;
  /** lease + ejerafgift + energy, whole kr.; a line that is missing is not in it (see `left_out`). */
  total: number;
  left_out: ('ownership_tax' | 'energy')[];
  prices: DatedEnergyPrices;
};

/** Which energies a stored fuel type uses; null for a value we do not know. */
export function energyKinds(fuelType: string | null): EnergyKind[] | null {
  switch (fuelType) {
    case 'Petrol':
    case 'Hybrid - Petrol':
      return ['petrol'];
    case 'Diesel':
    case 'Hybrid - Diesel':
      return ['diesel'];
    case 'Electric':
      return ['electricity'];
    case 'Plug-in - Petrol':
      return ['petrol', 'electricity'];
    case 'Plug-in - Diesel':
      return ['diesel', 'electricity'];
    default:
      return null;
  }
}

const PRICE_OF: Record<EnergyKind, keyof EnergyPrices> = {
  petrol: 'petrolPerLitre',
  diesel: 'dieselPerLitre',
  electricity: 'electricityPerKwh',
};

/** Whole kroner, half up, after rounding away binary noise (1250 × 0,165 × 2 is 412,5, not 412,4999…). */
const wholeKroner = (value: number) => Math.round(Number(value.toFixed(6)));

/** km/år ÷ 12 × consumption ÷ 100 × price, whole kr. */
export function monthlyEnergyCost(mileagePerYear: number, per100km: number, price: number): number {
  return wholeKroner((((mileagePerYear / 12) * per100km) / 100) * price);
}

export function ownershipTax(listing: RunningCostListing): OwnershipTax {
  const green = listing.included_items?.green_tax;
  if (green?.status === 'included') return { status: 'included' };
  const halfYear = listing.co2_tax_half_year;
  if (halfYear !== null && halfYear >= 0) {
    return { status: 'half_year', monthly: wholeKroner((halfYear * 2) / 12), half_year: halfYear };
  }
  if (green?.status === 'excluded' && green.monthly_price != null && green.monthly_price >= 0) {
    return { status: 'seller_monthly', monthly: green.monthly_price };
  }
  return { status: 'missing' };
}

/**
 * Fuel and electricity a month. A plug-in hybrid counts both of its stated (WLTP weighted) consumptions,
 * each at its price; when either is missing the line is missing, since one alone undercounts.
 */
export function energyCost(
  listing: RunningCostListing,
  mileagePerYear: number,
  prices: EnergyPrices,
): Energy {
  const kinds = energyKinds(listing.fuel_type);
  if (!kinds) return { status: 'missing', missing: ['fuel_type'], kinds: [] };
  const consumption = (kind: EnergyKind) =>
    kind === 'electricity' ? listing.consumption_kwh_100km : listing.consumption_l_100km;
  const missing = kinds
    .filter((kind) => {
      const value = consumption(kind);
      return value === null || !(value > 0);
    })
    .map((kind): EnergyGap => (kind === 'electricity' ? 'consumption_kwh' : 'consumption_l'));
  if (missing.length > 0) return { status: 'missing', missing, kinds };
  const uses = kinds.map((kind) => {
    const per100km = consumption(kind) as number;
    const price = prices[PRICE_OF[kind]];
    return { kind, per_100km: per100km, price, monthly: monthlyEnergyCost(mileagePerYear, per100km, price) };
  });
  return {
    status: 'computed',
    monthly: uses.reduce((sum, use) => sum + use.monthly, 0),
    uses,
    plug_in: kinds.length > 1,
  };
}

/** The listing's running cost with the chosen offer at its km/år. */
export function runningCost(
  listing: RunningCostListing,
  lease: RunningCostLease,
  prices: DatedEnergyPrices,
): RunningCost {
  const leaseMonthly = Math.round(lease.total / lease.period_months);
  const tax = ownershipTax(listing);
  const energy = energyCost(listing, lease.mileage_per_year, prices);
  const taxMonthly = tax.status === 'half_year' || tax.status === 'seller_monthly' ? tax.monthly : 0;
  const energyMonthly = energy.status === 'computed' ? energy.monthly : 0;
  const leftOut: RunningCost['left_out'] = [];
  if (tax.status === 'missing') leftOut.push('ownership_tax');
  if (energy.status === 'missing') leftOut.push('energy');
  return {
    mileage_per_year: lease.mileage_per_year,
    period_months: lease.period_months,
    lease_total: lease.total,
    lease_monthly: leaseMonthly,
    ownership_tax: tax,
    energy,
    total: leaseMonthly + taxMonthly + energyMonthly,
    left_out: leftOut,
    prices,
  };
}
