import type { TextCell } from '../../pdf/text-line';
import { builtInVocabulary, type ColumnMeaning, type Vocabulary } from './column-meaning';
import { groupLabels } from './header-groups';
import { readAmount } from './read-amount';
import type { ReaderLine } from './reading-order';
import { readStatedTerms, readSupplement } from './statement-lines';

/** A column of a price table: its horizontal extent and what it holds. */
/** A column with its place and its header's words as printed (the reader's evidence cites them). */
export type TableColumn = ColumnMeaning & { x: number; right: number; header?: string };

/**
 * A table header found in the document: the lines it spans (a header often takes two or three lines:
 * "Ydelse / pr. md. / kr."), its columns, and any text left of the columns on those lines (real lists
 * put a body type or an engine line there: "5-dørs, 1.0 benzin 72 hk").
 */
export type HeaderBlock = { first: number; last: number; columns: TableColumn[]; leftTexts: string[] };

// Lines of one header sit at most this many font sizes apart.
const HEADER_LINE_GAP = 2.2;
// Lines of one header differ in font size by at most this factor.
const HEADER_FONT_SPREAD = 1.2;
// Longer runs of text are prose or notes, not header words.
const MAX_HEADER_TEXT = 40;

/** Every header block of the document, keyed by the index of its first line. */
export function findHeaderBlocks(
  lines: readonly ReaderLine[],
  vocabulary: Vocabulary = builtInVocabulary,
): Map<number, HeaderBlock> {
  const blocks = new Map<number, HeaderBlock>();
  let index = 0;
  while (index < lines.length) {
    const line = lines[index] as ReaderLine;
    if (!isHeaderSeed(line, vocabulary)) {
      index++;
      continue;
    }
    let first = index;
    while (
      first > 0 &&
      belongsToHeader(lines[first - 1] as ReaderLine, lines[first] as ReaderLine, true, vocabulary)
    )
      first--;
    let last = index;
    while (
      last + 1 < lines.length &&
      belongsToHeader(lines[last + 1] as ReaderLine, lines[last] as ReaderLine, false, vocabulary)
    )
      last++;
    const block = readBlock(lines.slice(first, last + 1), first, last, vocabulary);
    if (block) {
      blocks.set(first, block);
      index = last + 1;
    } else {
      index++;
    }
  }
  return blocks;
}

/** At least two header words, and header words in most of the line's runs. */
function isHeaderSeed(line: ReaderLine, vocabulary: Vocabulary): boolean {
  const words = line.segments.filter((segment) => vocabulary.isHeaderWord(segment.text)).length;
  // "Leasingperiode: 36 mdr. | Førstegangsbetaling: 29.995 kr." states terms; it heads no columns.
  const statements = line.segments.filter((segment) => /:\s*\D{0,6}\d/.test(segment.text)).length;
  if (statements > 0 && statements >= words) return false;
  // "20.000 km/år | + 200 kr./md." is a row of a tillæg table, not a header.
  if (readSupplement(line.text)) return false;
  // Bare mileages in ascending order ("Variant | 15.000 | 20.000") head a matrix beside a header word.
  const mileages = line.segments
    .filter((segment) => isDataAmount(segment.text) && isBareMileage(segment.text))
    .map((segment) => readAmount(segment.text) ?? 0);
  // Ascending, or ascending again for each group of a two-line header ("20.000 … 35.000 20.000 … 35.000").
  const runs: number[][] = [];
  for (const value of mileages) {
    const run = runs.at(-1);
    if (run && value > (run.at(-1) ?? 0)) run.push(value);
    else runs.push([value]);
  }
  const ascending = mileages.length >= 2 && runs.every((run) => run.length >= 2);
  const matrixWords = words >= 1 && ascending ? mileages.length : 0;
  const amounts = line.segments.filter((segment) => isDataAmount(segment.text)).length - matrixWords;
  const headerWords = words + matrixWords;
  return headerWords >= 2 && amounts === 0 && headerWords * 2 >= line.segments.length - 1;
}

function isBareMileage(text: string): boolean {
  const value = readAmount(text);
  return value !== null && value >= 5000 && value <= 100_000 && value % 500 === 0;
}

/** A header line's neighbour that continues it: close by, same page, no data amounts. */
function belongsToHeader(
  candidate: ReaderLine,
  neighbour: ReaderLine,
  above: boolean,
  vocabulary: Vocabulary,
): boolean {
  if (candidate.page !== neighbour.page) return false;
  const gap = Math.abs(candidate.y - neighbour.y);
  if (gap > HEADER_LINE_GAP * Math.max(candidate.fontSize, neighbour.fontSize)) return false;
  if (candidate.segments.some((segment) => isDataAmount(segment.text))) {
    // The mileages of a matrix under a group label line ("Udbetaling 0 kr." over "20.000 … 35.000").
    if (!above && isHeaderSeed(candidate, vocabulary)) return true;
    if (!amountsNameTheirColumns(candidate, neighbour, vocabulary)) return false;
    return candidate.segments.every(
      (segment) => isDataAmount(segment.text) || vocabulary.isHeaderWord(segment.text),
    );
  }
  // A title or heading in a larger font is not a header line.
  if (candidate.fontSize > HEADER_FONT_SPREAD * neighbour.fontSize) return false;
  if (above) {
    // A line above joins only with header words of its own ("Ydelse" over "pr. md.").
    // One header word alone ("Km pr. år" over a matrix) joins only when it holds no number:
    // "36 MÅNEDER" above a header states terms.
    // A sentence stating terms ("Ingen udbetaling.") is prose above the table, not a header line.
    if (readStatedTerms(candidate.text)) return false;
    const single = candidate.segments.length === 1 && !/\d/.test(candidate.text);
    return (
      candidate.segments.some((segment) => vocabulary.isHeaderWord(segment.text)) &&
      (candidate.segments.length >= 2 || single) &&
      candidate.segments.every((segment) => segment.text.length <= MAX_HEADER_TEXT)
    );
  }
  // A trim alone under the header ("Juke 1.6 Hybrid N-Connecta 143 HK") names the rows below it; beside
  // the header's last words ("1.5 TSI 150 HK | kr. | kr.") it is the header's left text.
  if (candidate.segments.every((segment) => ENGINE_IN_TEXT.test(segment.text))) return false;
  return candidate.segments.every((segment) => segment.text.length <= MAX_HEADER_TEXT);
}

