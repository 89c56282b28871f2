import { formatDate, formatKmPerYear, formatKr, formatMonthly, formatNumber } from '../format/format-danish';
import type { Energy, EnergyKind, EnergyUse, OwnershipTax, RunningCost } from './running-cost';

/** The Danish words of the running cost section on the detail page (ADR 055). */

export const RUNNING_COST_HEADING = 'Samlet månedlig biludgift';
const NOT_STATED = 'Ikke oplyst';

export type RunningCostLine = { key: 'lease' | 'ownership_tax' | 'energy'; label: string; value: string };

const ENERGY_NAMES: Record<EnergyKind, string> = {
  petrol: 'Benzin',
  diesel: 'Diesel',
  electricity: 'Strøm',
};

/** "Brændstof", "Strøm", "Brændstof og strøm" (plug-in hybrid), "Brændstof eller strøm" (no fuel type). */
export function energyLabel(energy: Energy): string {
  const kinds = energy.status === 'computed' ? energy.uses.map((use) => use.kind) : energy.kinds;
  const fuel = kinds.some((kind) => kind !== 'electricity');
  const electricity = kinds.includes('electricity');
  if (fuel && electricity) return 'Brændstof og strøm';
  if (electricity) return 'Strøm';
  if (fuel) return 'Brændstof';
  return 'Brændstof eller strøm';
}

function ownershipTaxValue(tax: OwnershipTax): string {
  if (tax.status === 'included') return 'Inkluderet i leasingen';
  if (tax.status === 'missing') return NOT_STATED;
  return formatMonthly(tax.monthly);
}

/** The section's lines above the total, each with its amount a month or what stands instead. */
export function runningCostLines(cost: RunningCost): RunningCostLine[] {
  return [
    { key: 'lease', label: 'Leasing inkl. udbetaling', value: formatMonthly(cost.lease_monthly) },
    { key: 'ownership_tax', label: 'Ejerafgift', value: ownershipTaxValue(cost.ownership_tax) },
    {
      key: 'energy',
      label: energyLabel(cost.energy),
      value: cost.energy.status === 'computed' ? formatMonthly(cost.energy.monthly) : NOT_STATED,
    },
  ];
}

/** What the total leaves out, or null when it holds every line: "Uden brændstof – forbruget er ikke oplyst." */
export function totalLeftOutText(cost: RunningCost): string | null {
  const tax = cost.left_out.includes('ownership_tax');
  const energy = cost.left_out.includes('energy');
  const energyName = energyLabel(cost.energy).toLowerCase();
  if (tax && energy) return `Uden ejerafgift og ${energyName} – de er ikke oplyst.`;
  if (tax) return 'Uden ejerafgift – den er ikke oplyst.';
  if (!energy) return null;
  return cost.energy.status === 'missing' && cost.energy.missing.includes('fuel_type')
    ? `Uden ${energyName} – drivmidlet er ikke oplyst.`
    : `Uden ${energyName} – forbruget er ikke oplyst.`;
}

/** 5,2 / 16,5 / 5,25: one decimal, two when the stated value has them. */
function consumptionText(value: number): string {
  return formatNumber(value, Number.isInteger(Math.round(value * 1000) / 100) ? 1 : 2);
}

const UNITS: Record<EnergyKind, string> = { petrol: 'l', diesel: 'l', electricity: 'kWh' };

/** "Benzin: 15.000 km/år ÷ 12 × 5,2 l/100 km × 13,50 kr./l = 878 kr./md." */
export function energyUseText(use: EnergyUse, mileagePerYear: number): string {
  const unit = UNITS[use.kind];
  return `${ENERGY_NAMES[use.kind]}: ${formatKmPerYear(mileagePerYear)} ÷ 12 × ${consumptionText(use.per_100km)} ${unit}/100 km × ${formatNumber(use.price, 2)} kr./${unit} = ${formatMonthly(use.monthly)}`;
}

function ownershipTaxHow(tax: OwnershipTax): string {
  switch (tax.status) {
    case 'half_year':
      return `Ejerafgift: ${formatKr(tax.half_year)} pr. halvår × 2 ÷ 12 = ${formatMonthly(tax.monthly)}`;
    case 'seller_monthly':
      return `Ejerafgift: ${formatMonthly(tax.monthly)} som oplyst af sælger`;
    case 'included':
      return 'Ejerafgift: sælger oplyser, at grøn ejerafgift er inkluderet i leasingen';
    case 'missing':
      return 'Ejerafgift: ikke oplyst for bilen';
  }
}

function energyMissingHow(energy: Extract<Energy, { status: 'missing' }>): string[] {
  if (energy.missing.includes('fuel_type'))
    return ['Brændstof eller strøm: bilens drivmiddel er ikke oplyst'];
  return energy.missing.map((gap) =>
    gap === 'consumption_kwh'
      ? 'Strøm: elforbruget (kWh/100 km) er ikke oplyst'
      : 'Brændstof: forbruget (l/100 km) er ikke oplyst',
  );
}

/** "Sådan er det beregnet": one sentence per line with the numbers used, then the prices' date. */
export function runningCostHowTexts(cost: RunningCost): string[] {
  const energy = cost.energy;
  return [
    `Leasing: ${formatKr(cost.lease_total)} ÷ ${cost.period_months} mdr. = ${formatMonthly(cost.lease_monthly)}`,
    ownershipTaxHow(cost.ownership_tax),
    ...(energy.status === 'computed'
      ? energy.uses.map((use) => energyUseText(use, cost.mileage_per_year))
      : energyMissingHow(energy)),
    ...(energy.status === 'computed' && energy.plug_in
      ? ['Plug-in hybrid: begge oplyste forbrug tæller med, hver til sin pris']
      : []),
    `Energipriser pr. ${formatDate(cost.prices.asOf)}, inkl. moms. Forbruget er bilens oplyste forbrug; dit eget afhænger af, hvordan du kører.`,
  ];
}
