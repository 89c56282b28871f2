import { formatNumber } from '../../src/domain/format/format-danish';
import type { ExtractedCar } from '../../src/domain/ingestion/extracted-price-list';
import { expectedResult, type GeneratedPriceList, kr, type PdfDocument, renderPdf } from './pdf-document';

/**
 * Layout (d): Toyota Danmark's privatleasing price list as described in original-system.md §4.15.
 * Model headings in capitals; per trim a block (trim and "kr/md" price, engine line, first payment and
 * total cost) or, for URBAN CRUISER, one row. The mileage is stated once; the period only through
 * the total cost (total = first payment + 36 × monthly).
 */
type Trim = {
  trim: string;
  engine: string;
  monthly: number;
  first: number;
  expected: Pick<ExtractedCar, 'variant' | 'horsepower' | 'fuel_type' | 'transmission'>;
  id: string;
};
type ToyotaSection = { heading: string; model: string; oneLine?: boolean; trims: Trim[] };

const PERIOD = 36;
const MILEAGE = 15000;

export const toyotaSections: ToyotaSection[] = [
  {
    heading: 'AYGO X',
    model: 'Aygo X',
    trims: [
      {
        trim: 'Active',
        engine: '1.0 benzin 72 hk manuelt gear',
        monthly: 2299,
        first: 4995,
        id: 'aygo_x_active_72hp',
        expected: {
          variant: '1.0 Active 72 HK',
          horsepower: 72,
          fuel_type: 'Petrol',
          transmission: 'Manual',
        },
      },
      {
        trim: 'Pulse',
        engine: '1.0 benzin 72 hk automatgear',
        monthly: 2599,
        first: 4995,
        id: 'aygo_x_pulse_72hp',
        expected: {
          variant: '1.0 Pulse 72 HK',
          horsepower: 72,
          fuel_type: 'Petrol',
          transmission: 'Automatic',
        },
      },
    ],
  },
  {
    heading: 'YARIS',
    model: 'Yaris',
    trims: [
      {
        trim: 'Active',
        engine: '1.5 Hybrid 116 hk automatgear',
        monthly: 2699,
        first: 4995,
        id: 'yaris_active_116hp',
        expected: {
          variant: '1.5 Hybrid Active 116 HK',
          horsepower: 116,
          fuel_type: 'Hybrid - Petrol',
          transmission: 'Automatic',
        },
      },
      {
        trim: 'Style',
        engine: '1.5 Hybrid 130 hk automatgear',
        monthly: 3099,
        first: 4995,
        id: 'yaris_style_130hp',
        expected: {
          variant: '1.5 Hybrid Style 130 HK',
          horsepower: 130,
          fuel_type: 'Hybrid - Petrol',
          transmission: 'Automatic',
        },
      },
    ],
  },
  {
    heading: 'YARIS CROSS',
    model: 'Yaris Cross',
    trims: [
      {
        trim: 'Active',
        engine: '1.5 Hybrid 116 hk automatgear',
        monthly: 2999,
        first: 4995,
        id: 'yaris_cross_active_116hp',
        expected: {
          variant: '1.5 Hybrid Active 116 HK',
          horsepower: 116,
          fuel_type: 'Hybrid - Petrol',
          transmission: 'Automatic',
        },
      },
      {
        trim: 'Style Comfort',
        engine: '1.5 Hybrid 130 hk AWD-i automatgear',
        monthly: 3599,
        first: 4995,
        id: 'yaris_cross_style_comfort_130hp_awd',
        expected: {
          variant: '1.5 Hybrid Style Comfort AWD 130 HK',
          horsepower: 130,
          fuel_type: 'Hybrid - Petrol',
          transmission: 'Automatic',
        },
      },
    ],
  },
  {
    heading: 'COROLLA TOURING SPORTS',
    model: 'Corolla Touring Sports',
    trims: [
      {
        trim: 'Active',
        engine: '1.8 Hybrid 140 hk automatgear',
        monthly: 3399,
        first: 4995,
        id: 'corolla_touring_sports_active_140hp',
        expected: {
          variant: '1.8 Hybrid Active 140 HK',
          horsepower: 140,
          fuel_type: 'Hybrid - Petrol',
          transmission: 'Automatic',
        },
      },
      {
        trim: 'GR Sport',
        engine: '2.0 Hybrid 196 hk automatgear',
        monthly: 4199,
        first: 4995,
        id: 'corolla_touring_sports_gr_sport_196hp',
        expected: {
          variant: '2.0 Hybrid GR Sport 196 HK',
          horsepower: 196,
          fuel_type: 'Hybrid - Petrol',
          transmission: 'Automatic',
        },
      },
    ],
  },
  {
    heading: 'C-HR',
    model: 'C-HR',
    trims: [
      {
        trim: 'GR Sport',
        engine: '2.0 Plug-in Hybrid 223 hk automatgear',
        monthly: 4899,
        first: 9995,
        id: 'c_hr_gr_sport_223hp',
        expected: {
          variant: '2.0 Plug-in Hybrid GR Sport 223 HK',
          horsepower: 223,
          fuel_type: 'Plug-in - Petrol',
          transmission: 'Automatic',
        },
      },
    ],
  },
  {
    heading: 'BZ4X',
    model: 'bZ4X',
    trims: [
      {
        trim: 'Active',
        engine: '71.4 kWh, 224 hk',
        monthly: 3999,
        first: 9995,
        id: 'bz4x_active_224hp',
        expected: {
          variant: '71,4 kWh Active 224 HK',
          horsepower: 224,
          fuel_type: 'Electric',
          transmission: 'Automatic',
        },
      },
      {
        trim: 'Executive Panorama',
        engine: '73.1 kWh, 343 hk AWD',
        monthly: 5499,
        first: 9995,
        id: 'bz4x_executive_panorama_343hp_awd',
        expected: {
          variant: '73,1 kWh Executive Panorama AWD 343 HK',
          horsepower: 343,
          fuel_type: 'Electric',
          transmission: 'Automatic',
        },
      },
    ],
  },
  {
    heading: 'URBAN CRUISER',
    model: 'Urban Cruiser',
    oneLine: true,
    trims: [
      {
        trim: 'Active',
        engine: '49 kWh, 144 hk',
        monthly: 3199,
        first: 9995,
        id: 'urban_cruiser_active_144hp',
        expected: {
          variant: '49 kWh Active 144 HK',
          horsepower: 144,
          fuel_type: 'Electric',
          transmission: 'Automatic',
        },
      },
      {
        trim: 'Style',
        engine: '61 kWh, 184 hk AWD',
        monthly: 3799,
        first: 9995,
        id: 'urban_cruiser_style_184hp_awd',
        expected: {
          variant: '61 kWh Style AWD 184 HK',
          horsepower: 184,
          fuel_type: 'Electric',
          transmission: 'Automatic',
        },
      },
    ],
  },
];

