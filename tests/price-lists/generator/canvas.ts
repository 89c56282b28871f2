import PDFDocument from 'pdfkit';
import type { PdfDocument } from '../pdf-document';
import type { NumberStyle } from './amounts';
import type { Random } from './random';

/** Page drawing shared by the families: a cursor that breaks pages, text lines, paragraphs and tables. */

export type FontFamily = 'Helvetica' | 'Times-Roman' | 'Courier';
const BOLD: Record<FontFamily, string> = {
  Helvetica: 'Helvetica-Bold',
  'Times-Roman': 'Times-Bold',
  Courier: 'Courier-Bold',
};
export type Orientation = 'portrait' | 'landscape';

/** One list's look: font family, body size (7–11) and how it writes numbers. */
export type Look = { font: FontFamily; size: number; numbers: NumberStyle };

const MARGIN = 40;
const FOOTER_SPACE = 60;

export class Canvas {
  y = MARGIN;

  constructor(
    readonly doc: PdfDocument,
    readonly rng: Random,
    readonly look: Look,
  ) {}

  get left(): number {
    return MARGIN;
  }

  get right(): number {
    return this.doc.page.width - MARGIN;
  }

  get bottom(): number {
    return this.doc.page.height - FOOTER_SPACE;
  }

  newPage(orientation?: Orientation): void {
    const layout = orientation ?? (this.doc.page.width > this.doc.page.height ? 'landscape' : 'portrait');
    this.doc.addPage({ size: 'A4', layout, margin: 20 });
    this.y = MARGIN;
  }

  /** Starts a new page when `height` does not fit, then runs `onNewPage` (a repeated header). */
  ensure(height: number, onNewPage?: () => void): void {
    if (this.y + height <= this.bottom) return;
    this.newPage();
    onNewPage?.();
  }

  font(bold: boolean, size: number): PdfDocument {
    return this.doc.font(bold ? BOLD[this.look.font] : this.look.font).fontSize(size);
  }

  width(text: string, bold: boolean, size: number): number {
    return this.font(bold, size).widthOfString(text);
  }

  /** One line of text at (x, y), never wrapped. */
  put(
    text: string,
    x: number,
    y: number,
    options: { bold?: boolean; size?: number; width?: number; align?: 'left' | 'right' } = {},
  ): void {
    if (text === '') return;
    this.font(options.bold ?? false, options.size ?? this.look.size).text(text, x, y, {
      lineBreak: false,
      ...(options.width === undefined ? {} : { width: options.width, align: options.align ?? 'left' }),
    });
  }

  /** A line at the cursor (a heading, a terms line), then the cursor moves below it. */
  line(text: string, options: { bold?: boolean; size?: number; x?: number; space?: number } = {}): void {
    const size = options.size ?? this.look.size;
    this.ensure(size * 1.5);
    this.put(text, options.x ?? this.left, this.y, { bold: options.bold ?? false, size });
    this.y += size * 1.45 + (options.space ?? 0);
  }

  /** Running text wrapped to `width` (default the page width). */
  paragraph(text: string, options: { size?: number; x?: number; width?: number } = {}): void {
    const size = options.size ?? this.look.size;
    const width = options.width ?? this.right - this.left;
    const height = this.font(false, size).heightOfString(text, { width });
    this.ensure(height + 4);
    this.font(false, size).text(text, options.x ?? this.left, this.y, { width });
    this.y += height + size * 0.6;
  }
}

export type TableColumn = {
  /** Header lines top to bottom; shorter headers sit on the bottom lines. */
  header: string[];
  align: 'left' | 'right';
};

/** A row's cells; a cell with "\n" wraps onto a second line below (numbers stay on the first line). */
export type TableRow = { cells: string[]; bold?: boolean };

export type TableOptions = {
  x?: number;
  width?: number;
  size?: number;
  repeatHeader?: boolean;
  /** Start a new page before this row (a page break inside the table). */
  breakBeforeRow?: number;
  /** Text drawn at the left edge on the header's last line (an engine line squeezed into the header). */
  headerLeftText?: string;
};

const GAP = 10;

