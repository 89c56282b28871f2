/**
 * A price list's text as a grid, the way the teach-a-layout screen shows it: one row per line in the
 * layout reader's reading order, columns where the runs of text stand. Pure, so the server builds the
 * grid and the browser derives the columns of the header row the admin marks, both the same way.
 */

/** A run of text with its horizontal extent (PDF points, or character columns for pasted text). */
export type GridSegment = { text: string; x: number; right: number };

/** A line as the layout reader sees it (structurally the reader's own line type). */
export type GridLine = { page: number; line: number; y: number; segments: readonly GridSegment[] };

/** One cell: the runs of a line that fall in `column`, spanning `span` columns. */
export type LayoutGridCell = { column: number; span: number; text: string };

export type LayoutGridRow = {
  /** The line's position in the whole document's reading order (how the admin marks a header). */
  index: number;
  page: number;
  line: number;
  y: number;
  text: string;
  cells: LayoutGridCell[];
  /** The line's runs as the reader sees them, for the columns of a header marked on it. */
  segments: GridSegment[];
};

export type LayoutGridPage = {
  page: number;
  columns: Array<{ x: number; right: number }>;
  rows: LayoutGridRow[];
};

/** Two runs overlapping by more than this share a column (the reader's own header rule). */
const OVERLAP = 1;

const overlaps = (a: { x: number; right: number }, b: { x: number; right: number }) =>
  Math.min(a.right, b.right) - Math.max(a.x, b.x) > OVERLAP;

/**
 * The document as pages of rows and columns. A page's columns are the horizontal bands that the runs
 * of its multi-run lines (table rows and headers) occupy, overlapping runs joined into one band; a
 * line of one run (a title, a note) is placed from the band it starts in over the bands it covers.
 */
export function layoutGrid(lines: readonly GridLine[]): LayoutGridPage[] {
  const pages: LayoutGridPage[] = [];
  const groups: Array<{ page: number; lines: Array<{ line: GridLine; index: number }> }> = [];
  lines.forEach((line, index) => {
    const last = groups.at(-1);
    if (last && last.page === line.page) last.lines.push({ line, index });
    else groups.push({ page: line.page, lines: [{ line, index }] });
  });
  for (const group of groups) {
    const columns = pageColumns(group.lines.map(({ line }) => line));
    pages.push({
      page: group.page,
      columns,
      rows: group.lines.map(({ line, index }) => ({
        index,
        page: line.page,
        line: line.line,
        y: line.y,
        text: line.segments.map((segment) => segment.text).join(' '),
        cells: placeCells(line.segments, columns),
        segments: line.segments.map(({ text, x, right }) => ({ text, x, right })),
      })),
    });
  }
  return pages;
}

function pageColumns(lines: readonly GridLine[]): Array<{ x: number; right: number }> {
  const runs = lines
    .filter((line) => line.segments.length >= 2)
    .flatMap((line) => line.segments.map(({ x, right }) => ({ x, right })))
    .sort((a, b) => a.x - b.x);
  const bands: Array<{ x: number; right: number }> = [];
  for (const run of runs) {
    const last = bands.at(-1);
    if (last && run.x < last.right - OVERLAP) last.right = Math.max(last.right, run.right);
    else bands.push({ ...run });
  }
  if (bands.length > 0) return bands;
  // Only one-run lines on the page: one column as wide as they are.
  const all = lines.flatMap((line) => line.segments);
  if (all.length === 0) return [];
  return [{ x: Math.min(...all.map((s) => s.x)), right: Math.max(...all.map((s) => s.right)) }];
}

/** The band a position falls in: the last one starting at or before it (the first when none does). */
function bandAt(columns: ReadonlyArray<{ x: number }>, position: number): number {
  let found = 0;
  columns.forEach((column, index) => {
    if (column.x <= position + OVERLAP) found = index;
  });
  return found;
}

function placeCells(segments: readonly GridSegment[], columns: ReadonlyArray<{ x: number; right: number }>) {
  const cells: Array<LayoutGridCell & { end: number }> = [];
  for (const segment of [...segments].sort((a, b) => a.x - b.x)) {
    const start = bandAt(columns, segment.x);
    const end = Math.max(start, bandAt(columns, segment.right - OVERLAP - 1));
    const previous = cells.at(-1);
    if (previous && start <= previous.end) {
      // Two runs in one band (or a run reaching into the next one's): one cell.
      previous.text = `${previous.text} ${segment.text}`;
      previous.end = Math.max(previous.end, end);
      previous.span = previous.end - previous.column + 1;
      continue;
    }
    cells.push({ column: start, span: end - start + 1, text: segment.text, end });
  }
  return cells.map(({ end: _, ...cell }) => cell);
}

/** A column of a header the admin marked: its words (all header lines joined) and its extent. */
export type HeaderColumn = { header: string; x: number; right: number };

/**
 * The columns of a header spanning `lines` (one to three lines): runs that overlap, on any of the
 * lines, are one column, its text read top to bottom ("Ydelse" over "pr. md." is "Ydelse pr. md."),
 * a hyphenated word break joined — as the layout reader joins a header's words.
 */
export function headerColumns(lines: readonly GridLine[]): HeaderColumn[] {
  const clusters: Array<{ x: number; right: number; parts: Array<{ segment: GridSegment; y: number }> }> = [];
  for (const line of lines) {
    for (const segment of line.segments) {
      const touching = clusters.filter((cluster) => overlaps(cluster, segment));
      const merged = { x: segment.x, right: segment.right, parts: [{ segment, y: line.y }] };
      for (const cluster of touching) {
        merged.x = Math.min(merged.x, cluster.x);
        merged.right = Math.max(merged.right, cluster.right);
        merged.parts.push(...cluster.parts);
        clusters.splice(clusters.indexOf(cluster), 1);
      }
      clusters.push(merged);
    }
  }
  return clusters
    .sort((a, b) => a.x - b.x)
    .map((cluster) => ({
      header: cluster.parts
        .sort((a, b) => a.y - b.y || a.segment.x - b.segment.x)
        .map((part) => part.segment.text)
        .join(' ')
        .replace(/- /g, ''),
      x: cluster.x,
      right: cluster.right,
    }));
}
