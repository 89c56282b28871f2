import type { TextCell, TextLine } from '../../pdf/text-line';
import { columnMeaning } from './column-meaning';

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
export function linesInReadingOrder(lines: readonly TextLine[]): ReaderLine[] {
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
  return [...pages.values()].flatMap((onPage) => {
    const split = sideBySideSplit(onPage);
    return split === null ? onPage : splitPage(onPage, split);
  });
}

/** The x between two side-by-side blocks, from a header line whose column kinds repeat; else null. */
function sideBySideSplit(lines: readonly ReaderLine[]): number | null {
  for (const line of lines) {
    const keys = line.segments.map((segment) => {
      const meaning = columnMeaning(segment.text);
      return meaning && meaning.kind !== 'other'
        ? `${meaning.kind}|${meaning.mileage ?? ''}|${meaning.period ?? ''}`
        : null;
    });
    if (keys.filter((key) => key !== null).length < 4) continue;
    const seen = new Set<string>();
    for (let index = 0; index < keys.length; index++) {
      const key = keys[index];
      if (!key) continue;
      if (seen.has(key)) {
        const left = keys.slice(0, index).filter((k) => k !== null).length;
        const right = keys.slice(index).filter((k) => k !== null).length;
        const before = line.segments[index - 1];
        const at = line.segments[index];
        if (left >= 2 && right >= 2 && before && at) return (before.right + at.x) / 2;
        break;
      }
      seen.add(key);
    }
  }
  return null;
}

function splitPage(lines: readonly ReaderLine[], splitX: number): ReaderLine[] {
  const ordered: ReaderLine[] = [];
  let left: ReaderLine[] = [];
  let right: ReaderLine[] = [];
  const flush = () => {
    ordered.push(...left, ...right);
    left = [];
    right = [];
  };
  for (const line of lines) {
    if (line.segments.some((segment) => segment.x < splitX && segment.right > splitX)) {
      flush();
      ordered.push(line);
      continue;
    }
    const leftPart = line.segments.filter((segment) => segment.right <= splitX);
    const rightPart = line.segments.filter((segment) => segment.x >= splitX);
    if (leftPart.length > 0) left.push(withSegments(line, leftPart));
    if (rightPart.length > 0) right.push(withSegments(line, rightPart));
  }
  flush();
  return ordered;
}

function withSegments(line: ReaderLine, segments: TextCell[]): ReaderLine {
  return { ...line, segments, text: segments.map((segment) => segment.text).join(' ') };
}