/** Column widths that fit every header and cell line, shrinking the font until the table fits. */
const MIN_TABLE_SIZE = 3.5;

function fitColumns(
  canvas: Canvas,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  size: number,
  available: number,
): { size: number; widths: number[] } {
  for (let candidate = size; ; candidate -= 0.5) {
    const widths = columns.map((column, index) => {
      const headerWidth = Math.max(0, ...column.header.map((text) => canvas.width(text, true, candidate)));
      const cellWidth = Math.max(
        0,
        ...rows.flatMap((row) =>
          (row.cells[index] ?? '')
            .split('\n')
            .map((text) => canvas.width(text, row.bold ?? false, candidate)),
        ),
      );
      return Math.ceil(Math.max(headerWidth, cellWidth)) + 1;
    });
    const total = widths.reduce((sum, width) => sum + width, 0) + GAP * (columns.length - 1);
    // Real lists shrink a wide table rather than let its columns run into each other.
    if (total <= available || candidate <= MIN_TABLE_SIZE) return { size: candidate, widths };
  }
}

/** The width a table needs at `size`, for choosing the page orientation before drawing. */
export function tableWidth(
  canvas: Canvas,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  size: number,
): number {
  const { widths } = fitColumns(canvas, columns, rows, size, Number.POSITIVE_INFINITY);
  return widths.reduce((sum, width) => sum + width, 0) + GAP * (columns.length - 1);
}

export function drawTable(
  canvas: Canvas,
  columns: readonly TableColumn[],
  rows: readonly TableRow[],
  options: TableOptions = {},
): void {
  const x0 = options.x ?? canvas.left;
  const available = options.width ?? canvas.right - x0;
  const measured = options.headerLeftText ? [...rows, { cells: [options.headerLeftText], bold: true }] : rows;
  const { size, widths } = fitColumns(canvas, columns, measured, options.size ?? canvas.look.size, available);
  const xs: number[] = [];
  widths.reduce((x, width) => {
    xs.push(x);
    return x + width + GAP;
  }, x0);
  const lineHeight = size * 1.35;
  const headerLines = Math.max(...columns.map((column) => column.header.length));

  const drawHeader = () => {
    columns.forEach((column, index) => {
      column.header.forEach((text, line) => {
        const y = canvas.y + (headerLines - column.header.length + line) * lineHeight;
        canvas.put(text, xs[index] ?? x0, y, { bold: true, size, width: widths[index], align: column.align });
      });
    });
    if (options.headerLeftText) {
      canvas.put(options.headerLeftText, x0, canvas.y + (headerLines - 1) * lineHeight, { bold: true, size });
    }
    canvas.y += headerLines * lineHeight + size * 0.4;
  };

  canvas.ensure(headerLines * lineHeight + 2 * lineHeight);
  drawHeader();
  rows.forEach((row, rowIndex) => {
    const lines = Math.max(1, ...row.cells.map((cell) => cell.split('\n').length));
    const repeat = options.repeatHeader ? drawHeader : undefined;
    if (rowIndex === options.breakBeforeRow && rowIndex > 0) {
      canvas.newPage();
      repeat?.();
    } else {
      canvas.ensure(lines * lineHeight, repeat);
    }
    row.cells.forEach((cell, index) => {
      cell.split('\n').forEach((text, line) => {
        canvas.put(text, xs[index] ?? x0, canvas.y + line * lineHeight, {
          bold: row.bold ?? false,
          size,
          width: widths[index],
          align: columns[index]?.align ?? 'left',
        });
      });
    });
    canvas.y += lines * lineHeight;
  });
  canvas.y += lineHeight * 0.8;
}

/** Renders pages drawn by `draw` (which starts its own first page) and stamps "Side i af n" when asked. */
export async function renderDocument(
  draw: (doc: PdfDocument) => void,
  footer: ((doc: PdfDocument, page: number, pages: number) => void) | null,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    info: { CreationDate: new Date(Date.UTC(2025, 0, 1)), Title: 'Prisliste' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  if (footer) {
    const range = doc.bufferedPageRange();
    for (let index = 0; index < range.count; index++) {
      doc.switchToPage(range.start + index);
      footer(doc, index + 1, range.count);
    }
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}
