import type { Trim } from './catalogue';
import { type Column, drawRow, type Pdf, rule, struckText } from './draw';
import type { ListPlan } from './list-plan';
import { specsLine } from './specs';

/** The height of a trim row: its name on the first line, a compact specs line under it. */
export const trimRowHeight = (plan: ListPlan) => 2 * plan.size + 10;

/**
 * One trim as a table row: the name (bold) with a compact specs line under it in the first column,
 * the prices on the first line of the other columns; a struck-out old price under a campaign price.
 */
export function drawTrimRow(
  doc: Pdf,
  plan: ListPlan,
  columns: readonly Column[],
  trim: Trim,
  prices: readonly string[],
  y: number,
  struck: readonly (string | null)[] = [],
): number {
  const specs = specsLine(trim, plan.rng, true);
  plan.truth.figures(trim, specs.figures);
  const [first, ...priceColumns] = columns;
  if (!first) return y;
  doc.font(plan.fonts.bold).fontSize(plan.size);
  drawRow(doc, [first], [trim.variant], y + 2, plan.size);
  doc.font(plan.fonts.regular).fontSize(plan.size - 1.5);
  drawRow(doc, [first], [specs.line], y + plan.size + 4, plan.size - 1.5);
  doc.fontSize(plan.size);
  drawRow(doc, priceColumns, prices, y + 2, plan.size);
  priceColumns.forEach((column, index) => {
    const old = struck[index];
    if (!old) return;
    doc.fontSize(plan.size - 1.5);
    const width = doc.widthOfString(old);
    struckText(doc, old, column.x + column.width - width - 1, y + plan.size + 4, plan.size - 1.5);
    doc.fontSize(plan.size);
  });
  const bottom = y + trimRowHeight(plan);
  const last = columns[columns.length - 1];
  if (plan.rules && last) rule(doc, first.x, last.x + last.width, bottom - 3, 0.25);
  return bottom;
}

/** Columns: a first column of `firstWidth`, the rest of the width shared by `count` right-aligned columns. */
export function priceColumns(left: number, width: number, firstWidth: number, count: number): Column[] {
  const each = (width - firstWidth) / count;
  return [
    { x: left, width: firstWidth },
    ...Array.from({ length: count }, (_, index) => ({
      x: left + firstWidth + index * each,
      width: each,
      align: 'right' as const,
    })),
  ];
}
