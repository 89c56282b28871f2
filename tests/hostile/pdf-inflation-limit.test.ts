import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfInflationVerdict } from '../../src/server/ingestion/pdf/pdf-inflation-limit';
import { deeplyNestedPdf, flateBombPdf } from './hostile-files';
import {
  brotliBombPdf,
  carriageReturnBombPdf,
  doubleFlateBombPdf,
  imageClaimBombPdf,
  sharedContentPagesPdf,
} from './pdf-bombs';

const MB = 1024 * 1024;

describe('pdfInflationVerdict (bombs are refused before pdf.js decodes them)', () => {
  it('refuses a PDF whose content stream inflates past the limit', async () => {
    const bomb = flateBombPdf(16 * MB);
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(await pdfInflationVerdict(bomb, 8 * MB)).toBe('over');
  });

  it('accepts the same PDF under a higher limit, a PDF without Flate streams and real page content', async () => {
    expect(await pdfInflationVerdict(flateBombPdf(16 * MB), 17 * MB)).toBe('within');
    expect(await pdfInflationVerdict(deeplyNestedPdf(10), 1024)).toBe('within');
    expect(await pdfInflationVerdict(sharedContentPagesPdf(3, 50), MB)).toBe('within');
  });

  it('counts a stream whose end is cut off, as pdf.js still inflates it', async () => {
    const bomb = flateBombPdf(16 * MB);
    const text = Buffer.from(bomb).toString('latin1');
    const cut = text.indexOf('\nendstream') - 16;
    const truncated = Buffer.concat([bomb.subarray(0, cut), Buffer.from('\nendstream\nendobj\n')]);
    expect(await pdfInflationVerdict(truncated, 8 * MB)).toBe('over');
  });

  it('counts the bytes after every filter: /Filter [/FlateDecode /FlateDecode]', async () => {
    const bomb = doubleFlateBombPdf(16 * MB);
    expect(bomb.length).toBeLessThan(2 * 1024);
    expect(await pdfInflationVerdict(bomb, 8 * MB)).toBe('over');
    expect(await pdfInflationVerdict(bomb, 17 * MB)).toBe('within');
  });

  it('finds a stream whose keyword ends in a lone carriage return (stream\\r)', async () => {
    const bomb = carriageReturnBombPdf(16 * MB);
    expect(Buffer.from(bomb).toString('latin1')).toMatch(/stream\r(?!\n)/);
    expect(await pdfInflationVerdict(bomb, 8 * MB)).toBe('over');
  });

  it('gives no exemption for /Subtype /Image written into the dictionary', async () => {
    expect(await pdfInflationVerdict(imageClaimBombPdf(16 * MB), 8 * MB)).toBe('over');
  });

  it('counts Brotli, and Flate layers the dictionary does not name', async () => {
    expect(await pdfInflationVerdict(brotliBombPdf(16 * MB), 8 * MB)).toBe('over');
    const hidden = Buffer.from(doubleFlateBombPdf(16 * MB))
      .toString('latin1')
      .replace('/Filter [/FlateDecode /FlateDecode]', '/Filter /FlateDecode                ');
    expect(await pdfInflationVerdict(Buffer.from(hidden, 'latin1'), 8 * MB)).toBe('over');
  });

  it('counts ASCII and run-length layers in front of Flate', async () => {
    const flate = deflateSync(Buffer.alloc(16 * MB, 0x20));
    const hex = `${flate.toString('hex')}>`;
    const pdf = Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Filter [/AHx /Fl] >>\nstream\n${hex}\nendstream\nendobj\n`,
      'latin1',
    );
    expect(await pdfInflationVerdict(pdf, 8 * MB)).toBe('over');
    // Run-length: a repeat run of 128 spaces per two bytes.
    const runs = Buffer.alloc(2 * 100_000);
    for (let index = 0; index < runs.length; index += 2) runs.set([129, 0x20], index);
    const runLength = Buffer.concat([
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Filter /RunLengthDecode >>\nstream\n', 'latin1'),
      runs,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(await pdfInflationVerdict(runLength, 8 * MB)).toBe('over');
  });

  it('refuses a chain it cannot count: a predictor in front of another filter', async () => {
    const pdf = Buffer.concat([
      Buffer.from(
        '%PDF-1.7\n1 0 obj\n<< /Filter [/FlateDecode /FlateDecode] /DecodeParms [<< /Predictor 12 /Columns 4 >> null] >>\nstream\n',
        'latin1',
      ),
      deflateSync(Buffer.from('hej')),
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    ]);
    expect(await pdfInflationVerdict(pdf, 8 * MB)).toBe('unchecked');
  });
});