const totalCost = (trim: Trim) => trim.first + PERIOD * trim.monthly;

function drawBlock(doc: PdfDocument, trim: Trim, y: number): number {
  doc.font('Helvetica-Bold').fontSize(10).text(trim.trim, 40, y, { lineBreak: false });
  doc.text(`${formatNumber(trim.monthly)} kr/md`, 400, y, { width: 150, align: 'right', lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(9)
    .text(trim.engine, 40, y + 13, { lineBreak: false });
  doc.fontSize(8).text(`Førstegangsydelse ${kr(trim.first)}`, 40, y + 26, { lineBreak: false });
  doc.text(`Samlede omkostninger ${kr(totalCost(trim))}`, 250, y + 26, { lineBreak: false });
  return y + 44;
}

function drawRowForm(doc: PdfDocument, trim: Trim, y: number): number {
  doc.font('Helvetica-Bold').fontSize(9).text(trim.trim, 40, y, { lineBreak: false });
  doc.font('Helvetica').text(trim.engine, 120, y, { lineBreak: false });
  doc.text(`${formatNumber(trim.monthly)} kr/md`, 230, y, { lineBreak: false });
  doc.fontSize(8).text(`Førstegangsydelse ${kr(trim.first)}`, 300, y, { lineBreak: false });
  doc.text(`Samlede omkostninger ${kr(totalCost(trim))}`, 420, y, { lineBreak: false });
  return y + 16;
}

export async function toyotaPriceList(): Promise<GeneratedPriceList & { ids: string[] }> {
  const bytes = await renderPdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(18).text('Privatleasing priser', 40, 36);
    doc.font('Helvetica').fontSize(9).text('Toyota Danmark A/S · Gældende fra 1. maj 2025', 40, 60);
    let y = 90;
    for (const section of toyotaSections) {
      const height = section.oneLine ? 30 + 16 * section.trims.length : 30 + 44 * section.trims.length;
      if (y + height > 740) {
        doc.addPage();
        y = 50;
      }
      doc.font('Helvetica-Bold').fontSize(14).text(section.heading, 40, y, { lineBreak: false });
      y += 24;
      for (const trim of section.trims)
        y = section.oneLine ? drawRowForm(doc, trim, y) : drawBlock(doc, trim, y);
      y += 8;
    }
    doc
      .font('Helvetica')
      .fontSize(7)
      .text('Alle priser er inkl. moms og levering. Priserne er baseret på 15.000 km/år.', 40, 760, {
        lineBreak: false,
      });
  });
  const cars: ExtractedCar[] = toyotaSections.flatMap((section) =>
    section.trims.map((trim) => ({
      make: 'Toyota',
      model: section.model,
      ...trim.expected,
      offers: [
        {
          mileage_per_year: MILEAGE,
          period_months: PERIOD,
          first_payment: trim.first,
          monthly_price: trim.monthly,
        },
      ],
    })),
  );
  const ids = toyotaSections.flatMap((section) => section.trims.map((trim) => trim.id));
  return { name: 'd: Toyota privatleasing', bytes, expected: expectedResult(cars), ids };
}
