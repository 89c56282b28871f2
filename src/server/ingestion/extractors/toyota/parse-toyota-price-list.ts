import { parseDanishInteger } from '../../../../domain/ingestion/danish-numbers';
import type { ExtractedPriceList } from '../../../../domain/ingestion/extracted-price-list';
import { mergeCars } from '../../../../domain/ingestion/merge-cars';
import { readPriceListTerms } from '../../../../domain/ingestion/price-list-terms';
import {
  readBatteryKwh,
  readsAllWheelDrive,
  readVehicleFacts,
} from '../../../../domain/ingestion/vehicle-text';
import type { StoredFuelType } from '../../../../domain/listings/vehicle-values';
import type { TextLine } from '../../pdf/text-line';
import { isTrimName, toyotaModelHeading } from './toyota-models';

export type ToyotaPowertrain = 'electric' | 'hybrid' | 'petrol';

/** One trim of Toyota's price list with everything the /admin/toyota-pdf page shows. */
export type ToyotaVariant = {
  /** Stable slug such as `bz4x_executive_343hp_awd`; equal ids mean the list states a variant twice. */
  id: string;
  make: 'Toyota';
  model: string;
  trim: string;
  /** Catalogue-style name: engine, trim, AWD, power ("73,1 kWh Executive AWD 343 HK"). */
  variant: string;
  engine_specification: string;
  horsepower: number | null;
  battery_capacity_kwh: number | null;
  fuel_type: StoredFuelType | null;
  powertrain_category: ToyotaPowertrain;
  awd: boolean;
  monthly_price: number;
  first_payment: number;
  total_cost: number | null;
  period_months: number;
  mileage_per_year: number;
  page: number;
};

export type ToyotaPriceList = {
  variants: ToyotaVariant[];
  /** Ids that occur more than once. */
  duplicateIds: string[];
  result: ExtractedPriceList;
  warnings: string[];
};

type TrimBlock = { model: string; trim: string; page: number; cells: string[] };

