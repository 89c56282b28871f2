import {
  formatKm,
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
  formatNumber,
  MISSING_VALUE,
} from '../format/format-danish';
import { bodyTypeLabel } from '../listings/body-type-labels';
import { DRIVE_TYPE_LABELS } from '../listings/drive-type-labels';
import { fuelLabel } from '../listings/fuel-type-labels';
import { transmissionLabel } from '../listings/transmission-labels';
import type { DriveType } from '../listings/vehicle-values';
import { includedItemLabels, itemStatementText } from '../offers/disclosure-grade';
import { includedItems } from '../offers/included-items';
import type { ComparedCar } from './compare-types';

/** Which way a row's figure is better; 'none' rows are facts, never marked best. */
export type RowDirection = 'lower' | 'higher' | 'none';

/** One car's value on a row: the text shown and the number compared (null: unknown or not comparable). */
export type CompareCell = { text: string; value: number | null };

export type CompareRow = {
  key: string;
  label: string;
  direction: RowDirection;
  cells: CompareCell[];
  /** The index of the car that is the single best on the row; null when none is. */
  best: number | null;
  /** False when every car shows the same text ("Vis kun forskelle" hides the row). */
  differs: boolean;
};

export type CompareGroup = { key: string; title: string; rows: CompareRow[] };

type RowSpec = {
  key: string;
  label: string;
  direction: RowDirection;
  cell: (car: ComparedCar) => CompareCell;
};

const missing: CompareCell = { text: MISSING_VALUE, value: null };

const numberCell = (value: number | null, format: (value: number) => string): CompareCell =>
  value === null ? missing : { text: format(value), value };

const textCell = (value: string | null, toLabel: (stored: string) => string): CompareCell =>
  value ? { text: toLabel(value), value: null } : missing;

const driveLabel = (stored: string) => DRIVE_TYPE_LABELS[stored as DriveType] ?? stored;

/**
 * The car with the strictly best value, when there is exactly one: at least two cars must have a value,
 * and a tie for best marks no one.
 */
export function singleBest(cells: readonly CompareCell[], direction: RowDirection): number | null {
  if (direction === 'none') return null;
  const known = cells.flatMap((cell, index) => (cell.value === null ? [] : [{ value: cell.value, index }]));
  if (known.length < 2) return null;
  const better = (a: number, b: number) => (direction === 'lower' ? a < b : a > b);
  let best = known[0] as { value: number; index: number };
  let tied = false;
  for (const entry of known.slice(1)) {
    if (better(entry.value, best.value)) {
      best = entry;
      tied = false;
    } else if (entry.value === best.value) {
      tied = true;
    }
  }
  return tied ? null : best.index;
}

function toRow(spec: RowSpec, cars: readonly ComparedCar[]): CompareRow {
  const cells = cars.map(spec.cell);
  const first = cells[0]?.text;
  return {
    key: spec.key,
    label: spec.label,
    direction: spec.direction,
    cells,
    best: singleBest(cells, spec.direction),
    differs: cells.some((cell) => cell.text !== first),
  };
}

function priceRows(cars: readonly ComparedCar[]): RowSpec[] {
  // A total over 24 months is not better than one over 36: only compared when every term is the same.
  const sameTerm = new Set(cars.map((car) => car.offer.period_months)).size === 1;
  return [
    {
      key: 'monthly',
      label: 'Månedlig ydelse',
      direction: 'lower',
      cell: (car) => numberCell(car.offer.monthly_price, formatMonthly),
    },
    {
      key: 'effective',
      label: 'Pr. md. inkl. udbetaling og gebyrer',
      direction: 'lower',
      cell: (car) => numberCell(car.effective_monthly_cost, formatMonthly),
    },
    {
      key: 'total',
      label: 'Samlede omkostninger',
      direction: sameTerm ? 'lower' : 'none',
      cell: (car) => numberCell(car.total_cost, formatKr),
    },
    {
      key: 'first_payment',
      label: 'Udbetaling',
      direction: 'none',
      cell: (car) => numberCell(car.offer.first_payment, formatKr),
    },
    {
      key: 'mileage',
      label: 'Kilometer pr. år',
      direction: 'none',
      cell: (car) => numberCell(car.offer.mileage_per_year, formatKmPerYear),
    },
    {
      key: 'term',
      label: 'Leasingperiode',
      direction: 'none',
      cell: (car) => numberCell(car.offer.period_months, formatMonths),
    },
  ];
}

const part = (pick: (parts: NonNullable<ComparedCar['lease_score_parts']>) => number) => (car: ComparedCar) =>
  car.lease_score_parts === null
    ? missing
    : numberCell(pick(car.lease_score_parts), (score) => `${score} / 100`);

const scoreRows: RowSpec[] = [
  {
    key: 'lease_score',
    label: 'LeaseScore',
    direction: 'higher',
    cell: (car) =>
      car.lease_score === null || car.lease_score <= 0
        ? { text: 'Ingen score', value: null }
        : { text: String(car.lease_score), value: car.lease_score },
  },
  {
    key: 'score_rate',
    label: 'Point for ydelsen',
    direction: 'higher',
    cell: part((parts) => parts.monthly_rate),
  },
  {
    key: 'score_mileage',
    label: 'Point for km pr. år',
    direction: 'higher',
    cell: part((parts) => parts.mileage),
  },
  {
    key: 'score_upfront',
    label: 'Point for udbetalingen',
    direction: 'higher',
    cell: part((parts) => parts.upfront),
  },
];

