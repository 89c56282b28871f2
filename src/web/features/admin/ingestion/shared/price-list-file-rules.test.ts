import { describe, expect, it } from 'vitest';
import { csvFileProblem, PRICE_LIST_MAX_PDF_BYTES, pdfFileProblem } from './price-list-file-rules';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('pdfFileProblem', () => {
  it('accepts a file that starts like a PDF, whatever its name', () => {
    expect(pdfFileProblem({ name: 'prisliste.bin', size: 1200 }, bytes('%PDF-1.7'))).toBeNull();
  });

  it('names an empty, a too large and a non-PDF file in Danish', () => {
    expect(pdfFileProblem({ name: 'a.pdf', size: 0 }, bytes(''))).toBe('a.pdf er tom.');
    expect(pdfFileProblem({ name: 'b.pdf', size: PRICE_LIST_MAX_PDF_BYTES + 1 }, bytes('%PDF-1.7'))).toBe(
      'b.pdf er for stor (højst 25 MB).',
    );
    expect(pdfFileProblem({ name: 'c.pdf', size: 10 }, bytes('PK\u0003\u0004'))).toBe(
      'c.pdf er ikke en PDF-fil.',
    );
  });
});

describe('csvFileProblem', () => {
  it('accepts text and refuses binary files and PDFs', () => {
    expect(csvFileProblem({ name: 'l.csv', size: 40 }, bytes('Model;Va'))).toBeNull();
    expect(csvFileProblem({ name: 'l.csv', size: 40 }, new Uint8Array([0x50, 0x4b, 0, 0]))).toBe(
      'l.csv er ikke en tekst- eller CSV-fil.',
    );
    expect(csvFileProblem({ name: 'l.pdf', size: 40 }, bytes('%PDF-1.4'))).toBe(
      'l.pdf er ikke en tekst- eller CSV-fil.',
    );
  });
});
