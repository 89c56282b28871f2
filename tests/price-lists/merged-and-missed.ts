import type { ExtractedOffer } from '../../src/domain/ingestion/extracted-price-list';
import { type Column, drawRow, km, kr, renderPdf } from './pdf-document';

/**
 * Issue 25's review journey: a Skoda dealer's list (one row per offer under "Model | Variant | HK | …",
 * the make only in the title) printed with three faults a review must be able to undo, and the same
 * dealer's next list in the same layout with new prices.
 *
 * - **Merged**: the Kamiq 1.0 TSI Style's rows carry the Model cell "Fabia" (a copy-paste slip), so its
 *   two 48-month offers arrive as offers of the Fabia 1.0 TSI Style — one car of four offers.
 * - **Missed**: the Enyaq's block under "Kampagne" has no header row; nothing says which of its amounts
 *   is the first payment, the monthly price or the total, so a reader that never guesses leaves it out.
 * - **Named the dealer's way**: the Octavia Combi is printed as model "Octavia" with the variant
 *   "Kombi 1.5 e-TSI Selection DSG" — read as printed, a trim of the Octavia.
 *
 * The next list (`edition: 2`) prints the Kamiq under its own name and the Enyaq with its header, and
 * still names the Octavia Combi the dealer's way, so only a remembered correction can name it right.
 */
type Row = { model: string; variant: string; horsepower: number; offer: ExtractedOffer };

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

const offer = (mileage: number, months: number, first: number, monthly: number): ExtractedOffer => ({
  mileage_per_year: mileage,
  period_months: months,
  first_payment: first,
  monthly_price: monthly,
});

/** The cars as they really are, with the first list's prices; the next list adds `rise` to each. */
export const journeyCars = {
  fabia: {
    model: 'Fabia',
    variant: '1.0 TSI Style',
    horsepower: 115,
    offers: [offer(15000, 36, 0, 2695), offer(20000, 36, 0, 2845)],
  },
  kamiq: {
    model: 'Kamiq',
    variant: '1.0 TSI Style',
    horsepower: 115,
    offers: [offer(15000, 48, 0, 2995), offer(20000, 48, 0, 3145)],
  },
  octavia: {
    model: 'Octavia Combi',
    variant: '1.5 e-TSI Selection DSG',
    horsepower: 150,
    offers: [offer(15000, 36, 9995, 3495), offer(20000, 36, 9995, 3695)],
  },
  enyaq: {
    model: 'Enyaq',
    variant: '85 Selection 77 kWh',
    horsepower: 286,
    offers: [offer(15000, 36, 29995, 4795), offer(20000, 36, 29995, 4995)],
  },
} as const;

/** What the next list raises every monthly price by. */
export const NEXT_LIST_RISE = 50;

function rows(
  car: (typeof journeyCars)[keyof typeof journeyCars],
  rise: number,
  printed: { model?: string; variant?: string } = {},
): Row[] {
  return car.offers.map((o) => ({
    model: printed.model ?? car.model,
    variant: printed.variant ?? car.variant,
    horsepower: car.horsepower,
    offer: { ...o, monthly_price: o.monthly_price + rise },
  }));
}

export async function mergedAndMissedList(edition: 1 | 2): Promise<Uint8Array> {
  const rise = edition === 1 ? 0 : NEXT_LIST_RISE;
  const table = [
    ...rows(journeyCars.fabia, rise),
    ...rows(journeyCars.kamiq, rise, edition === 1 ? { model: 'Fabia' } : {}),
    ...rows(journeyCars.octavia, rise, { model: 'Octavia', variant: 'Kombi 1.5 e-TSI Selection DSG' }),
  ];
  const campaign = rows(journeyCars.enyaq, rise);
  return renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Skoda privatleasing', 40, 40);
    doc
      .font('Helvetica')
      .fontSize(9)
      .text(`Prisliste ${edition === 1 ? 'maj' : 'juni'} 2026. Alle priser er inkl. moms.`, 40, 64);
    let y = 100;
    const header = () => {
      doc.font('Helvetica-Bold').fontSize(7);
      drawRow(doc, COLUMNS, HEADERS, y);
      y += 16;
    };
    const body = (list: Row[]) => {
      doc.font('Helvetica').fontSize(7);
      for (const row of list) {
        const o = row.offer;
        drawRow(
          doc,
          COLUMNS,
          [
            row.model,
            row.variant,
            String(row.horsepower),
            km(o.mileage_per_year),
            `${o.period_months} mdr.`,
            kr(o.first_payment),
            kr(o.monthly_price),
            kr(o.first_payment + o.period_months * o.monthly_price),
          ],
          y,
        );
        y += 14;
      }
    };
    header();
    body(table);
    y += 20;
    doc.font('Helvetica-Bold').fontSize(11).text('Kampagne', 40, y);
    y += 20;
    if (edition === 2) header();
    body(campaign);
  });
}
