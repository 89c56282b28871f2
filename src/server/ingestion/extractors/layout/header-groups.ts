import type { TextCell } from '../../pdf/text-line';

/** A run of header text with the line it stands on. */
export type HeaderPart = { segment: TextCell; y: number };

type Extent = { x: number; right: number };

const overlaps = (a: Extent, b: Extent) => Math.min(a.right, b.right) - Math.max(a.x, b.x) > 1;
const centre = (part: HeaderPart) => (part.segment.x + part.segment.right) / 2;

/**
 * Group labels of a two-line header: a label over several columns belongs to each of them, never
 * merges them into one. Two kinds:
 * - a label wider than its columns ("36 mdr." over three mileages; "Månedlig ydelse ved kørsel pr. år"
 *   over all of them): it overlaps two or more runs of one lower line;
 * - a value label centred over its group ("Udbetaling 0 kr." … "Udbetaling 9.995 kr." over two runs of
 *   mileages "20.000 … 35.000 20.000 … 35.000"): a line of fewer runs, each holding a number, over a
 *   line of more numbered runs — each lower run takes the label whose centre is nearest.
 */
export function groupLabels(parts: readonly HeaderPart[]) {
  const assigned = new Map<HeaderPart, HeaderPart[]>();
  const labels = new Set<HeaderPart>();
  const assign = (column: HeaderPart, label: HeaderPart) => {
    labels.add(label);
    assigned.set(column, [...(assigned.get(column) ?? []), label]);
  };
  const lines = [...new Set(parts.map((part) => part.y))].sort((a, b) => a - b);
  const onLine = (y: number) => parts.filter((part) => part.y === y);
  lines.forEach((y, index) => {
    const upper = onLine(y);
    const lower = lines.slice(index + 1).map(onLine);
    const numbered = (line: readonly HeaderPart[]) => line.filter((part) => /\d/.test(part.segment.text));
    const values = numbered(lower[0] ?? []);
    const valueGroups =
      upper.length >= 1 && numbered(upper).length === upper.length && values.length >= 2 * upper.length;
    if (valueGroups) {
      for (const column of values) {
        const nearest = upper.reduce((best, label) =>
          Math.abs(centre(label) - centre(column)) < Math.abs(centre(best) - centre(column)) ? label : best,
        );
        assign(column, nearest);
      }
      return;
    }
    for (const label of upper) {
      const widest = lower
        .map((line) => line.filter((part) => overlaps(label.segment, part.segment)))
        .reduce<HeaderPart[]>((best, found) => (found.length > best.length ? found : best), []);
      if (widest.length >= 2) for (const column of widest) assign(column, label);
    }
  });
  return {
    isLabel: (part: HeaderPart) => labels.has(part),
    /** The group labels over a column of the given runs. */
    labelsOf: (column: { parts: readonly HeaderPart[] }) => [
      ...new Set(column.parts.flatMap((part) => assigned.get(part) ?? [])),
    ],
  };
}
