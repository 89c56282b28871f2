import PDFDocument from 'pdfkit';
import { formatNumber } from '../../src/domain/format/format-danish';
import type { ExtractedCar, ExtractedPriceList } from '../../src/domain/ingestion/extracted-price-list';
import { sortOffers } from '../../src/domain/ingestion/merge-cars';

/** A generated test price list: the PDF bytes and exactly what an extractor should read from them. */
export type GeneratedPriceList = { name: string; bytes: Uint8Array; expected: ExtractedPriceList };

export type PdfDocument = InstanceType<typeof PDFDocument>;

/** Draws a PDF with pdfkit (standard Helvetica, so Danish letters come out as text) and returns its bytes. */
export async function renderPdf(
  draw: (doc: PdfDocument) => void,
  options: { layout?: 'portrait' | 'landscape' } = {},
): Promise<Uint8Array> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, layout: options.layout ?? 'portrait' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  await finished;
  return new Uint8Array(Buffer.concat(chunks));
}

export type Column = { x: number; width: number; align?: 'left' | 'right' };

/** One table row: each text in its column, on one line. */
export function drawRow(
  doc: PdfDocument,
  columns: readonly Column[],
  texts: readonly string[],
  y: number,
): void {
  texts.forEach((text, index) => {
    const column = columns[index];
    if (!column || text === '') return;
    doc.text(text, column.x, y, { width: column.width, align: column.align ?? 'left', lineBreak: false });
  });
}

export const kr = (amount: number) => `${formatNumber(amount)} kr.`;
export const km = (distance: number) => formatNumber(distance);

/** The expected result: the same cars with their offers in the extractors' fixed order. */
export function expectedResult(cars: readonly ExtractedCar[]): ExtractedPriceList {
  return { cars: cars.map((car) => ({ ...car, offers: sortOffers(car.offers) })) };
}
