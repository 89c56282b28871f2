import { describe, expect, it } from 'vitest';
import { type Column, drawRow, renderPdf } from '../../../../../tests/price-lists/pdf-document';
import { readPdfLines } from '../../pdf/read-pdf-lines';
import { builtInVocabulary } from './column-meaning';
import { findHeaderBlocks } from './header-blocks';
import { linesInReadingOrder } from './reading-order';

const columns: Column[] = [40, 280, 340, 400].map((x, index) => ({ x, width: index === 0 ? 220 : 55 }));

describe('findHeaderBlocks', () => {
  it('reads bare mileages over their unit ("15.000" over "km/år") as the price columns of a matrix', async () => {
    const bytes = await renderPdf((doc) => {
      doc.font('Helvetica-Bold').fontSize(12).text('Ford Fiesta', 40, 40);
      doc.fontSize(8);
      drawRow(doc, columns, ['', '15.000', '20.000', '25.000'], 60);
      drawRow(doc, columns, ['', 'km/år', 'km/år', 'km/år'], 70);
      drawRow(doc, columns, ['Active 1.0 EcoBoost 125 HK', '2 399 kr', '2 499 kr', '2 599 kr'], 85);
    });
    const lines = linesInReadingOrder(await readPdfLines(bytes), builtInVocabulary);
    const blocks = [...findHeaderBlocks(lines).values()];
    expect(blocks.map((block) => block.columns.map(({ kind, mileage }) => `${kind} ${mileage}`))).toEqual([
      ['monthly 15000', 'monthly 20000', 'monthly 25000'],
    ]);
  });
});
