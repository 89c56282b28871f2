import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../../../../tests/price-lists/pdf-document';
import { readPdfLines } from '../../pdf/read-pdf-lines';
import { readLayout } from './read-layout';

/** A model table, then a grid of accessory packages priced per month (name, detail, price per stack). */
async function listWithExtras(): Promise<Uint8Array> {
  return renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Kia EV3 leasingpriser', 40, 40);
    doc.font('Helvetica').fontSize(9);
    const header = ['Variant', 'Km/år', 'Løbetid', 'Udbetaling', 'Ydelse pr. md.'];
    const row = ['Air 58,3 kWh 204 hk', '15.000', '36 mdr.', '9.995 kr.', '3.299 kr.'];
    [40, 180, 250, 320, 410].forEach((x, index) => {
      doc.text(header[index] ?? '', x, 80, { lineBreak: false });
      doc.text(row[index] ?? '', x, 96, { lineBreak: false });
    });
    doc.font('Helvetica-Bold').fontSize(14).text('Tilvalg af tilbehørspakker', 40, 160);
    const packages = [
      { x: 40, name: 'Anhængertræk', detail: 'Med aftagelig kugle.', price: '375 kr./md.' },
      { x: 220, name: 'Anhængertræk', detail: 'Med fast kugle.', price: '285 kr./md.' },
      { x: 400, name: 'Vinterhjul (W5)', detail: '17" alufælge.', price: '550 kr./md.' },
    ];
    for (const item of packages) {
      doc.font('Helvetica-Bold').fontSize(9).text(item.name, item.x, 190, { lineBreak: false });
      doc.font('Helvetica').fontSize(8).text(item.detail, item.x, 202, { lineBreak: false });
      doc.font('Helvetica-Bold').fontSize(11).text(item.price, item.x, 218, { lineBreak: false });
    }
    doc.font('Helvetica').fontSize(7).text('Alle priser er inkl. moms.', 40, 780, { lineBreak: false });
  });
}

describe('extras priced per month', () => {
  it('are kept on the cars of their page, each with its name (and its detail when two share a name)', async () => {
    const [car] = readLayout(await readPdfLines(await listWithExtras())).cars;
    expect(car?.offers).toEqual([
      { mileage_per_year: 15000, period_months: 36, first_payment: 9995, monthly_price: 3299 },
    ]);
    expect(car?.conditions).toEqual({
      includes: ['moms'],
      extras: [
        { name: 'Anhængertræk – Med aftagelig kugle', monthly_price: 375 },
        { name: 'Anhængertræk – Med fast kugle', monthly_price: 285 },
        { name: 'Vinterhjul (W5)', monthly_price: 550 },
      ],
    });
  });
});
