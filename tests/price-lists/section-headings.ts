import { formatNumber } from '../../src/domain/format/format-danish';
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
 * Layout (c): make and model only in section headings ("Kia EV3"; "Hyundai" then "Model: Kona"), a
 * different column order with synonyms (Udstyrsvariant, Brændstof, Gear, Hestekræfter, Kilometer pr.
 * år, Periode, Førstegangsydelse, Månedlig ydelse, Samlede omkostninger), "4.995,-" and "kr./md."
 * amounts, a header on two lines ("Pris" over "pr. md."), a column the extractor does not use (CO2),
 * and a "Tillæg pr. 5.000 km" line that applies to its own section only.
 */
type Row = { variant: string; fuel: string; gear: string; horsepower: number; offer: ExtractedOffer };
type Section = { headings: string[]; make: string; model: string; rows: Row[]; supplement?: number };

const offer = (mileage: number, period: number, first: number, monthly: number): ExtractedOffer => ({
  mileage_per_year: mileage,
  period_months: period,
  first_payment: first,
  monthly_price: monthly,
});

const SECTIONS: Section[] = [
  {
    headings: ['Kia EV3'],
    make: 'Kia',
    model: 'EV3',
    rows: [
      {
        variant: 'Air 58,3 kWh',
        fuel: 'El',
        gear: 'Automatgear',
        horsepower: 204,
        offer: offer(15000, 36, 19995, 3299),
      },
      {
        variant: 'Air 58,3 kWh',
        fuel: 'El',
        gear: 'Automatgear',
        horsepower: 204,
        offer: offer(20000, 36, 19995, 3499),
      },
      {
        variant: 'GT-Line 81,4 kWh',
        fuel: 'El',
        gear: 'Automatgear',
        horsepower: 204,
        offer: offer(15000, 48, 24995, 3899),
      },
    ],
  },
  {
    headings: ['Kia Sportage'],
    make: 'Kia',
    model: 'Sportage',
    supplement: 125,
    rows: [
      {
        variant: '1.6 T-GDI Active',
        fuel: 'Hybrid',
        gear: 'Automatgear',
        horsepower: 215,
        offer: offer(15000, 36, 29995, 4599),
      },
      {
        variant: '1.6 T-GDI Upgrade',
        fuel: 'Plug-in hybrid',
        gear: 'Automatgear',
        horsepower: 252,
        offer: offer(20000, 36, 34995, 5399),
      },
    ],
  },
  {
    headings: ['Hyundai', 'Model: Kona'],
    make: 'Hyundai',
    model: 'Kona',
    rows: [
      {
        variant: '1.0 T-GDi Essential',
        fuel: 'Benzin',
        gear: 'Manuel',
        horsepower: 120,
        offer: offer(10000, 24, 0, 3195),
      },
      {
        variant: '1.0 T-GDi Essential',
        fuel: 'Benzin',
        gear: 'Manuel',
        horsepower: 120,
        offer: offer(15000, 36, 0, 2995),
      },
      {
        variant: '65 kWh Advanced',
        fuel: 'El',
        gear: 'Automatgear',
        horsepower: 218,
        offer: offer(30000, 36, 14995, 4795),
      },
    ],
  },
  {
    headings: ['Model: Tucson'],
    make: 'Hyundai',
    model: 'Tucson',
    rows: [
      {
        variant: '1.6 CRDi Essential',
        fuel: 'Diesel',
        gear: 'Automatgear',
        horsepower: 136,
        offer: offer(25000, 48, 9995, 4995),
      },
    ],
  },
];

const FUEL: Record<string, ExtractedCar['fuel_type']> = {
  El: 'Electric',
  Hybrid: 'Hybrid - Petrol',
  'Plug-in hybrid': 'Plug-in - Petrol',
  Benzin: 'Petrol',
  Diesel: 'Diesel',
};

const HEADERS = [
  'Udstyrsvariant',
  'Brændstof',
  'Gear',
  'Hestekræfter',
  'CO2',
  'Kilometer',
  'Periode',
  'Førstegangsydelse',
  'Pris',
  'Samlede',
];
const HEADERS_SECOND_LINE = ['', '', '', '', 'g/km', 'pr. år', '', '', 'pr. md.', 'omkostninger'];
const COLUMNS: Column[] = [
  { x: 40, width: 120 },
  { x: 164, width: 58 },
  { x: 224, width: 62 },
  { x: 290, width: 50, align: 'right' },
  { x: 344, width: 40, align: 'right' },
  { x: 390, width: 60, align: 'right' },
  { x: 454, width: 40, align: 'right' },
  { x: 500, width: 70, align: 'right' },
  { x: 574, width: 70, align: 'right' },
  { x: 648, width: 90, align: 'right' },
];

function expectedCars(): ExtractedCar[] {
  const cars = new Map<string, ExtractedCar>();
  for (const section of SECTIONS) {
    const sectionCars: ExtractedCar[] = [];
    for (const row of section.rows) {
      const key = `${section.model}|${row.variant}`;
      let entry = cars.get(key);
      if (!entry) {
        entry = {
          make: section.make,
          model: section.model,
          variant: row.variant,
          horsepower: row.horsepower,
          fuel_type: FUEL[row.fuel] ?? null,
          transmission: row.gear === 'Manuel' ? 'Manual' : 'Automatic',
          offers: [],
        };
        cars.set(key, entry);
        sectionCars.push(entry);
      }
      entry.offers.push(row.offer);
    }
    if (section.supplement) {
      for (const entry of sectionCars) {
        const top = entry.offers.reduce((a, b) => (b.mileage_per_year > a.mileage_per_year ? b : a));
        entry.offers.push({
          ...top,
          mileage_per_year: top.mileage_per_year + 5000,
          monthly_price: top.monthly_price + section.supplement,
        });
      }
    }
  }
  return [...cars.values()];
}

export async function sectionHeadingsPriceList(): Promise<GeneratedPriceList> {
  const bytes = await renderPdf(
    (doc) => {
      doc
        .font('Helvetica-Bold')
        .fontSize(16)
        .text('Privatleasing prisliste – forhandlerens aktuelle tilbud', 40, 36);
      let y = 70;
      for (const section of SECTIONS) {
        for (const heading of section.headings) {
          doc.font('Helvetica-Bold').fontSize(12).text(heading, 40, y, { lineBreak: false });
          y += 18;
        }
        doc.font('Helvetica-Bold').fontSize(7);
        drawRow(doc, COLUMNS, HEADERS, y);
        drawRow(doc, COLUMNS, HEADERS_SECOND_LINE, y + 9);
        doc.font('Helvetica').fontSize(8);
        y += 22;
        for (const row of section.rows) {
          const o = row.offer;
          drawRow(
            doc,
            COLUMNS,
            [
              row.variant,
              row.fuel,
              row.gear,
              `${row.horsepower} hk`,
              row.fuel === 'El' ? '0' : String(Math.round(row.horsepower * 0.7)),
              `${km(o.mileage_per_year)} km`,
              String(o.period_months),
              `${formatNumber(o.first_payment)},-`,
              `${formatNumber(o.monthly_price)} kr./md.`,
              kr(o.first_payment + o.period_months * o.monthly_price),
            ],
            y,
          );
          y += 13;
        }
        if (section.supplement) {
          doc
            .fontSize(8)
            .text(`Tillæg pr. 5.000 km: ${section.supplement} kr./md.`, 40, y + 2, { lineBreak: false });
          y += 14;
        }
        y += 14;
      }
    },
    { layout: 'landscape' },
  );
  return { name: 'c: section headings, other columns', bytes, expected: expectedResult(expectedCars()) };
}
