import { parseDanishInteger } from '../../../../domain/ingestion/danish-numbers';
import type { TextCell, TextLine } from '../../pdf/text-line';

export type ColumnKind =
  | 'make'
  | 'model'
  | 'variant'
  | 'horsepower'
  | 'fuel'
  | 'transmission'
  | 'mileage'
  | 'period'
  | 'first_payment'
  | 'monthly'
  | 'total'
  | 'supplement'
  /** A header the extractor does not use (CO2, colour…): it keeps its values out of the other columns. */
  | 'other';

/**
 * One column of a price table. A matrix column ("15.000 km", "36 mdr.") is a monthly price with its
 * mileage or period fixed by the header; a supplement column ("Merpris pr. 5.000 km") has its step.
 */
export type TableColumn = {
  kind: ColumnKind;
  x: number;
  right: number;
  mileage?: number;
  period?: number;
  stepKm?: number;
};

// Order matters: "Førstegangsydelse" contains "ydelse", "Ydelse pr. md." contains "md".
const TERMS: Array<[ColumnKind, RegExp]> = [
  ['total', /total|samled[e]? (?:omkostning|pris)|samlet (?:pris|omkostning|beløb)|i alt/],
  ['first_payment', /udbetaling|førstegangs|første ?(?:betaling|ydelse)|engangsydelse|startydelse/],
  ['monthly', /ydelse|pr\.? ?md|\/ ?md|månedlig|mdl\.|md\.? ?pris|leasingpris|pris pr\.? måned/],
  ['period', /løbetid|periode|^mdr\.?$|^måneder$|antal mdr/],
  ['mileage', /km|kilometer|kørsel/],
  ['horsepower', /^hk$|^hp$|^ps$|hestekræfter|^effekt/],
  ['fuel', /brændstof|drivmiddel|^drivlinje$/],
  ['transmission', /^gear|^transmission/],
  ['make', /^mærke$|^fabrikat$|^make$/],
  ['variant', /variant|^version|udstyr|^motor|beskrivelse/],
  ['model', /^model|^bilmodel/],
];
const MAX_HEADER_CELL_LENGTH = 40;

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[:*]+$/, '')
    .trim();
}

/** What a header cell names, or null when it is not a price-table header term. */
export function readColumn(cell: TextCell): TableColumn | null {
  const text = normalise(cell.text);
  if (text.length === 0 || text.length > MAX_HEADER_CELL_LENGTH) return null;
  const base = { x: cell.x, right: cell.right };
  const amount = /\d/.test(text) ? parseDanishInteger(text) : null;
  if (/^(?:merpris|tillæg)/.test(text)) {
    return amount !== null && amount >= 1000 && /km/.test(text)
      ? { kind: 'supplement', stepKm: amount, ...base }
      : null;
  }
  if (amount !== null) {
    if (/km/.test(text) && amount >= 1000) return { kind: 'monthly', mileage: amount, ...base };
    if (/mdr|måneder/.test(text) && amount <= 120) return { kind: 'monthly', period: amount, ...base };
    return null;
  }
  for (const [kind, pattern] of TERMS) {
    if (pattern.test(text)) return { kind, ...base };
  }
  return null;
}

/**
 * The columns of a header line, or null when the line is not a price-table header: it needs a monthly
 * price (or matrix) column, a model or variant column, at least three recognised terms, and at least
 * half of its cells recognised.
 */
export function readHeaderColumns(line: TextLine): TableColumn[] | null {
  const cells = line.cells.filter((cell) => cell.text.length > 0);
  const columns = cells.map(
    (cell): TableColumn => readColumn(cell) ?? { kind: 'other', x: cell.x, right: cell.right },
  );
  const recognised = columns.filter((column) => column.kind !== 'other');
  const kinds = new Set(recognised.map((column) => column.kind));
  const looksLikeHeader =
    recognised.length >= 3 &&
    recognised.length * 2 >= columns.length &&
    kinds.has('monthly') &&
    (kinds.has('model') || kinds.has('variant'));
  return looksLikeHeader ? columns : null;
}

// A second header line sits at most this many font sizes below the first.
const HEADER_LINE_GAP = 1.8;

/**
 * A header printed on two lines ("Ydelse" over "pr. md."): the lower line's cells are appended to the
 * upper cells they overlap (or added as cells of their own) and the result read as one header.
 */
export function readTwoLineHeader(upper: TextLine, lower: TextLine | undefined): TableColumn[] | null {
  if (!lower || lower.page !== upper.page || lower.y - upper.y > HEADER_LINE_GAP * upper.fontSize)
    return null;
  if (lower.cells.some((cell) => /\d/.test(cell.text) && !/\d[\d.]*\s*(?:km|mdr)/i.test(cell.text)))
    return null;
  const cells = upper.cells.map((cell) => ({ ...cell }));
  for (const cell of lower.cells) {
    const above = cells.find((candidate) => candidate.x < cell.right && cell.x < candidate.right);
    if (above) {
      above.text = `${above.text} ${cell.text}`;
      above.x = Math.min(above.x, cell.x);
      above.right = Math.max(above.right, cell.right);
    } else {
      cells.push({ ...cell });
    }
  }
  cells.sort((a, b) => a.x - b.x);
  return readHeaderColumns({ ...upper, cells, text: cells.map((cell) => cell.text).join(' ') });
}

/** Same columns in the same order: a header repeated on the next page continues the table. */
export function sameColumns(a: TableColumn[], b: TableColumn[]): boolean {
  return (
    a.length === b.length &&
    a.every((column, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        column.kind === other.kind &&
        column.mileage === other.mileage &&
        column.period === other.period &&
        column.stepKm === other.stepKm
      );
    })
  );
}

/**
 * The text of each column on a row. Columns split the line at the midpoints between neighbouring
 * headers, and a cell belongs to the column it overlaps most: this works for left- and right-aligned
 * values under narrower headers.
 */
export function cellsByColumn(line: TextLine, columns: TableColumn[]): Map<TableColumn, string> {
  const sorted = [...columns].sort((a, b) => a.x - b.x);
  const bounds = sorted.map((column, index) => {
    const previous = sorted[index - 1];
    const next = sorted[index + 1];
    return {
      column,
      left: previous ? (previous.right + column.x) / 2 : Number.NEGATIVE_INFINITY,
      right: next ? (column.right + next.x) / 2 : Number.POSITIVE_INFINITY,
    };
  });
  const texts = new Map<TableColumn, string>();
  for (const cell of line.cells) {
    if (cell.text.length === 0) continue;
    let best = bounds[0];
    let bestOverlap = Number.NEGATIVE_INFINITY;
    for (const bound of bounds) {
      const overlap = Math.min(cell.right, bound.right) - Math.max(cell.x, bound.left);
      if (overlap > bestOverlap) {
        best = bound;
        bestOverlap = overlap;
      }
    }
    if (!best) continue;
    const previous = texts.get(best.column);
    texts.set(best.column, previous ? `${previous} ${cell.text}` : cell.text);
  }
  return texts;
}
