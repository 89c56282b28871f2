import { describe, expect, it } from 'vitest';
import { ExtractionError } from '../extractors/extractor';
import { looksLikePdf, MAX_PDF_BYTES, pdfSourceFromUpload } from './detect-pdf';

const text = (value: string) => new TextEncoder().encode(value);

function reasonOf(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof ExtractionError) return { code: error.code, message: error.danishMessage };
    throw error;
  }
  throw new Error('expected an ExtractionError');
}

describe('looksLikePdf', () => {
  it('reads the magic bytes, not the name', () => {
    expect(looksLikePdf(text('%PDF-1.7\n%âãÏÓ'))).toBe(true);
    expect(looksLikePdf(text('<html>%PDF-1.7'))).toBe(false);
    expect(looksLikePdf(text('%PDF'))).toBe(false);
    expect(looksLikePdf(new Uint8Array())).toBe(false);
  });
});

describe('pdfSourceFromUpload', () => {
  it('accepts a PDF whatever its name', () => {
    const bytes = text('%PDF-1.4 rest');
    expect(pdfSourceFromUpload(bytes, 'prisliste.txt')).toEqual({
      kind: 'pdf',
      bytes,
      fileName: 'prisliste.txt',
    });
  });

  it('refuses a non-PDF named .pdf, an empty file and a file over the limit', () => {
    expect(reasonOf(() => pdfSourceFromUpload(text('PK\u0003\u0004'), 'prisliste.pdf'))).toEqual({
      code: 'invalid_source',
      message: 'Filen er ikke en PDF.',
    });
    expect(reasonOf(() => pdfSourceFromUpload(new Uint8Array(), 'tom.pdf')).message).toBe('Filen er tom.');
    const big = new Uint8Array(MAX_PDF_BYTES + 1);
    big.set(text('%PDF-1.4'));
    expect(reasonOf(() => pdfSourceFromUpload(big, 'stor.pdf')).message).toBe(
      'Filen er for stor (højst 25 MB).',
    );
    expect(reasonOf(() => pdfSourceFromUpload(text('%PDF-1.4 12345'), 'lille.pdf', 10)).code).toBe(
      'invalid_source',
    );
  });
});
