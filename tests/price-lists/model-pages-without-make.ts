import type { ExtractedCar } from '../../src/domain/ingestion/extracted-price-list';
import { type Column, drawRow, expectedResult, type GeneratedPriceList, kr, renderPdf } from './pdf-document';

/**
 * A maker's multi-model list that never prints its make (it would be in the logo): one model per page,
 * titled "<model> leasingpriser" with a line "Vejledende priser." under it; each trim a heading with
 * its horsepower, a specs line and a small table (Kørselsbehov | Leasingperiode | Totalomkostninger |
 * Mindstepris 12 mdr. | Udbetaling | Månedlig ydelse), the same trim again in a second block with
 * another first payment. Two models share a trim name, so merging by trim would show. Our own values.
 */
type Trim = { name: string; horsepower: number; specs: string; fuel: ExtractedCar['fuel_type'] };
type Page = { model: string; trims: Array<Trim & { monthly: [number, number][] }> };

const TERM = 36;
const MILEAGES = [15_000, 20_000] as const;
const FIRST_PAYMENTS = [0, 25_000] as const;

const PAGES: Page[] = [
  {
    model: 'T-Roc',
    trims: [
      {
        name: 'Life 1.0 TSI 116 hk',
        horsepower: 116,
        specs: 'Benzin · manuelt gear · 5,6 l/100 km',
        fuel: 'Petrol',
        monthly: [
          [3_495, 3_695],
          [2_795, 2_995],
        ],
      },
      {
        name: 'R-Line 1.5 TSI 150 hk DSG',
        horsepower: 150,
        specs: 'Benzin · automatgear · 6,1 l/100 km',
        fuel: 'Petrol',
        monthly: [
          [4_295, 4_495],
          [3_595, 3_795],
        ],
      },
    ],
  },
  {
    model: 'Tiguan',
    trims: [
      {
        name: 'Life 1.5 eTSI 150 hk DSG',
        horsepower: 150,
        specs: 'Benzin · automatgear · 6,4 l/100 km',
        fuel: 'Petrol',
        monthly: [
          [4_795, 4_995],
          [4_095, 4_295],
        ],
      },
    ],
  },
  {
    model: 'ID.7 Tourer',
    trims: [
      {
        name: 'Pro 77 kWh 286 hk',
        horsepower: 286,
        specs: 'El · automatgear · rækkevidde 600 km',
        fuel: 'Electric',
        monthly: [
          [5_595, 5_895],
          [4_895, 5_195],
        ],
      },
    ],
  },
];

const COLUMNS: Column[] = [
  { x: 40, width: 80 },
  { x: 125, width: 75 },
  { x: 205, width: 90, align: 'right' },
  { x: 300, width: 85, align: 'right' },
  { x: 390, width: 70, align: 'right' },
  { x: 465, width: 80, align: 'right' },
];
const HEADER = [
  'Kørselsbehov',
  'Leasingperiode',
  'Totalomkostninger',
  'Mindstepris 12 mdr.',
  'Udbetaling',
  'Månedlig ydelse',
];
const RETURN_FEE = 600;

export async function modelPagesWithoutMake(): Promise<GeneratedPriceList> {
  const cars: ExtractedCar[] = [];
  const bytes = await renderPdf((doc) => {
    PAGES.forEach((page, pageIndex) => {
      if (pageIndex > 0) doc.addPage();
      doc.font('Helvetica-Bold').fontSize(20).text(`${page.model} leasingpriser`, 40, 40);
      doc.font('Helvetica').fontSize(10).text('Vejledende priser.', 40, 68);
      let y = 100;
      for (const trim of page.trims) {
        const offers = FIRST_PAYMENTS.flatMap((firstPayment, block) =>
          MILEAGES.map((mileage, row) => ({
            mileage_per_year: mileage,
            period_months: TERM,
            first_payment: firstPayment,
            monthly_price: trim.monthly[block]?.[row] ?? 0,
          })),
        );
        for (const block of FIRST_PAYMENTS.keys()) {
          doc.font('Helvetica-Bold').fontSize(13).text(trim.name, 40, y);
          doc
            .font('Helvetica')
            .fontSize(9)
            .text(trim.specs, 40, y + 18);
          drawRow(doc, COLUMNS, HEADER, y + 36);
          const blockOffers = offers.filter((offer) => offer.first_payment === FIRST_PAYMENTS[block]);
          blockOffers.forEach((offer, row) => {
            const total = offer.first_payment + TERM * offer.monthly_price + RETURN_FEE;
            const minimum = offer.first_payment + 12 * offer.monthly_price;
            drawRow(
              doc,
              COLUMNS,
              [
                `${offer.mileage_per_year / 1000}.000 km/år`,
                `${TERM} mdr.`,
                kr(total),
                kr(minimum),
                kr(offer.first_payment),
                kr(offer.monthly_price),
              ],
              y + 50 + row * 14,
            );
          });
          y += 50 + blockOffers.length * 14 + 22;
        }
        cars.push({
          make: 'Volkswagen',
          model: page.model,
          variant: trim.name,
          horsepower: trim.horsepower,
          fuel_type: trim.fuel,
          transmission:
            /DSG|automat/.test(`${trim.name} ${trim.specs}`) || trim.fuel === 'Electric'
              ? 'Automatic'
              : 'Manual',
          offers,
        });
      }
      doc
        .fontSize(8)
        .text(`Omkostning ved tilbagelevering ${RETURN_FEE},- er indregnet i totalomkostningerne.`, 40, 760);
    });
  });
  return { name: 'model-pages-without-make', bytes, expected: expectedResult(cars) };
}
