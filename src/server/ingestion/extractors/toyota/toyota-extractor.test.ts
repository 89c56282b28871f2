import { describe, expect, it } from 'vitest';
import { catalogueHints } from '../../../../../tests/helpers/catalogue-hints';
import { coreFacts } from '../../../../../tests/helpers/core-facts';
import { simpleTablePriceList } from '../../../../../tests/price-lists/simple-table';
import { toyotaPriceList } from '../../../../../tests/price-lists/toyota-price-list';
import { linesFromPlainText } from '../../pdf/plain-text-lines';
import { readPdfLines } from '../../pdf/read-pdf-lines';
import { ExtractionError } from '../extractor';
import { readLayout } from '../layout/read-layout';
import { detectToyotaLayout, parseToyotaPriceList } from './parse-toyota-price-list';
import { createToyotaExtractor } from './toyota-extractor';

const extractor = createToyotaExtractor();

describe('toyota extractor', () => {
  it('(d) reads every trim of the generated Toyota price list exactly', async () => {
    const list = await toyotaPriceList();
    const outcome = await extractor.extract(
      { kind: 'pdf', bytes: list.bytes, fileName: 'toyota.pdf' },
      { hints: catalogueHints(list.expected) },
    );
    expect(outcome.extractor).toBe('toyota');
    expect(coreFacts(outcome.result)).toEqual(list.expected);
    expect(outcome.warnings).toEqual([]);
  });

  it('refuses a document in another layout', async () => {
    const other = await simpleTablePriceList();
    const error = await extractor
      .extract({ kind: 'pdf', bytes: other.bytes, fileName: 'skoda.pdf' }, {})
      .catch((e) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect((error as ExtractionError).code).toBe('unsupported_layout');
  });
});

describe('parseToyotaPriceList', () => {
  it('gives the /admin/toyota-pdf page each variant with its details', async () => {
    const list = await toyotaPriceList();
    const parsed = parseToyotaPriceList(await readPdfLines(list.bytes), catalogueHints(list.expected));
    expect(parsed.variants.map((variant) => variant.id)).toEqual(list.ids);
    expect(parsed.duplicateIds).toEqual([]);
    expect(coreFacts(parsed.result)).toEqual(list.expected);

    const bz4x = parsed.variants.find((variant) => variant.id === 'bz4x_executive_panorama_343hp_awd');
    expect(bz4x).toMatchObject({
      model: 'bZ4X',
      trim: 'Executive Panorama',
      engine_specification: '73.1 kWh, 343 hk AWD',
      battery_capacity_kwh: 73.1,
      powertrain_category: 'electric',
      awd: true,
      monthly_price: 5499,
      first_payment: 9995,
      total_cost: 9995 + 36 * 5499,
      period_months: 36,
      mileage_per_year: 15000,
      page: 2,
    });
    const count = (category: string) =>
      parsed.variants.filter((v) => v.powertrain_category === category).length;
    expect([count('electric'), count('hybrid'), count('petrol')]).toEqual([4, 7, 2]);
    expect(parsed.variants.filter((variant) => variant.awd).map((variant) => variant.id)).toEqual([
      'yaris_cross_style_comfort_130hp_awd',
      'bz4x_executive_panorama_343hp_awd',
      'urban_cruiser_style_184hp_awd',
    ]);
  });

  it('flags a trim stated twice and keeps both prices as offers of one car', () => {
    const lines = linesFromPlainText(
      [
        'Toyota privatleasing · 15.000 km/år · 36 mdr.',
        'YARIS',
        'Active\t1.5 Hybrid 116 hk automatgear\t2.699 kr/md\tFørstegangsydelse 4.995 kr.',
        'Active\t1.5 Hybrid 116 hk automatgear\t2.799 kr/md\tFørstegangsydelse 0 kr.',
      ].join('\n'),
    );
    expect(detectToyotaLayout(readLayout(lines))).toBe(true);
    const parsed = parseToyotaPriceList(lines);
    expect(parsed.duplicateIds).toEqual(['yaris_active_116hp']);
    expect(parsed.warnings).toEqual(['Varianten yaris_active_116hp står mere end én gang i prislisten.']);
    expect(parsed.result.cars).toHaveLength(1);
    expect(parsed.result.cars[0]?.offers).toEqual([
      { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 2799 },
      { mileage_per_year: 15000, period_months: 36, first_payment: 4995, monthly_price: 2699 },
    ]);
  });

  it('warns about a total cost that does not add up and skips a trim without a price', () => {
    const lines = linesFromPlainText(
      [
        'Toyota privatleasing · 15.000 km/år · 36 mdr.',
        'BZ4X',
        'Active\t71.4 kWh, 224 hk\t3.999 kr/md\tFørstegangsydelse 9.995 kr.\tSamlede omkostninger 150.000 kr.',
        'Executive\t73.1 kWh, 343 hk AWD\tRing for pris',
      ].join('\n'),
    );
    const parsed = parseToyotaPriceList(lines);
    expect(parsed.variants.map((variant) => variant.id)).toEqual(['bz4x_active_224hp']);
    expect(parsed.warnings).toEqual([
      'Side 1, linje 4: "Executive 73.1 kWh, 343 hk AWD Ring for pris" har ingen månedlig ydelse og blev ikke læst.',
      'bZ4X 71,4 kWh Active 224 HK: Totalprisen 150.000 kr. passer ikke med 9.995 kr. + 36 × 3.999 kr. (side 1, linje 3).',
    ]);
  });
});
