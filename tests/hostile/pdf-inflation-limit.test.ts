import { describe, expect, it } from 'vitest';
import { pdfInflatesWithin } from '../../src/server/ingestion/pdf/pdf-inflation-limit';
import { deeplyNestedPdf, flateBombPdf } from './hostile-files';

const MB = 1024 * 1024;

describe('pdfInflatesWithin (Flate bombs are refused before pdf.js inflates them)', () => {
  it('refuses a PDF whose content stream inflates past the limit', () => {
    const bomb = flateBombPdf(16 * MB);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(pdfInflatesWithin(bomb, 8 * MB)).toBe(false);
  });

  it('accepts the same PDF under a higher limit, and a PDF without Flate streams', () => {
    expect(pdfInflatesWithin(flateBombPdf(16 * MB), 17 * MB)).toBe(true);
    expect(pdfInflatesWithin(deeplyNestedPdf(10), 1024)).toBe(true);
  });

  it('counts a stream whose end is cut off, as pdf.js still inflates it', () => {
    const bomb = flateBombPdf(16 * MB);
    const text = Buffer.from(bomb).toString('latin1');
    const cut = text.indexOf('\nendstream') - 16;
    const truncated = Buffer.concat([bomb.subarray(0, cut), Buffer.from('\nendstream\nendobj\n')]);
    expect(pdfInflatesWithin(truncated, 8 * MB)).toBe(false);
  });
});
