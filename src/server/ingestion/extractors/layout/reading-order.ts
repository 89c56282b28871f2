import type { TextCell, TextLine } from '../../pdf/text-line';
import { builtInVocabulary, type ColumnMeaning, type Vocabulary } from './column-meaning';
import { splitAtGutters } from './gutter-blocks';
import { readAmount } from './read-amount';

/** A line as the layout reader walks it: its runs of text and where it stands in the source. */
export type ReaderLine = {
  page: number;
  /** 1-based visual line on its page, as the admin sees it in the source. */
  line: number;
  y: number;
  fontSize: number;
  segments: TextCell[];
  text: string;
};

/**
 * The document's lines in reading order. A page with two price blocks side by side (a header whose
 * columns repeat: "Km/år … Ydelse | Km/år … Ydelse") is read as its left half, then its right half,
 * between any lines that span both.
 */
export function linesInReadingOrder(
  lines: readonly TextLine[],
  vocabulary: Vocabulary = builtInVocabulary,
): ReaderLine[] {
  const pages = new Map<number, ReaderLine[]>();
  for (const line of lines) {
    const onPage = pages.get(line.page) ?? [];
    const segments = (line.segments ?? line.cells).filter((segment) => segment.text.length > 0);
    if (segments.length === 0) continue;
    onPage.push({
      page: line.page,
      line: onPage.length + 1,
      y: line.y,
      fontSize: line.fontSize,
      segments,
      text: segments.map((segment) => segment.text).join(' '),
    });
    pages.set(line.page, onPage);
  }
  return [...pages.values()].flatMap((onPage) => readPage(splitAtGutters(onPage), vocabulary));
}

// Rows under a side-by-side header checked for a free gutter.
const ROWS_CHECKED = 6;
// Lines above a side-by-side header that may belong to its blocks (model and variant headings, specs,
// terms stated per block: "Løbetid: 36 mdr.", "Førstegangsydelse: 14.995 kr."), as long as they
// follow each other closely: a wider gap than this many font sizes ends the block above.
const LINES_ABOVE_HEADER = 8;
const BLOCK_LINE_GAP = 3.5;

const closeAbove = (lines: readonly ReaderLine[], index: number) => {
  const [above, line] = [lines[index - 1], lines[index]];
  return above !== undefined && line !== undefined && line.y - above.y <= BLOCK_LINE_GAP * line.fontSize;
};

/** A page's lines, with each side-by-side region read left half first, then right half. */
function readPage(lines: readonly ReaderLine[], vocabulary: Vocabulary): ReaderLine[] {
  const headers = splitHeaders(lines, vocabulary);
  const ordered: ReaderLine[] = [];
  let index = 0;
  headers.forEach((found, position) => {
    const crosses = (line: ReaderLine) =>
      line.segments.some((segment) => segment.x < found.splitX && segment.right > found.splitX);
    let start = found.header;
    while (start > index && found.header - start < LINES_ABOVE_HEADER) {
      const above = lines[start - 1] as ReaderLine;
      if (crosses(above) || isDataRow(above) || !closeAbove(lines, start)) break;
      start--;
    }
    const next = headers[position + 1];
    const limit = next ? headingStart(lines, next, found.header + 1) : lines.length;
    let end = found.header + 1;
    while (end < limit && !crosses(lines[end] as ReaderLine)) end++;
    ordered.push(...lines.slice(index, start), ...splitRegion(lines.slice(start, end), found.splitX));
    index = end;
  });
  ordered.push(...lines.slice(index));
  return ordered;
}

/** Where the headings above a split header begin (its model and variant lines), not before `floor`. */
function headingStart(lines: readonly ReaderLine[], found: SplitHeader, floor: number): number {
  let start = found.header;
  while (
    start > floor &&
    found.header - start < LINES_ABOVE_HEADER &&
    !isDataRow(lines[start - 1] as ReaderLine) &&
    closeAbove(lines, start)
  )
    start--;
  return start;
}

