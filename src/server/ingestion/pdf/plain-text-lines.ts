import { lineText, type TextCell, type TextLine } from './text-line';

/**
 * Pasted text as lines of cells: columns are separated by tabs, or else by two or more spaces.
 * A tab-separated cell's x is its column number (so empty cells keep their place); a space-separated
 * cell's x is its character offset, which lines up with the header when the text was aligned.
 */
export function linesFromPlainText(text: string): TextLine[] {
  const rows = text.replace(/\r\n?/g, '\n').split('\n');
  const lines: TextLine[] = [];
  rows.forEach((row, index) => {
    const cells = row.includes('\t') ? tabCells(row) : spacedCells(row);
    if (cells.every((cell) => cell.text.length === 0)) return;
    lines.push({ page: 1, y: index, fontSize: 1, cells, text: lineText(cells) });
  });
  return lines;
}

// Wide enough that a tab column never overlaps its neighbour.
const TAB_COLUMN_WIDTH = 1000;

function tabCells(row: string): TextCell[] {
  return row.split('\t').map((part, column) => ({
    text: part.trim().replace(/\s+/g, ' '),
    x: column * TAB_COLUMN_WIDTH,
    right: column * TAB_COLUMN_WIDTH + TAB_COLUMN_WIDTH / 2,
  }));
}

function spacedCells(row: string): TextCell[] {
  const cells: TextCell[] = [];
  for (const match of row.matchAll(/\S+(?: \S+)*/g)) {
    cells.push({ text: match[0], x: match.index, right: match.index + match[0].length });
  }
  return cells;
}
