import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../../tests/price-lists/pdf-document';
import { ExtractionError } from '../extractors/extractor';
import { linesFromPlainText } from './plain-text-lines';
import { readPdfLines } from './read-pdf-lines';
import { readPdfPlainText } from './read-pdf-plain-text';

async function extractionErrorOf(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ExtractionError))
    throw new Error(`expected an ExtractionError, got ${String(error)}`);
  return error;
}

describe('readPdfLines', () => {
  it('groups text into lines by position and lines into cells by gaps, page by page', async () => {
    const bytes = await renderPdf((doc) => {
      doc.fontSize(10);
      doc.text('Model', 40, 100, { lineBreak: false });
      doc.text('Ydelse pr. md.', 200, 100, { lineBreak: false });
      doc.text('Yaris Cross', 40, 120, { lineBreak: false });
      doc.text('2.999 kr.', 200, 120, { lineBreak: false });
      doc.addPage();
      doc.text('Side 2', 40, 60, { lineBreak: false });
    });
    const lines = await readPdfLines(bytes);
    expect(lines.map((line) => [line.page, line.cells.map((cell) => cell.text)])).toEqual([
      [1, ['Model', 'Ydelse pr. md.']],
      [1, ['Yaris Cross', '2.999 kr.']],
      [2, ['Side 2']],
    ]);
    expect(lines[0]?.cells[1]?.x).toBeCloseTo(200, 0);
    expect(lines[0]?.text).toBe('Model Ydelse pr. md.');
  });

  it('reads Danish letters', async () => {
    const bytes = await renderPdf((doc) => {
      doc.text('Førstegangsydelse · Km/år · Æblegrøn', 40, 40, { lineBreak: false });
    });
    expect((await readPdfLines(bytes))[0]?.text).toBe('Førstegangsydelse · Km/år · Æblegrøn');
  });

  it("says 'unreadable_pdf' for bytes that are not a PDF", async () => {
    const error = await extractionErrorOf(
      readPdfLines(new TextEncoder().encode('%PDF-1.7 this is not a pdf')),
    );
    expect(error.code).toBe('unreadable_pdf');
    expect(error.danishMessage).toMatch(/kunne ikke læses/);
  });

  it("says 'empty_document' for a PDF without a text layer (a scan)", async () => {
    const bytes = await renderPdf((doc) => {
      doc.rect(40, 40, 300, 200).fill('#777777');
    });
    const error = await extractionErrorOf(readPdfLines(bytes));
    expect(error.code).toBe('empty_document');
    expect(error.danishMessage).toMatch(/ingen tekst/);
  });
});

describe('readPdfPlainText', () => {
  it('joins cells with tabs and pages with form feeds', async () => {
    const bytes = await renderPdf((doc) => {
      doc.text('Model', 40, 100, { lineBreak: false });
      doc.text('HK', 200, 100, { lineBreak: false });
      doc.addPage();
      doc.text('Side 2', 40, 60, { lineBreak: false });
    });
    expect(await readPdfPlainText(bytes)).toBe('Model\tHK\fSide 2');
  });
});

describe('linesFromPlainText', () => {
  it('splits tab-separated columns and keeps empty cells in their column', () => {
    const [header, row] = linesFromPlainText('Model\tVariant\tHK\r\nYaris\t\t116\n\n');
    expect(header?.cells.map((cell) => [cell.text, cell.x])).toEqual([
      ['Model', 0],
      ['Variant', 1000],
      ['HK', 2000],
    ]);
    expect(row?.cells.map((cell) => [cell.text, cell.x])).toEqual([
      ['Yaris', 0],
      ['', 1000],
      ['116', 2000],
    ]);
  });

  it('splits space-aligned columns at two or more spaces and keeps their character offsets', () => {
    const [line] = linesFromPlainText('Yaris Cross    1.5 Hybrid Active   2.999 kr.');
    expect(line?.cells.map((cell) => [cell.text, cell.x])).toEqual([
      ['Yaris Cross', 0],
      ['1.5 Hybrid Active', 15],
      ['2.999 kr.', 35],
    ]);
  });
});
