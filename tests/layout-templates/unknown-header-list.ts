import { formatNumber } from '../../src/domain/format/format-danish';
import { type Column, drawRow, renderPdf } from '../price-lists/pdf-document';

/**
 * A price list whose headers the general reader does not know ("Bil | Udgave | Kræfter | Strækning |
 * Binding | Start | Pris hver måned"): only a taught layout reads it. The make is in no column and no
 * title, so the template's default make supplies it. Used by the layout-template DB and browser tests.
 */
export const UNKNOWN_HEADERS = [
  'Bil',
  'Udgave',
  'Kræfter',
  'Strækning',
  'Binding',
  'Start',
  'Pris hver måned',
];

export type UnknownHeaderRow = {
  model: string;
  variant: string;
  horsepower: number;
  mileage: number;
  period: number;
  first: number;
  monthly: number;
};

export const firstListRows: UnknownHeaderRow[] = [
  { model: 'T03', variant: 'Style', horsepower: 95, mileage: 15000, period: 36, first: 0, monthly: 1999 },
  { model: 'T03', variant: 'Style', horsepower: 95, mileage: 20000, period: 36, first: 0, monthly: 2199 },
  {
    model: 'C10',
    variant: 'Design',
    horsepower: 218,
    mileage: 15000,
    period: 48,
    first: 9995,
    monthly: 3299,
  },
];

/** The next month's list: the same layout, other cars and prices. */
export const secondListRows: UnknownHeaderRow[] = [
  { model: 'T03', variant: 'Style', horsepower: 95, mileage: 15000, period: 36, first: 0, monthly: 1899 },
  { model: 'B10', variant: 'Life', horsepower: 218, mileage: 15000, period: 36, first: 4995, monthly: 2999 },
  {
    model: 'C10',
    variant: 'Design',
    horsepower: 218,
    mileage: 20000,
    period: 48,
    first: 9995,
    monthly: 3499,
  },
  { model: 'C10', variant: 'Style', horsepower: 218, mileage: 15000, period: 48, first: 9995, monthly: 3399 },
];

const COLUMNS: Column[] = [
  { x: 40, width: 60 },
  { x: 110, width: 70 },
  { x: 190, width: 50 },
  { x: 250, width: 60 },
  { x: 320, width: 50 },
  { x: 380, width: 60 },
  { x: 450, width: 100 },
];

export function unknownHeaderListPdf(rows: readonly UnknownHeaderRow[], title: string): Promise<Uint8Array> {
  return renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(title, 40, 40);
    doc.font('Helvetica').fontSize(9).text('Alle priser er inkl. moms og levering.', 40, 64);
    doc.font('Helvetica-Bold').fontSize(8);
    drawRow(doc, COLUMNS, UNKNOWN_HEADERS, 100);
    doc.font('Helvetica');
    rows.forEach((row, index) => {
      drawRow(
        doc,
        COLUMNS,
        [
          row.model,
          row.variant,
          String(row.horsepower),
          formatNumber(row.mileage),
          String(row.period),
          formatNumber(row.first),
          formatNumber(row.monthly),
        ],
        116 + index * 14,
      );
    });
  });
}
