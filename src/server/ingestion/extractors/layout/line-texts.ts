import { formatNumber } from '../../../../domain/format/format-danish';
import type { ExtractedCar } from '../../../../domain/ingestion/extracted-price-list';
import { readHorsepower } from '../../../../domain/ingestion/vehicle-text';
import type { CarRow } from './assemble-cars';
import type { RowFinding } from './check-cars';
import { sourceAt, type TermSources } from './evidence';
import type { TableColumn } from './header-blocks';
import { readAmount } from './read-amount';
import type { ReaderLine } from './reading-order';
import { readStatedTerms, type StatedTerms } from './statement-lines';
import { amountOf, type RowCells, textOf } from './table-rows';

/** Pure readings of a line's or a row's text the reading stages share. */

// Range, consumption and CO2 describe a car's specs, not which engine it has.
export const SPECS_LINE = /rækkevidde|forbrug|co2|l\/100|kwh\/100|wh\/km|g\/km|wltp/i;

/** Horsepower or a battery size, and not a line of specs: the line names an engine. */
export function namesEngine(text: string): boolean {
  if (SPECS_LINE.test(text)) return false;
  return readHorsepower(text) !== null || /\d\s*kwh\b(?!\s*\/)/i.test(text);
}

/**
 * Terms the document states once for all its prices: each term only when every prose line that states
 * it says the same ("36 mdr." here and "48 mdr." there is for the reader's position to tell, never the
 * whole document's). Rows of a table are not prose.
 */
export function documentWideTerms(lines: readonly ReaderLine[]): StatedTerms {
  const values: { [term in keyof StatedTerms]-?: Set<number> } = {
    period: new Set(),
    mileage: new Set(),
    firstPayment: new Set(),
  };
  for (const line of lines) {
    if (line.segments.filter((segment) => readAmount(segment.text) !== null).length >= 2) continue;
    const stated = readStatedTerms(line.text);
    for (const term of ['period', 'mileage', 'firstPayment'] as const) {
      const value = stated?.[term];
      if (value !== undefined) values[term].add(value);
    }
  }
  const terms: StatedTerms = {};
  for (const term of ['period', 'mileage', 'firstPayment'] as const) {
    const [only, ...others] = values[term];
    if (only !== undefined && others.length === 0) terms[term] = only;
  }
  return terms;
}

/** The first prose line that states each of the document's terms (see documentWideTerms). */
export function documentWideTermSources(lines: readonly ReaderLine[], terms: StatedTerms): TermSources {
  const sources: TermSources = {};
  for (const line of lines) {
    if (line.segments.filter((segment) => readAmount(segment.text) !== null).length >= 2) continue;
    const stated = readStatedTerms(line.text);
    for (const term of ['period', 'mileage', 'firstPayment'] as const) {
      if (sources[term] === undefined && stated?.[term] !== undefined && stated[term] === terms[term]) {
        sources[term] = sourceAt('document', line);
      }
    }
  }
  return sources;
}

/** A term a row states in its label or a text cell ("24 måneder" leading a term × mileage grid row). */
export function rowStatedTerms(cells: RowCells): StatedTerms {
  const texts = [cells.label, ...cells.byColumn.values()].filter(
    (text) => readAmount(text) === null || /mdr|måned|md\.|km/i.test(text),
  );
  const found: StatedTerms = {};
  for (const text of texts) {
    const period = /^(\d{1,2})\s*(?:mdr\.?|måneder|md\.?|mnd\.?)$/i.exec(text.trim())?.[1];
    if (period !== undefined && found.period === undefined) found.period = Number(period);
  }
  return found;
}

/** The mileage a row's km/år cell states; a term in that cell ("24 måneder" under "Mdr. / km") is not one. */
export function rowMileage(cells: RowCells, columns: readonly TableColumn[]): number | null {
  const text = textOf(cells, columns, 'mileage');
  if (!text || /mdr|måned|\bmd\b/i.test(text)) return null;
  return amountOf(cells, columns, 'mileage');
}

export function termOnly(text: string): boolean {
  return /^\s*\d{1,3}(?:[.\s]\d{3})?\s*(?:mdr\.?|måneder|md\.?|mnd\.?|km(?:\/år)?|km pr\.? år|km årligt|km om året)\s*$/i.test(
    text,
  );
}

/** One short run of words without an amount or a label: a name ("GT Hybrid 145 e-DCS6"). */
export function isPlainName(line: ReaderLine): boolean {
  const text = line.text.trim();
  return (
    line.segments.length === 1 &&
    text.length <= 50 &&
    text.split(' ').length <= 6 &&
    /\p{L}/u.test(text) &&
    !/\bkr\b|,-|:/i.test(text) &&
    readStatedTerms(text) === null
  );
}

/** The half-yearly ejerafgift from its column, when the row states one. */
export function taxOf(amount: number | null): Pick<ExtractedCar, 'co2_tax_half_year'> {
  return amount !== null && amount > 0 && amount <= 100_000 ? { co2_tax_half_year: amount } : {};
}

export function withoutOffers(row: CarRow): Omit<CarRow, 'offers' | 'statedTotal' | 'reasons'> {
  const { offers: _offers, statedTotal: _total, reasons: _reasons, ...rest } = row;
  return rest;
}

export function horsepowerOf(value: number | null, cellText: string, described: string): number | null {
  if (value !== null && value >= 30 && value <= 2000)
    return /kw/i.test(cellText) ? readHorsepower(cellText) : value;
  return readHorsepower(cellText) ?? readHorsepower(described);
}

export function kindsOf(columns: readonly TableColumn[]): string {
  return columns.map((column) => `${column.kind}|${column.mileage ?? ''}|${column.period ?? ''}`).join(',');
}

export function sameKinds(a: readonly TableColumn[], b: readonly TableColumn[]): boolean {
  return kindsOf(a) === kindsOf(b);
}

export function wholeMonths(amount: number, monthly: number): number | null {
  const months = amount / monthly;
  return Number.isInteger(months) && months >= 1 && months <= 120 ? months : null;
}

export function median(values: number[]): number {
  if (values.length === 0) return 10;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

export const kr = (amount: number) => `${formatNumber(amount)} kr.`;

export const totalFinding = (note: string, difference: number): RowFinding => ({
  check: 'total_agrees',
  detail: note,
  note,
  difference,
});

/**
 * A km/år or term no Danish list offers: a price or a first payment read in the wrong column. Lists
 * step mileages by 2.500 or 5.000 km (10.000, 12.500, 15.000) and terms by whole months up to 10 years.
 */
export function implausibleTerm(mileage: number, period: number): string | null {
  if (mileage < MIN_MILEAGE || mileage > MAX_MILEAGE || mileage % MILEAGE_STEP !== 0) {
    return `${formatNumber(mileage)} km/år`;
  }
  if (period < MIN_PERIOD || period > MAX_PERIOD) return `${period} mdr.`;
  return null;
}
export const MIN_MILEAGE = 5_000;
export const MAX_MILEAGE = 100_000;
export const MILEAGE_STEP = 500;
export const MIN_PERIOD = 6;
export const MAX_PERIOD = 120;

// Terms printed after a trim's name, from the separator on.
export const TERMS_TAIL =
  /\s*[–—,·|]\s*(?:førstegangs\w*|udbetaling|løbetid|leasingperiode|\d+\s*(?:mdr|måneder|md\.)|\d[\d.\s]*km).*$/i;
