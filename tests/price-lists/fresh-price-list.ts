import { type Column, drawRow, km, kr, renderPdf } from './pdf-document';

/**
 * A small generated price list for issue 27 part 5 (ADR 056): rows per offer with a total and a
 * minimum price for 12 months, a valid-until date and inkl./ekskl. lines. `raise` adds kroner to every
 * monthly price (a changed list); `footnote` changes the bytes without changing a price (the same reading).
 */
export type FreshPriceListOptions = {
  /** Danish date as printed, e.g. '15. dec. 2026'. */
  validUntil: string;
  raise?: number;
  footnote?: string;
  /** Appended to every variant, so a test finds its own cars by searching for it. */
  variantTag?: string;
};

export const FRESH_LIST_CARS = [
  { model: 'Fabia', variant: '1.0 TSI Essence manuel', hp: 95, offers: [[15000, 36, 4995, 2295]] },
  {
    model: 'Enyaq',
    variant: '85 Selection 77 kWh',
    hp: 286,
    offers: [
      [15000, 36, 29995, 4795],
      [20000, 36, 29995, 5095],
    ],
  },
] as const;

const HEADERS = [
  'Model',
  'Variant',
  'HK',
  'Km/år',
  'Løbetid',
  'Udbetaling',
  'Ydelse pr. md.',
  'Totalpris',
  'Mindstepris 12 mdr.',
];
const COLUMNS: Column[] = [
  { x: 30, width: 50 },
  { x: 82, width: 130 },
  { x: 214, width: 24 },
  { x: 242, width: 40 },
  { x: 286, width: 40 },
  { x: 330, width: 56 },
  { x: 390, width: 56 },
  { x: 450, width: 56 },
  { x: 510, width: 60 },
];

export async function freshPriceList(options: FreshPriceListOptions): Promise<Uint8Array> {
  const raise = options.raise ?? 0;
  return renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text('Skoda privatleasing', 30, 40);
    doc.font('Helvetica').fontSize(9);
    doc.text(`Tilbuddet gælder til og med ${options.validUntil}.`, 30, 62);
    doc.text('Alle priser er inkl. moms, service og vejhjælp.', 30, 76);
    doc.text('Priserne er ekskl. grøn ejerafgift og forsikring.', 30, 88);
    doc.font('Helvetica-Bold').fontSize(7);
    drawRow(doc, COLUMNS, HEADERS, 104);
    doc.font('Helvetica');
    let y = 120;
    for (const car of FRESH_LIST_CARS) {
      for (const [mileage, months, first, base] of car.offers) {
        const monthly = base + raise;
        drawRow(
          doc,
          COLUMNS,
          [
            car.model,
            options.variantTag ? `${car.variant} ${options.variantTag}` : car.variant,
            String(car.hp),
            km(mileage),
            `${months} mdr.`,
            kr(first),
            kr(monthly),
            kr(first + months * monthly),
            kr(first + 12 * monthly),
          ],
          y,
        );
        y += 14;
      }
    }
    if (options.footnote) doc.fontSize(7).text(options.footnote, 30, 760, { lineBreak: false });
    doc.fontSize(7).text('Side 1 af 1', 30, 780, { lineBreak: false });
  });
}
