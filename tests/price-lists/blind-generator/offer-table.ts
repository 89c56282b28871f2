import {
  type Column,
  drawHeadRow,
  drawRow,
  ensureSpace,
  PAGE_TOP,
  type Pdf,
  rule,
  shade,
  text,
} from './draw';
import type { ListPlan } from './list-plan';

export type TableColumn = Column & { head: string };
/** A row of cells (the wrap column may take two lines) or a group heading across the table. */
export type TableRow = { cells: string[]; wrapColumn?: number } | { group: string; detail?: string };

export type TableOptions = {
  repeatHeader: boolean;
  /** Shown above a continued table on a new page ("Fortsat fra forrige side"). */
  continuedLabel?: string;
  zebra?: boolean;
};

function drawHeader(doc: Pdf, plan: ListPlan, columns: readonly TableColumn[], y: number): number {
  doc.font(plan.fonts.bold);
  const heads = columns.map((column) => column.head);
  const bottom = drawHeadRow(doc, columns, heads, y, plan.size) + 2;
  const last = columns[columns.length - 1];
  if (plan.rules && last) rule(doc, columns[0]?.x ?? 40, last.x + last.width, bottom, 0.8);
  doc.font(plan.fonts.regular);
  return bottom + 4;
}

function rowHeight(doc: Pdf, plan: ListPlan, columns: readonly TableColumn[], row: TableRow): number {
  const line = plan.size + 5;
  if ('group' in row) return line + (row.detail ? plan.size + 3 : 0) + 4;
  const wrap = row.wrapColumn === undefined ? undefined : columns[row.wrapColumn];
  const wrapText = row.wrapColumn === undefined ? '' : (row.cells[row.wrapColumn] ?? '');
  if (!wrap || wrapText === '') return line;
  doc.font(plan.fonts.regular).fontSize(plan.size);
  return Math.max(line, doc.heightOfString(wrapText, { width: wrap.width - 2 }) + 5);
}

/** Draws a table that may run over several pages; returns the y below it. */
export function drawTable(
  doc: Pdf,
  plan: ListPlan,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  startY: number,
  options: TableOptions,
): number {
  const left = columns[0]?.x ?? 40;
  const lastColumn = columns[columns.length - 1];
  const right = lastColumn ? lastColumn.x + lastColumn.width : 555;
  let y = drawHeader(doc, plan, columns, ensureSpace(doc, startY, 3 * plan.size + 20));
  rows.forEach((row, index) => {
    const height = rowHeight(doc, plan, columns, row);
    // A trim heading never ends a page: it keeps at least one of its rows with it.
    const placed = ensureSpace(doc, y, 'group' in row ? height + plan.size + 5 : height);
    if (placed !== y && placed === PAGE_TOP) {
      y = placed;
      if (options.continuedLabel) {
        text(doc, options.continuedLabel, left, y, { font: plan.fonts.regular, size: plan.size - 1 });
        y += plan.size + 6;
      }
      if (options.repeatHeader) y = drawHeader(doc, plan, columns, y);
    }
    if ('group' in row) {
      text(doc, row.group, left, y + 3, { font: plan.fonts.bold, size: plan.size + 1 });
      if (row.detail)
        text(doc, row.detail, left, y + plan.size + 6, { font: plan.fonts.regular, size: plan.size - 1 });
      y += height;
      return;
    }
    if (options.zebra && index % 2 === 1) shade(doc, left - 2, y - 2, right - left + 4, height, '#eeeeee');
    doc.font(plan.fonts.regular).fontSize(plan.size);
    const wrap = row.wrapColumn === undefined ? undefined : columns[row.wrapColumn];
    const oneLine = row.cells.map((cell, cellIndex) => (cellIndex === row.wrapColumn ? '' : cell));
    drawRow(doc, columns, oneLine, y, plan.size);
    if (wrap && row.wrapColumn !== undefined) {
      doc.text(row.cells[row.wrapColumn] ?? '', wrap.x, y, { width: wrap.width - 2 });
    }
    y += height;
    if (plan.rules && !options.zebra) rule(doc, left, right, y - 3, 0.25);
  });
  return y + 4;
}
