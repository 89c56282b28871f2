import type { ExtractedCar, ExtractedOffer } from '../../src/domain/ingestion/extracted-price-list';
import {
  type Column,
  drawRow,
  expectedResult,
  type GeneratedPriceList,
  km,
  kr,
  renderPdf,
} from './pdf-document';

/**
 * Layout (a): one row per offer under "Model | Variant | HK | Km/år | Løbetid | Udbetaling | Ydelse pr.
 * md. | Totalpris"; the make only in the title.
 */
const offer = (mileage: number, period: number, first: number, monthly: number): ExtractedOffer => ({
  mileage_per_year: mileage,
  period_months: period,
  first_payment: first,
  monthly_price: monthly,
});

export const simpleTableCars: ExtractedCar[] = [
  {
    make: 'Skoda',
    model: 'Fabia',
    variant: '1.0 TSI Essence manuel',
    horsepower: 95,
    fuel_type: 'Petrol',
    transmission: 'Manual',
    offers: [offer(15000, 36, 4995, 2295), offer(20000, 36, 4995, 2445)],
  },
  {
    make: 'Skoda',
    model: 'Octavia Combi',
    variant: '1.5 e-TSI mild hybrid Selection DSG',
    horsepower: 150,
    fuel_type: 'Hybrid - Petrol',
    transmission: 'Automatic',
    offers: [offer(15000, 36, 9995, 3495), offer(15000, 48, 9995, 3295), offer(25000, 36, 9995, 3845)],
  },
  {
    make: 'Skoda',
    model: 'Enyaq',
    variant: '85 Selection 77 kWh',
    horsepower: 286,
    fuel_type: 'Electric',
    transmission: 'Automatic',
    offers: [offer(15000, 36, 29995, 4795), offer(20000, 24, 29995, 5195)],
  },
  {
    make: 'Skoda',
    model: 'Kodiaq',
    variant: '2.0 TDI Sportline 4x4 DSG',
    horsepower: 193,
    fuel_type: 'Diesel',
    transmission: 'Automatic',
    offers: [offer(20000, 36, 39995, 5895)],
  },
];

const HEADERS = ['Model', 'Variant', 'HK', 'Km/år', 'Løbetid', 'Udbetaling', 'Ydelse pr. md.', 'Totalpris'];
const COLUMNS: Column[] = [
  { x: 40, width: 70 },
  { x: 112, width: 160 },
  { x: 276, width: 24 },
  { x: 304, width: 40 },
  { x: 348, width: 40 },
  { x: 392, width: 56 },
  { x: 452, width: 56 },
  { x: 512, width: 50 },
];

function rowTexts(car: ExtractedCar, o: ExtractedOffer): string[] {
  return [
    car.model,
    car.variant,
    String(car.horsepower),
    km(o.mileage_per_year),
    `${o.period_months} mdr.`,
    kr(o.first_payment),
    kr(o.monthly_price),
    kr(o.first_payment + o.period_months * o.monthly_price),
  ];
}

export async function simpleTablePriceList(): Promise<GeneratedPriceList> {
  const bytes = await renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Skoda privatleasing', 40, 40);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text('Prisliste gældende fra 1. april 2025. Alle priser er inkl. moms.', 40, 64);
    doc.font('Helvetica-Bold').fontSize(7);
    drawRow(doc, COLUMNS, HEADERS, 100);
    doc.font('Helvetica');
    let y = 116;
    for (const car of simpleTableCars) {
      for (const o of car.offers) {
        drawRow(doc, COLUMNS, rowTexts(car, o), y);
        y += 14;
      }
    }
    doc.fontSize(7).text('Side 1 af 1', 40, 780, { lineBreak: false });
  });
  return { name: 'a: simple table', bytes, expected: expectedResult(simpleTableCars) };
}

/** The same price list as pasted text: tab-separated, or aligned with spaces. */
export function simpleTableText(separator: 'tab' | 'spaces'): string {
  const rows = [HEADERS, ...simpleTableCars.flatMap((car) => car.offers.map((o) => rowTexts(car, o)))];
  const body =
    separator === 'tab'
      ? rows.map((row) => row.join('\t'))
      : rows.map((row) =>
          row
            .map((text, index) => text.padEnd(index === 1 ? 40 : 18))
            .join('')
            .trimEnd(),
        );
  return ['Skoda privatleasing', '', ...body].join('\n');
}
