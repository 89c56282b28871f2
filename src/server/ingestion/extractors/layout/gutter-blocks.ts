import type { TextCell } from '../../pdf/text-line';
import { readAmount } from './read-amount';
import type { ReaderLine } from './reading-order';

/**
 * Two blocks of cars set side by side whose lines do not share baselines (the right block starts a
 * little lower, so the text layer mixes its lines with the left block's): found by the gutter between
 * them. A gutter is an x no run of text crosses over a stretch of lines, with a block on each side:
 * text lines starting at the same left edge (a trim with its horsepower, specs, labels) and prices. A
 * table's own column gaps do not qualify: no trim heading starts right of them.
 */

// Blocks this far apart at least; table columns sit closer.
const MIN_GUTTER = 12;
// A block shows at least this many text lines starting at its left edge…
const MIN_EDGE_TEXT_LINES = 3;
// …and at least this many prices.
const MIN_PRICES = 2;
// Lines of a stretch follow each other at most this many font sizes apart.
const MAX_LINE_GAP = 4;

type Stretch = { start: number; end: number; x: number };

const isPrice = (segment: TextCell) => {
  const value = readAmount(segment.text);
  return value !== null && value >= 100 && /kr|,-|dkk/i.test(segment.text);
};
const startsWithText = (segment: TextCell | undefined) =>
  segment !== undefined && /^\p{L}/u.test(segment.text) && readAmount(segment.text) === null;

/** The page's lines with every side-by-side stretch read left block first, then right block. */
export function splitAtGutters(lines: readonly ReaderLine[]): ReaderLine[] {
  const stretch = findStretch(lines);
  if (!stretch) return [...lines];
  const region = lines.slice(stretch.start, stretch.end);
  const left = region.flatMap((line) => part(line, (segment) => segment.right <= stretch.x));
  const right = region.flatMap((line) => part(line, (segment) => segment.x >= stretch.x));
  return [...lines.slice(0, stretch.start), ...left, ...right, ...splitAtGutters(lines.slice(stretch.end))];
}

function part(line: ReaderLine, keep: (segment: TextCell) => boolean): ReaderLine[] {
  const segments = line.segments.filter(keep);
  return segments.length === 0
    ? []
    : [{ ...line, segments, text: segments.map((segment) => segment.text).join(' ') }];
}

function findStretch(lines: readonly ReaderLine[]): Stretch | null {
  for (const x of gutterCandidates(lines)) {
    let start = 0;
    while (start < lines.length) {
      let end = start;
      while (end < lines.length && !crosses(lines[end] as ReaderLine, x) && follows(lines, start, end)) end++;
      if (end - start >= 4 && isSideBySide(lines.slice(start, end), x)) return { start, end, x };
      start = Math.max(end, start + 1);
    }
  }
  return null;
}

/** Midpoints of wide gaps between runs, most frequent first. */
function gutterCandidates(lines: readonly ReaderLine[]): number[] {
  const counts = new Map<number, number>();
  for (const line of lines) {
    for (let index = 1; index < line.segments.length; index++) {
      const [before, after] = [line.segments[index - 1] as TextCell, line.segments[index] as TextCell];
      if (after.x - before.right < MIN_GUTTER) continue;
      // The right block's edge, a little left of it: blocks align their left edges, not their gaps.
      const x = Math.round(after.x - 2);
      counts.set(x, (counts.get(x) ?? 0) + 1);
    }
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1])
    .map(([x]) => x);
}

const crosses = (line: ReaderLine, x: number) =>
  line.segments.some((segment) => segment.x < x && segment.right > x);

function follows(lines: readonly ReaderLine[], start: number, end: number): boolean {
  if (end === start) return true;
  const [before, line] = [lines[end - 1] as ReaderLine, lines[end] as ReaderLine];
  return before.page === line.page && line.y - before.y <= MAX_LINE_GAP * line.fontSize;
}

function isSideBySide(region: readonly ReaderLine[], x: number): boolean {
  const sides = [
    region.map((line) => line.segments.filter((segment) => segment.right <= x)),
    region.map((line) => line.segments.filter((segment) => segment.x >= x)),
  ];
  return sides.every((side) => {
    const firsts = side.map((segments) => segments[0]).filter((segment) => segment !== undefined);
    const edge = Math.min(...firsts.map((segment) => segment.x));
    const textAtEdge = firsts.filter((segment) => Math.abs(segment.x - edge) <= 2 && startsWithText(segment));
    const prices = side.flat().filter(isPrice).length;
    // Each block names its car: a trim with its horsepower at the block's edge (or the power alone,
    // wrapped under the trim's name).
    const atEdge = firsts.filter((segment) => Math.abs(segment.x - edge) <= 2).map((segment) => segment.text);
    const namesCar = atEdge.some(
      (text, index) =>
        /\d\s*(?:hk|hp|kw)\b/i.test(text) ||
        (/\d$/.test(text) && /^(?:hk|hp|kw)\.?$/i.test(atEdge[index + 1] ?? '')),
    );
    return textAtEdge.length >= MIN_EDGE_TEXT_LINES && prices >= MIN_PRICES && namesCar;
  });
}