const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+|\d+)(?:,-|,\d{1,2})?`;
const MONTHLY = new RegExp(String.raw`${AMOUNT}\s*kr\.?\s*(?:\/|pr\.?)\s*md`, 'i');
const FIRST_PAYMENT = new RegExp(String.raw`(?:førstegangsydelse|udbetaling)\D{0,12}?${AMOUNT}`, 'i');
const TOTAL = new RegExp(String.raw`(?:samlede omkostninger|totalpris|samlet pris)\D{0,12}?${AMOUNT}`, 'i');

/**
 * True for Toyota Danmark's privatleasing layout: Toyota model headings followed by trims, each with
 * one "kr/md" price. A dealer's table under Toyota headings has many prices per "trim" and is not it.
 */
export function detectToyotaLayout(lines: readonly TextLine[]): boolean {
  const mentionsToyota = lines.some((line) => /toyota/i.test(line.text));
  const priceCounts = trimBlocks(lines)
    .map((block) => block.cells.join(' ').match(new RegExp(MONTHLY.source, 'gi'))?.length ?? 0)
    .filter((count) => count > 0);
  return mentionsToyota && priceCounts.length > 0 && priceCounts.every((count) => count === 1);
}

/** Reads every trim of the price list; the result is the normalised extractor output. */
export function parseToyotaPriceList(lines: readonly TextLine[]): ToyotaPriceList {
  const blocks = trimBlocks(lines);
  // Each trim states its own first payment; the document's terms are only the fallback.
  const terms = readPriceListTerms(lines.map((line) => line.text));
  const warnings: string[] = [];
  const variants: ToyotaVariant[] = [];
  for (const block of blocks) {
    const variant = readVariant(block, terms, warnings);
    if (variant) variants.push(variant);
  }
  const counts = new Map<string, number>();
  for (const variant of variants) counts.set(variant.id, (counts.get(variant.id) ?? 0) + 1);
  const duplicateIds = [...counts].filter(([, count]) => count > 1).map(([id]) => id);
  for (const id of duplicateIds) warnings.push(`Varianten ${id} står mere end én gang i prislisten.`);
  return { variants, duplicateIds, result: { cars: mergeCars(variants.map(toCar)) }, warnings };
}

/** Splits the lines into one block per trim: from a trim name to the next trim or model heading. */
function trimBlocks(lines: readonly TextLine[]): TrimBlock[] {
  const blocks: TrimBlock[] = [];
  let model: string | null = null;
  let current: TrimBlock | null = null;
  for (const line of lines) {
    const heading = toyotaModelHeading(line.text);
    if (heading) {
      model = heading;
      current = null;
      continue;
    }
    if (!model) continue;
    const first = line.cells.find((cell) => cell.text.length > 0)?.text ?? '';
    if (isTrimName(first)) {
      current = {
        model,
        trim: first.trim(),
        page: line.page,
        cells: line.cells.slice(1).map((cell) => cell.text),
      };
      blocks.push(current);
    } else if (current) {
      current.cells.push(...line.cells.map((cell) => cell.text));
    }
  }
  return blocks;
}

function readVariant(
  block: TrimBlock,
  terms: ReturnType<typeof readPriceListTerms>,
  warnings: string[],
): ToyotaVariant | null {
  const text = block.cells.join(' ');
  const engine =
    block.cells.find((cell) => /\bhk\b|\bkwh\b/i.test(cell) && !MONTHLY.test(cell))?.trim() ?? '';
  const monthly = amount(MONTHLY, text);
  const first = amount(FIRST_PAYMENT, text) ?? terms.first_payment;
  const total = amount(TOTAL, text);
  const where = `${block.model} ${block.trim} (side ${block.page})`;
  if (monthly === null || monthly <= 0) {
    warnings.push(`${where}: ingen månedlig ydelse fundet.`);
    return null;
  }
  const period =
    terms.period_months ?? (total !== null && first !== null ? wholeMonths(total - first, monthly) : null);
  const mileage = terms.mileage_per_year;
  if (first === null || period === null || mileage === null) {
    warnings.push(`${where}: førstegangsydelse, løbetid eller km/år mangler.`);
    return null;
  }
  if (total !== null && first + period * monthly !== total) {
    warnings.push(
      `${where}: samlede omkostninger ${total} passer ikke med ${first} + ${period} × ${monthly}.`,
    );
  }
  const facts = readVehicleFacts(engine);
  const awd = readsAllWheelDrive(`${engine} ${block.trim}`);
  const battery = readBatteryKwh(engine);
  return {
    id: slug([block.model, block.trim, facts.horsepower ? `${facts.horsepower}hp` : '', awd ? 'awd' : '']),
    make: 'Toyota',
    model: block.model,
    trim: block.trim,
    variant: variantName(block.trim, engine, facts.horsepower, awd),
    engine_specification: engine,
    horsepower: facts.horsepower,
    battery_capacity_kwh: battery,
    fuel_type: facts.fuel_type,
    powertrain_category: powertrain(facts.fuel_type),
    awd,
    monthly_price: monthly,
    first_payment: first,
    total_cost: total,
    period_months: period,
    mileage_per_year: mileage,
    page: block.page,
  };
}

/** Like the catalogue's Toyota names: "1.5 Hybrid Active 116 HK", "73,1 kWh Executive AWD 343 HK". */
function variantName(trim: string, engine: string, horsepower: number | null, awd: boolean): string {
  const battery = readBatteryKwh(engine);
  const displacement = /(\d\.\d)\s*(plug-in hybrid|hybrid)?/i.exec(engine);
  let prefix = '';
  if (battery !== null) prefix = `${String(battery).replace('.', ',')} kWh`;
  else if (displacement?.[1]) {
    const hybrid = displacement[2]?.toLowerCase();
    prefix = `${displacement[1]}${hybrid === 'hybrid' ? ' Hybrid' : hybrid ? ' Plug-in Hybrid' : ''}`;
  }
  const trimHasAwd = readsAllWheelDrive(trim);
  return [prefix, trim, awd && !trimHasAwd ? 'AWD' : '', horsepower ? `${horsepower} HK` : '']
    .filter((part) => part.length > 0)
    .join(' ');
}

function toCar(variant: ToyotaVariant) {
  const facts = readVehicleFacts(variant.engine_specification);
  return {
    make: variant.make,
    model: variant.model,
    variant: variant.variant,
    horsepower: variant.horsepower,
    fuel_type: variant.fuel_type,
    transmission: facts.transmission,
    offers: [
      {
        mileage_per_year: variant.mileage_per_year,
        period_months: variant.period_months,
        first_payment: variant.first_payment,
        monthly_price: variant.monthly_price,
      },
    ],
  };
}

function powertrain(fuel: StoredFuelType | null): ToyotaPowertrain {
  if (fuel === 'Electric') return 'electric';
  if (fuel?.startsWith('Hybrid') || fuel?.startsWith('Plug-in')) return 'hybrid';
  return 'petrol';
}

function amount(pattern: RegExp, text: string): number | null {
  const match = pattern.exec(text);
  return match?.[1] ? parseDanishInteger(match[1]) : null;
}

function wholeMonths(amountLeft: number, monthly: number): number | null {
  const months = amountLeft / monthly;
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : null;
}

function slug(parts: string[]): string {
  return parts
    .filter((part) => part.length > 0)
    .join('_')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
