import type { ExtractedCar, ExtractedOffer } from '../../src/domain/ingestion/extracted-price-list';
import { type Column, drawRow, expectedResult, type GeneratedPriceList, kr, renderPdf } from './pdf-document';

/**
 * Layout (b): a matrix with one monthly-price column per mileage, right-aligned numbers, a second row
 * per car (48 months) with empty car cells, spanning two pages (header repeated or not) and a
 * "Merpris pr. 5.000 km" line under the table that adds 25.000 and 30.000 km offers.
 */
type MatrixCar = Omit<ExtractedCar, 'offers'> & {
  firstPayment: number;
  base36: number;
  base48: number;
  step: number;
};

const MILEAGES = [10000, 15000, 20000] as const;
const SUPPLEMENT = { stepKm: 5000, monthly: 150, maxKm: 30000 };

const car = (
  make: string,
  model: string,
  variant: string,
  horsepower: number,
  fuel_type: ExtractedCar['fuel_type'],
  transmission: ExtractedCar['transmission'],
  firstPayment: number,
  base36: number,
  step: number,
): MatrixCar => ({
  make,
  model,
  variant,
  horsepower,
  fuel_type,
  transmission,
  firstPayment,
  base36,
  base48: base36 - 200,
  step,
});

export const matrixCars: MatrixCar[] = [
  car('Volkswagen', 'Polo', '1.0 TSI Life 95 hk manuel', 95, 'Petrol', 'Manual', 4995, 2395, 100),
  car(
    'Volkswagen',
    'Golf',
    '1.5 eTSI mild hybrid Style DSG',
    150,
    'Hybrid - Petrol',
    'Automatic',
    9995,
    3395,
    125,
  ),
  car('Volkswagen', 'T-Roc', '1.5 TSI R-Line DSG', 150, 'Petrol', 'Automatic', 9995, 3695, 125),
  car('Volkswagen', 'ID.3', 'Pro 58 kWh', 204, 'Electric', 'Automatic', 19995, 3295, 150),
  car('Volkswagen', 'ID.4', 'Pro 77 kWh', 286, 'Electric', 'Automatic', 24995, 4295, 150),
  car('Volkswagen', 'ID.7 Tourer', 'Pro S 86 kWh', 286, 'Electric', 'Automatic', 29995, 5195, 175),
  car(
    'Volkswagen',
    'Passat',
    '1.5 eHybrid plug-in Elegance DSG',
    204,
    'Plug-in - Petrol',
    'Automatic',
    29995,
    5495,
    175,
  ),
  car('Volkswagen', 'Tiguan', '2.0 TDI Life DSG', 150, 'Diesel', 'Automatic', 19995, 4895, 150),
  car('Cupra', 'Born', 'e-Boost 79 kWh', 326, 'Electric', 'Automatic', 24995, 4495, 150),
  car(
    'Cupra',
    'Formentor',
    '1.5 e-Hybrid plug-in DSG',
    272,
    'Plug-in - Petrol',
    'Automatic',
    29995,
    5295,
    175,
  ),
  car('Audi', 'A3 Sportback', '35 TFSI S tronic', 150, 'Petrol', 'Automatic', 14995, 4195, 150),
  car('Audi', 'Q4 e-tron', '45 quattro 82 kWh', 286, 'Electric', 'Automatic', 39995, 6495, 200),
];

function monthly(base: number, step: number, mileage: number): number {
  return base + ((mileage - 10000) / 5000) * step;
}

function offersOf(entry: MatrixCar): ExtractedOffer[] {
  return [36, 48].flatMap((period) => {
    const base = period === 36 ? entry.base36 : entry.base48;
    const table = MILEAGES.map((mileage) => ({ mileage, price: monthly(base, entry.step, mileage) }));
    const top = table.at(-1) ?? { mileage: 0, price: 0 };
    const supplements = [1, 2].map((steps) => ({
      mileage: top.mileage + steps * SUPPLEMENT.stepKm,
      price: top.price + steps * SUPPLEMENT.monthly,
    }));
    return [...table, ...supplements].map(({ mileage, price }) => ({
      mileage_per_year: mileage,
      period_months: period,
      first_payment: entry.firstPayment,
      monthly_price: price,
    }));
  });
}

const HEADERS = [
  'Mærke',
  'Model',
  'Variant',
  'HK',
  'Løbetid',
  'Udbetaling',
  '10.000 km',
  '15.000 km',
  '20.000 km',
];
const COLUMNS: Column[] = [
  { x: 40, width: 52 },
  { x: 94, width: 62 },
  { x: 158, width: 146 },
  { x: 306, width: 22, align: 'right' },
  { x: 334, width: 36, align: 'right' },
  { x: 374, width: 50, align: 'right' },
  { x: 428, width: 40, align: 'right' },
  { x: 474, width: 40, align: 'right' },
  { x: 520, width: 40, align: 'right' },
];
const ROWS_ON_FIRST_PAGE = 17;

export async function mileageMatrixPriceList(options: {
  repeatHeader: boolean;
}): Promise<GeneratedPriceList> {
  const rows = matrixCars.flatMap((entry) =>
    [36, 48].map((period, index) => {
      const base = period === 36 ? entry.base36 : entry.base48;
      const identity =
        index === 0 ? [entry.make, entry.model, entry.variant, String(entry.horsepower)] : ['', '', '', ''];
      const prices = MILEAGES.map((mileage) => kr(monthly(base, entry.step, mileage)));
      return [...identity, `${period} mdr.`, kr(entry.firstPayment), ...prices];
    }),
  );
  const bytes = await renderPdf((doc) => {
    const header = (y: number) => {
      doc.font('Helvetica-Bold').fontSize(7);
      drawRow(doc, COLUMNS, HEADERS, y);
      doc.font('Helvetica');
    };
    doc.font('Helvetica-Bold').fontSize(15).text('Privatleasing – månedlige ydelser', 40, 40);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text('Alle priser er inkl. moms og levering. Ydelser pr. md. efter km pr. år.', 40, 62);
    header(90);
    let y = 106;
    rows.forEach((row, index) => {
      if (index === ROWS_ON_FIRST_PAGE) {
        doc.fontSize(7).text('Side 1 af 2', 40, 790, { lineBreak: false });
        doc.addPage();
        y = 50;
        if (options.repeatHeader) {
          header(y);
          y += 16;
        }
      }
      doc.fontSize(7);
      drawRow(doc, COLUMNS, row, y);
      y += 13;
    });
    doc
      .fontSize(8)
      .text('Merpris pr. 5.000 km: 150 kr./md. (op til 30.000 km/år).', 40, y + 14, { lineBreak: false });
    doc.fontSize(7).text('Side 2 af 2', 40, 790, { lineBreak: false });
  });
  const cars = matrixCars.map(({ firstPayment, base36, base48, step, ...identity }) => ({
    ...identity,
    offers: offersOf({ ...identity, firstPayment, base36, base48, step }),
  }));
  return {
    name: `b: mileage matrix over two pages (header ${options.repeatHeader ? 'repeated' : 'not repeated'})`,
    bytes,
    expected: expectedResult(cars),
  };
}
