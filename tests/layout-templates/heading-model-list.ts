import { formatNumber } from '../../src/domain/format/format-danish';
import { type Column, drawRow, renderPdf } from '../price-lists/pdf-document';

/**
 * A price list whose model stands only in each page's title ("T-Roc leasingpriser") and whose price
 * columns are first payments named in their headers ("Start 4.995 kr."), in words the general reader
 * does not know: taught with "Ydelse ved udbetaling …" and the model "Fra overskriften på hver side/blok".
 * Used by the teach-a-layout browser test.
 */
export const HEADING_MODEL_HEADERS = [
  'Udgave',
  'Kræfter',
  'Strækning',
  'Binding',
  'Start 0 kr.',
  'Start 4.995 kr.',
];

type Page = {
  model: string;
  rows: Array<{
    variant: string;
    horsepower: number;
    mileage: number;
    period: number;
    monthly: [number, number];
  }>;
};

const PAGES: Page[] = [
  {
    model: 'T-Roc',
    rows: [
      { variant: 'Life', horsepower: 116, mileage: 15000, period: 36, monthly: [3299, 2899] },
      { variant: 'R-Line', horsepower: 150, mileage: 15000, period: 36, monthly: [3899, 3499] },
    ],
  },
  {
    model: 'Tiguan',
    rows: [{ variant: 'Elegance', horsepower: 150, mileage: 20000, period: 36, monthly: [4599, 4199] }],
  },
];

const COLUMNS: Column[] = [
  { x: 40, width: 80 },
  { x: 130, width: 50 },
  { x: 190, width: 60 },
  { x: 260, width: 50 },
  { x: 320, width: 90 },
  { x: 420, width: 110 },
];

export function headingModelListPdf(): Promise<Uint8Array> {
  return renderPdf((doc) => {
    PAGES.forEach((page, index) => {
      if (index > 0) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(16).text(`${page.model} leasingpriser`, 40, 40);
      doc.font('Helvetica').fontSize(9).text('Alle priser er inkl. moms og levering.', 40, 64);
      doc.font('Helvetica-Bold').fontSize(8);
      drawRow(doc, COLUMNS, HEADING_MODEL_HEADERS, 100);
      doc.font('Helvetica');
      page.rows.forEach((row, rowIndex) => {
        drawRow(
          doc,
          COLUMNS,
          [
            row.variant,
            String(row.horsepower),
            formatNumber(row.mileage),
            String(row.period),
            formatNumber(row.monthly[0]),
            formatNumber(row.monthly[1]),
          ],
          116 + rowIndex * 14,
        );
      });
    });
  });
}
