import PDFDocument from 'pdfkit';
import type { Random } from '../generator/random';

export type Pdf = InstanceType<typeof PDFDocument>;
export type Fonts = { regular: string; bold: string };
export type Column = { x: number; width: number; align?: 'left' | 'right' | 'center' };

export const FONT_FAMILIES: readonly Fonts[] = [
  { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  { regular: 'Times-Roman', bold: 'Times-Bold' },
  { regular: 'Courier', bold: 'Courier-Bold' },
];

export const PAGE_TOP = 40;
/** Content stops here; the footer sits below it. */
export const CONTENT_BOTTOM = 770;
const FOOTER_Y = 800;
const CELL_GAP = 6;

/**
 * Renders with a fixed creation date (pdfkit otherwise stamps the clock into the bytes and the file id),
 * buffered pages so footers can number "Side 1 af 3", and small real margins so nothing pdfkit draws
 * near the bottom spills onto a new page.
 */
export async function renderPdf(
  draw: (doc: Pdf) => void,
  footer: (doc: Pdf, page: number, pages: number) => void,
  landscape: boolean,
): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margins: { top: 20, bottom: 10, left: 20, right: 20 },
    bufferPages: true,
    info: { CreationDate: new Date(Date.UTC(2025, 5, 1)), Title: 'Prisliste' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    footer(doc, index + 1, range.count);
  }
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

export function footerY(doc: Pdf): number {
  return doc.page.height - (841.89 - FOOTER_Y);
}

export function contentBottom(doc: Pdf): number {
  return doc.page.height - (841.89 - CONTENT_BOTTOM);
}

export function text(
  doc: Pdf,
  value: string,
  x: number,
  y: number,
  options: { font?: string; size?: number } = {},
): void {
  if (options.font) doc.font(options.font);
  const size = options.size ?? 10;
  doc.fontSize(size);
  // A line longer than the page is set smaller instead of running off the edge.
  const room = doc.page.width - 40 - x;
  const natural = doc.widthOfString(value);
  if (natural > room) doc.fontSize(Math.max(5, (size * room) / natural));
  doc.text(value, x, y, { lineBreak: false });
  doc.fontSize(size);
}

/** Text that may wrap inside its width; returns the height it took. */
export function wrappedText(doc: Pdf, value: string, x: number, y: number, width: number): number {
  doc.text(value, x, y, { width });
  return doc.heightOfString(value, { width });
}

/** One row, each text on one line in its column; a text too wide for its column gets a smaller font. */
export function drawRow(
  doc: Pdf,
  columns: readonly Column[],
  texts: readonly string[],
  y: number,
  size: number,
): void {
  texts.forEach((value, index) => {
    const column = columns[index];
    if (!column || value === '') return;
    // A gap on the side facing the neighbour keeps cells apart when both are full. Placed by hand
    // rather than with pdfkit's width option, which wraps a text that only just fits.
    const room = column.width - CELL_GAP;
    const natural = doc.widthOfString(value);
    doc.fontSize(natural > room ? Math.max(5, (size * room) / natural) : size);
    const width = doc.widthOfString(value);
    const align = column.align ?? 'left';
    const x =
      align === 'right'
        ? column.x + column.width - width
        : align === 'center'
          ? column.x + (column.width - width) / 2
          : column.x;
    doc.text(value, x, y, { lineBreak: false });
    doc.fontSize(size);
  });
}

export function rule(doc: Pdf, x1: number, x2: number, y: number, width = 0.5): void {
  doc.save().lineWidth(width).strokeColor('#777777').moveTo(x1, y).lineTo(x2, y).stroke().restore();
}

export function shade(doc: Pdf, x: number, y: number, width: number, height: number, color: string): void {
  doc.save().rect(x, y, width, height).fill(color).restore();
  doc.fillColor('black');
}

/** A price the campaign replaced: the text with a line drawn through it. */
export function struckText(doc: Pdf, value: string, x: number, y: number, size: number): number {
  doc.fontSize(size).fillColor('#888888');
  doc.text(value, x, y, { lineBreak: false });
  const width = doc.widthOfString(value);
  doc
    .save()
    .lineWidth(0.8)
    .strokeColor('#888888')
    .moveTo(x - 1, y + size * 0.45)
    .lineTo(x + width + 1, y + size * 0.45)
    .stroke()
    .restore();
  doc.fillColor('black');
  return width;
}

/** A make's logo drawn as plain shapes, so the make never appears as text. */
export function drawLogo(doc: Pdf, rng: Random, x: number, y: number): void {
  const color = rng.pick(['#1b3a6b', '#0b6e4f', '#222222', '#7a1f1f']);
  doc.save().lineWidth(2).strokeColor(color);
  if (rng.chance(0.5)) {
    doc.circle(x + 18, y + 18, 16).stroke();
    doc
      .moveTo(x + 8, y + 12)
      .lineTo(x + 18, y + 28)
      .lineTo(x + 28, y + 12)
      .stroke();
  } else {
    doc.roundedRect(x, y + 4, 46, 26, 6).stroke();
    doc
      .moveTo(x + 8, y + 24)
      .lineTo(x + 23, y + 10)
      .lineTo(x + 38, y + 24)
      .stroke();
  }
  doc.restore();
}

/** Starts a new page when `needed` points do not fit below `y`; returns where to draw. */
export function ensureSpace(doc: Pdf, y: number, needed: number): number {
  if (y + needed <= contentBottom(doc)) return y;
  doc.addPage();
  return PAGE_TOP;
}

/** Splits a column head into at most two lines to fit its column, never inside a number ("15 000 km"). */
function headLines(doc: Pdf, head: string, width: number): string[] {
  if (head.includes('\n')) return head.split('\n');
  if (doc.widthOfString(head) <= width - CELL_GAP) return [head];
  const words = head.split(' ');
  for (let cut = words.length - 1; cut > 0; cut--) {
    const before = words[cut - 1] ?? '';
    const after = words[cut] ?? '';
    if (/\d$/.test(before) && /^\d/.test(after)) continue;
    const first = words.slice(0, cut).join(' ');
    if (doc.widthOfString(first) <= width - CELL_GAP || cut === 1) return [first, words.slice(cut).join(' ')];
  }
  return [head];
}

/** A header row whose heads may take two lines; returns the y below it. */
export function drawHeadRow(
  doc: Pdf,
  columns: readonly Column[],
  heads: readonly string[],
  y: number,
  size: number,
): number {
  doc.fontSize(size);
  const lines = heads.map((head, index) => headLines(doc, head, columns[index]?.width ?? 100));
  const count = Math.max(1, ...lines.map((parts) => parts.length));
  for (let line = 0; line < count; line++) {
    // Heads on fewer lines sit on the bottom line, next to the values below them.
    const texts = lines.map((parts) => parts[line - (count - parts.length)] ?? '');
    drawRow(doc, columns, texts, y + line * (size + 2), size);
  }
  return y + count * (size + 2);
}