/** Two or more amounts: a row of a table, not a heading. */
function isDataRow(line: ReaderLine): boolean {
  return line.segments.filter((segment) => readAmount(segment.text) !== null).length >= 2;
}

type SplitHeader = { header: number; splitX: number };

function splitHeaders(lines: readonly ReaderLine[], vocabulary: Vocabulary): SplitHeader[] {
  const found: SplitHeader[] = [];
  for (let index = 0; index < lines.length; index++) {
    const below: ReaderLine[] = [];
    for (const line of lines.slice(index + 1, index + 1 + ROWS_CHECKED)) {
      if (!isDataRow(line)) break;
      below.push(line);
    }
    const splitX = sideBySideSplit(lines[index] as ReaderLine, below, vocabulary);
    if (splitX !== null) found.push({ header: index, splitX });
  }
  return found;
}

/**
 * The x between two side-by-side blocks when a line is a header of two tables: the widest gap
 * between its runs that leaves a price column and another column on each side; else null.
 */
function sideBySideSplit(
  line: ReaderLine,
  below: readonly ReaderLine[],
  vocabulary: Vocabulary,
): number | null {
  const meanings = line.segments.map((segment) => vocabulary.meaning(segment.text));
  if (meanings.filter((meaning) => meaning && meaning.kind !== 'other').length < 4) return null;
  // Each side is a table of its own: a price column, another column, and no column twice.
  const isTable = (part: typeof meanings) => {
    const keys = part
      .filter((meaning) => meaning && meaning.kind !== 'other')
      .map((meaning) => `${meaning?.kind}|${meaning?.mileage ?? ''}|${meaning?.period ?? ''}`);
    return (
      new Set(keys).size === keys.length &&
      part.some((meaning) => meaning?.kind === 'monthly') &&
      part.some((meaning) => meaning && meaning.kind !== 'monthly' && meaning.kind !== 'other')
    );
  };
  let best: { gap: number; x: number } | null = null;
  for (let index = 1; index < line.segments.length; index++) {
    const before = line.segments[index - 1] as TextCell;
    const at = line.segments[index] as TextCell;
    const gap = at.x - before.right;
    const [left, right] = [meanings.slice(0, index), meanings.slice(index)];
    if (!isTable(left) || !isTable(right) || sharedKinds(left, right) < 2) continue;
    const x = (before.right + at.x) / 2;
    // The rows below must leave the gutter free too: a wide name under a narrow header does not.
    const crossed = below.some((row) => row.segments.some((segment) => segment.x < x && segment.right > x));
    if (!crossed && (!best || gap > best.gap)) best = { gap, x };
  }
  return best?.x ?? null;
}

/** Two tables side by side repeat their kinds of column: count the kinds both halves have. */
function sharedKinds(
  left: ReadonlyArray<ColumnMeaning | null>,
  right: ReadonlyArray<ColumnMeaning | null>,
): number {
  const kinds = (part: ReadonlyArray<ColumnMeaning | null>) =>
    new Set(part.flatMap((meaning) => (meaning && meaning.kind !== 'other' ? [meaning.kind] : [])));
  const rightKinds = kinds(right);
  return [...kinds(left)].filter((kind) => rightKinds.has(kind)).length;
}

function splitRegion(lines: readonly ReaderLine[], splitX: number): ReaderLine[] {
  const left: ReaderLine[] = [];
  const right: ReaderLine[] = [];
  for (const line of lines) {
    const leftPart = line.segments.filter((segment) => segment.right <= splitX);
    const rightPart = line.segments.filter((segment) => segment.x >= splitX);
    if (leftPart.length > 0) left.push(withSegments(line, leftPart));
    if (rightPart.length > 0) right.push(withSegments(line, rightPart));
  }
  return [...left, ...right];
}

function withSegments(line: ReaderLine, segments: TextCell[]): ReaderLine {
  return { ...line, segments, text: segments.map((segment) => segment.text).join(' ') };
}