const ENGINE_IN_TEXT = /\d\s*(?:hk|hp|ps|kw|kwh)\b/i;

/**
 * A header line whose amounts each stand over or under a first-payment word of the next header line
 * ("Udbetaling" over "4.995 kr.", "0,-" over "førstegangsbetaling"), or mileages over their unit
 * ("15.000" over "km/år"): the amounts name their columns, they are not values.
 */
function amountsNameTheirColumns(
  candidate: ReaderLine,
  neighbour: ReaderLine,
  vocabulary: Vocabulary,
): boolean {
  const amounts = candidate.segments.filter((segment) => isDataAmount(segment.text));
  // "15.000 | 20.000" over "km/år | km/år": bare mileages whose unit is the next line's word.
  const mileages = amounts.every((amount) => isBareMileage(amount.text));
  return (
    amounts.length >= 2 &&
    amounts.every((amount) =>
      neighbour.segments.some((word) => {
        const kind = vocabulary.meaning(word.text)?.kind;
        return (
          Math.min(word.right, amount.right) - Math.max(word.x, amount.x) > 1 &&
          (kind === 'first_payment' || (mileages && kind === 'mileage'))
        );
      }),
    )
  );
}

/** An amount that would be a table value, not a header's "(36 mdr.)" or "15.000 km". */
function isDataAmount(text: string): boolean {
  if (/km|mdr|måneder|\d\s*md\b|\(/i.test(text)) return false;
  return readAmount(text) !== null;
}

function readBlock(
  lines: readonly ReaderLine[],
  first: number,
  last: number,
  vocabulary: Vocabulary,
): HeaderBlock | null {
  const all = lines.flatMap((line) => line.segments.map((segment) => ({ segment, y: line.y })));
  const groups = groupLabels(all);
  const segments = all.filter((part) => !groups.isLabel(part));
  const meaningful = segments.filter(({ segment }) => vocabulary.isHeaderWord(segment.text));
  const leftEdge = Math.min(...meaningful.map(({ segment }) => segment.x));
  const leftTexts: string[] = [];
  const clusters: Array<{ x: number; right: number; parts: Array<{ segment: TextCell; y: number }> }> = [];
  for (const part of segments) {
    const { segment } = part;
    if (segment.right <= leftEdge + 1 && !vocabulary.isHeaderWord(segment.text)) {
      leftTexts.push(segment.text);
      continue;
    }
    const overlapping = clusters.filter(
      (cluster) => Math.min(cluster.right, segment.right) - Math.max(cluster.x, segment.x) > 1,
    );
    const merged = { x: segment.x, right: segment.right, parts: [part] };
    for (const cluster of overlapping) {
      merged.x = Math.min(merged.x, cluster.x);
      merged.right = Math.max(merged.right, cluster.right);
      merged.parts.push(...cluster.parts);
      clusters.splice(clusters.indexOf(cluster), 1);
    }
    clusters.push(merged);
  }
  const columns = clusters
    .sort((a, b) => a.x - b.x)
    .map((cluster): TableColumn => {
      const text = [...groups.labelsOf(cluster), ...cluster.parts]
        .sort((a, b) => a.y - b.y || a.segment.x - b.segment.x)
        .map((part) => part.segment.text)
        .join(' ')
        // A word split over two header lines ("Førstegangs-" / "ydelse"), not "0,-".
        .replace(/(\p{L})- /gu, '$1');
      return {
        ...(vocabulary.meaning(text) ?? { kind: 'other' }),
        x: cluster.x,
        right: cluster.right,
        header: text,
      };
    });
  // One "Førstegangsydelse 4.995 kr." is a label with its value; only several name price columns.
  if (columns.filter((column) => column.firstPayment !== undefined).length < 2) {
    for (const column of columns) {
      if (column.firstPayment === undefined) continue;
      column.kind = 'first_payment';
      delete column.firstPayment;
    }
  }
  const usable = columns.filter((column) => column.kind !== 'other');
  if (!columns.some((column) => column.kind === 'monthly') || usable.length < 2) return null;
  return { first, last, columns: withoutCornerLabels(columns), leftTexts };
}

/**
 * The corner of a matrix ("Km/år" or "Løbetid" left of price columns that each name their mileage or
 * term) labels the header row, not a column of values: the rows' names stand under it.
 */
function withoutCornerLabels(columns: TableColumn[]): TableColumn[] {
  const prices = columns.filter((column) => column.kind === 'monthly');
  const named = (axis: 'mileage' | 'period') =>
    prices.length >= 2 && prices.every((column) => column[axis] !== undefined);
  const [first] = columns;
  const corner =
    first !== undefined &&
    first.mileage === undefined &&
    first.period === undefined &&
    ((first.kind === 'mileage' && named('mileage')) || (first.kind === 'period' && named('period')));
  return corner ? columns.slice(1) : columns;
}
