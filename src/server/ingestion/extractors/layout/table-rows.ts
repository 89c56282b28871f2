import type { TextCell } from '../../pdf/text-line';
import type { ColumnKind } from './column-meaning';
import type { TableColumn } from './header-blocks';
import { readAmount } from './read-amount';
import type { ReaderLine } from './reading-order';

/** A line's runs of text by column; `label` holds what stands left of every column (a trim name). */
export type RowCells = { label: string; byColumn: Map<TableColumn, string> };

/**
 * Assigns each run of a line to the column it overlaps most. Columns reach halfway to their
 * neighbours, so right-aligned numbers under left-aligned headers land where they belong.
 */
export function cellsOf(line: ReaderLine, columns: readonly TableColumn[]): RowCells {
  const sorted = [...columns].sort((a, b) => a.x - b.x);
  const firstX = sorted[0]?.x ?? 0;
  const labelReach = firstX - 0.5 * line.fontSize;
  const bounds = sorted.map((column, index) => {
    const previous = sorted[index - 1];
    const next = sorted[index + 1];
    return {
      column,
      left: previous ? (previous.right + column.x) / 2 : labelReach,
      right: next ? (column.right + next.x) / 2 : Number.POSITIVE_INFINITY,
    };
  });
  const byColumn = new Map<TableColumn, string>();
  const label: string[] = [];
  for (const segment of line.segments.flatMap((segment) => splitAcrossColumns(segment, bounds))) {
    let best: (typeof bounds)[number] | null = null;
    // A value right-aligned under the first column may reach left of it: only text is a label.
    const isValue = readAmount(segment.text) !== null && segment.right > labelReach;
    let bestOverlap = isValue ? Number.NEGATIVE_INFINITY : Math.min(segment.right, labelReach) - segment.x;
    for (const bound of bounds) {
      const overlap = Math.min(segment.right, bound.right) - Math.max(segment.x, bound.left);
      if (overlap > bestOverlap) {
        best = bound;
        bestOverlap = overlap;
      }
    }
    // Text is set left-aligned: a long name reaching over the next column belongs where it starts.
    const startsIn = isValue
      ? undefined
      : bounds.find((bound) => segment.x >= bound.left && segment.x < bound.right);
    if (startsIn && best && startsIn !== best && segment.x >= startsIn.column.x - 0.5 * line.fontSize)
      best = startsIn;
    if (!best) {
      label.push(segment.text);
      continue;
    }
    const previous = byColumn.get(best.column);
    byColumn.set(best.column, previous ? `${previous} ${segment.text}` : segment.text);
  }
  return { label: label.join(' '), byColumn };
}

type Bound = { left: number; right: number };

// Where one value with its unit ends and the next begins: "20 000 km | 36 måneder", "9 995 kr | 3.099 kr.".
const VALUE_BOUNDARY = /(?<=[a-zæøå.,/-])\s+(?=\d)/i;

/**
 * A run that holds a value for each of several columns it spans ("20 000 km 36 måneder" set so close
 * together that the text layer joined them) is split into its values, each placed where its characters
 * stand, so each lands in its own column. Anything else stays whole.
 */
function splitAcrossColumns(segment: TextCell, bounds: readonly Bound[]): TextCell[] {
  const spanned = bounds.filter(
    (bound) => Math.min(segment.right, bound.right) - Math.max(segment.x, bound.left) > 0,
  );
  if (spanned.length < 2) return [segment];
  const parts = segment.text.split(VALUE_BOUNDARY);
  if (parts.length < 2 || parts.some((part) => readAmount(part) === null)) return [segment];
  const perCharacter = (segment.right - segment.x) / Math.max(segment.text.length, 1);
  let offset = 0;
  return parts.map((part) => {
    const start = segment.text.indexOf(part, offset);
    offset = start + part.length;
    return { text: part, x: segment.x + start * perCharacter, right: segment.x + offset * perCharacter };
  });
}

export function textOf(cells: RowCells, columns: readonly TableColumn[], kind: ColumnKind): string {
  const column = columns.find((candidate) => candidate.kind === kind);
  return column ? (cells.byColumn.get(column) ?? '') : '';
}

export function amountOf(cells: RowCells, columns: readonly TableColumn[], kind: ColumnKind): number | null {
  const text = textOf(cells, columns, kind);
  return text ? readAmount(text) : null;
}

/** The monthly prices of a row: one per plain or matrix price column that holds an amount. */
export function monthlyPrices(
  cells: RowCells,
  columns: readonly TableColumn[],
): Array<{ column: TableColumn; price: number }> {
  return columns
    .filter((column) => column.kind === 'monthly')
    .map((column) => ({ column, price: readAmount(cells.byColumn.get(column) ?? '') }))
    .filter(
      (entry): entry is { column: TableColumn; price: number } =>
        entry.price !== null && entry.price >= MIN_MONTHLY && entry.price <= MAX_MONTHLY,
    );
}

const MIN_MONTHLY = 100;
const MAX_MONTHLY = 200_000;

const NUMERIC_KINDS: ReadonlySet<ColumnKind> = new Set([
  'mileage',
  'period',
  'first_payment',
  'monthly',
  'total',
  'minimum',
  'horsepower',
]);

/** How many of the row's columns that hold numbers do hold one. */
export function numericValueCount(cells: RowCells, columns: readonly TableColumn[]): number {
  return columns.filter(
    (column) => NUMERIC_KINDS.has(column.kind) && readAmount(cells.byColumn.get(column) ?? '') !== null,
  ).length;
}
