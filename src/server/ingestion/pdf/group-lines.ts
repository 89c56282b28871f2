import type { PdfPageText, PositionedText } from './positioned-text';
import { lineText, type TextCell, type TextLine } from './text-line';

// Items whose baselines differ by less than this share of the font size are on one line.
const SAME_LINE_SHARE = 0.4;
// A horizontal gap wider than this share of the font size starts a new cell (a word space is ~0.28).
const CELL_GAP_SHARE = 0.9;
// Segments split at narrower gaps: more than two word spaces of a proportional font (~0.28 each)…
const SEGMENT_GAP_SHARE = 0.6;
// …or, in a monospaced font, wider than its word space (0.6, the width of every character).
const MONOSPACED_SEGMENT_GAP_SHARE = 0.75;
const MONOSPACED_CHARACTER = 0.6;

/** Groups each page's items into lines (by baseline) and each line into cells (by horizontal gaps). */
export function groupIntoLines(pages: PdfPageText[]): TextLine[] {
  return pages.flatMap((page) => linesOfPage(page.pageNumber, page.items));
}

function linesOfPage(pageNumber: number, items: PositionedText[]): TextLine[] {
  const sorted = [...items].sort((a, b) => a.top - b.top || a.x - b.x);
  const rows: PositionedText[][] = [];
  for (const item of sorted) {
    const row = rows.at(-1);
    const first = row?.[0];
    if (row && first && Math.abs(item.top - first.top) <= SAME_LINE_SHARE * Math.max(item.fontSize, 1)) {
      row.push(item);
    } else {
      rows.push([item]);
    }
  }
  return rows.map((row) => toLine(pageNumber, row));
}

function toLine(pageNumber: number, row: PositionedText[]): TextLine {
  const items = [...row].sort((a, b) => a.x - b.x);
  const fontSize = Math.max(...items.map((item) => item.fontSize));
  const cells = joinItems(items, CELL_GAP_SHARE);
  const segments = joinItems(items, isMonospaced(items) ? MONOSPACED_SEGMENT_GAP_SHARE : SEGMENT_GAP_SHARE);
  const top = Math.min(...items.map((item) => item.top));
  return { page: pageNumber, y: top, fontSize, cells, text: lineText(cells), segments };
}

/** Every run of four or more characters is 0.6 em per character, as in Courier. */
function isMonospaced(items: readonly PositionedText[]): boolean {
  const measured = items.filter((item) => item.text.length >= 4 && item.fontSize > 0);
  return (
    measured.length > 0 &&
    measured.every(
      (item) => Math.abs(item.width / (item.text.length * item.fontSize) - MONOSPACED_CHARACTER) < 0.03,
    )
  );
}

/** Items left to right, joined while the gap to the next is at most `gapShare` of its font size. */
function joinItems(items: PositionedText[], gapShare: number): TextCell[] {
  const cells: TextCell[] = [];
  for (const item of items) {
    const last = cells.at(-1);
    const right = item.x + item.width;
    if (last && item.x - last.right <= gapShare * item.fontSize) {
      const joiner = item.x - last.right > 0.1 * item.fontSize ? ' ' : '';
      last.text = `${last.text}${joiner}${item.text}`.replace(/\s+/g, ' ');
      last.right = Math.max(last.right, right);
    } else {
      cells.push({ text: item.text.replace(/\s+/g, ' '), x: item.x, right });
    }
  }
  for (const cell of cells) cell.text = cell.text.trim();
  return cells;
}