// Included counts as 1 and not included as 0, so the one car that includes an item is marked best.
const includedRows: RowSpec[] = includedItems.map((item) => ({
  key: `included_${item}`,
  label: includedItemLabels[item],
  direction: 'higher',
  cell: (car) => {
    const statement = car.included_items[item];
    const value = statement === undefined ? null : statement.status === 'included' ? 1 : 0;
    return { text: itemStatementText(statement), value };
  },
}));

const carRows: RowSpec[] = [
  { key: 'fuel', label: 'Drivmiddel', direction: 'none', cell: (car) => textCell(car.fuel_type, fuelLabel) },
  {
    key: 'transmission',
    label: 'Gearkasse',
    direction: 'none',
    cell: (car) => textCell(car.transmission, transmissionLabel),
  },
  {
    key: 'body',
    label: 'Karrosseri',
    direction: 'none',
    cell: (car) => textCell(car.body_type, bodyTypeLabel),
  },
  {
    key: 'horsepower',
    label: 'Hestekræfter',
    direction: 'none',
    cell: (car) => numberCell(car.horsepower, (hp) => `${formatNumber(hp)} hk`),
  },
  { key: 'drive', label: 'Drivtype', direction: 'none', cell: (car) => textCell(car.drive_type, driveLabel) },
  { key: 'seats', label: 'Sæder', direction: 'none', cell: (car) => numberCell(car.seats, String) },
  { key: 'doors', label: 'Døre', direction: 'none', cell: (car) => numberCell(car.doors, String) },
  { key: 'year', label: 'Årgang', direction: 'none', cell: (car) => numberCell(car.year, String) },
  {
    key: 'co2',
    label: 'CO₂ udslip',
    direction: 'lower',
    cell: (car) => numberCell(car.co2_g_km, (g) => `${formatNumber(g)} g/km`),
  },
];

const positive = (value: number | null) => (value !== null && value > 0 ? value : null);

const rangeRows: RowSpec[] = [
  {
    key: 'range',
    label: 'Rækkevidde (WLTP)',
    direction: 'higher',
    cell: (car) => numberCell(positive(car.wltp_km), formatKm),
  },
  {
    key: 'consumption_kwh',
    label: 'Elforbrug',
    direction: 'lower',
    cell: (car) =>
      numberCell(positive(car.consumption_kwh_100km), (kwh) => `${formatNumber(kwh, 1)} kWh/100 km`),
  },
  {
    key: 'consumption_l',
    label: 'Brændstofforbrug',
    direction: 'lower',
    cell: (car) => numberCell(positive(car.consumption_l_100km), (l) => `${formatNumber(l, 1)} l/100 km`),
  },
];

function ownershipTaxCell(car: ComparedCar): CompareCell {
  const tax = car.running_cost.ownership_tax;
  if (tax.status === 'missing') return { text: 'Ikke oplyst', value: null };
  if (tax.status === 'included') return { text: 'Inkluderet i leasingen', value: 0 };
  return { text: formatMonthly(tax.monthly), value: tax.monthly };
}

function energyCell(car: ComparedCar): CompareCell {
  const energy = car.running_cost.energy;
  if (energy.status === 'missing') return { text: 'Ikke oplyst', value: null };
  return { text: formatMonthly(energy.monthly), value: energy.monthly };
}

// A total without a line is shown but not compared: it would look cheaper only because it lacks a cost.
function runningTotalCell(car: ComparedCar): CompareCell {
  const cost = car.running_cost;
  if (cost.left_out.length > 0) return { text: `${formatMonthly(cost.total)} (ufuldstændig)`, value: null };
  return { text: formatMonthly(cost.total), value: cost.total };
}

const runningRows: RowSpec[] = [
  { key: 'ownership_tax', label: 'Ejerafgift', direction: 'lower', cell: ownershipTaxCell },
  { key: 'energy', label: 'Brændstof eller strøm', direction: 'lower', cell: energyCell },
  { key: 'running_total', label: 'Samlet månedlig biludgift', direction: 'lower', cell: runningTotalCell },
];

/** Every row of the comparison, grouped, for the cars in the order shown. */
export function compareGroups(cars: readonly ComparedCar[]): CompareGroup[] {
  const groups: { key: string; title: string; specs: RowSpec[] }[] = [
    { key: 'price', title: 'Pris', specs: priceRows(cars) },
    { key: 'score', title: 'LeaseScore', specs: scoreRows },
    { key: 'included', title: 'Inkluderet i prisen', specs: includedRows },
    { key: 'car', title: 'Bilen', specs: carRows },
    { key: 'range', title: 'Rækkevidde og forbrug', specs: rangeRows },
    { key: 'running', title: 'Driftsomkostninger pr. md.', specs: runningRows },
  ];
  return groups.map(({ key, title, specs }) => ({
    key,
    title,
    rows: specs.map((spec) => toRow(spec, cars)),
  }));
}

/** "Vis kun forskelle": the rows where the cars differ; a group left without rows is left out. */
export function onlyDifferences(groups: readonly CompareGroup[]): CompareGroup[] {
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) }))
    .filter((group) => group.rows.length > 0);
}
