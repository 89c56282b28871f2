import { describe, expect, it } from 'vitest';
import { coreFacts } from '../../../../../tests/helpers/core-facts';
import { mileageMatrixPriceList } from '../../../../../tests/price-lists/mileage-matrix';
import { sectionHeadingsPriceList } from '../../../../../tests/price-lists/section-headings';
import { simpleTablePriceList, simpleTableText } from '../../../../../tests/price-lists/simple-table';
import type { ExtractedOffer } from '../../../../domain/ingestion/extracted-price-list';
import { offerReasons } from '../../../../domain/ingestion/reading-evidence';
import { ExtractionError } from '../extractor';
import { createTableExtractor } from './table-extractor';

const extractor = createTableExtractor();
const pdf = (bytes: Uint8Array) => ({ kind: 'pdf' as const, bytes, fileName: 'prisliste.pdf' });

async function errorCode(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  return error instanceof ExtractionError ? error.code : `not an ExtractionError: ${String(error)}`;
}

describe('table extractor on generated PDFs', () => {
  it('(a) reads a one-row-per-offer table, the make from the title', async () => {
    const list = await simpleTablePriceList();
    const outcome = await extractor.extract(pdf(list.bytes), {});
    expect(coreFacts(outcome.result)).toEqual(list.expected);
    expect(outcome.extractor).toBe('table');
    expect(outcome.warnings).toEqual([]);
  });

  it.each([false, true])(
    '(b) reads a mileage matrix over two pages with a merpris line (header repeated: %s)',
    async (repeatHeader) => {
      const list = await mileageMatrixPriceList({ repeatHeader });
      const outcome = await extractor.extract(pdf(list.bytes), {});
      expect(coreFacts(outcome.result)).toEqual(list.expected);
      expect(outcome.warnings).toEqual([]);
    },
  );

  it('(c) reads make and model from section headings, other column names and a section-only supplement', async () => {
    const list = await sectionHeadingsPriceList();
    const outcome = await extractor.extract(pdf(list.bytes), {});
    expect(coreFacts(outcome.result)).toEqual(list.expected);
    expect(outcome.warnings).toEqual([]);
  });

  it('reports progress and a log line', async () => {
    const list = await simpleTablePriceList();
    const steps: number[] = [];
    const log: string[] = [];
    await extractor.extract(pdf(list.bytes), {
      progress: (percent) => steps.push(percent),
      log: (line) => log.push(line),
    });
    expect(steps).toEqual([10, 50, 90]);
    expect(log).toEqual(['Læste 12 linjer på 1 side(r): 4 biler med 8 tilbud.']);
  });
});

describe('table extractor on pasted text', () => {
  it.each(['tab', 'spaces'] as const)('reads %s-separated columns like the PDF', async (separator) => {
    const list = await simpleTablePriceList();
    const outcome = await extractor.extract({ kind: 'text', text: simpleTableText(separator) }, {});
    expect(coreFacts(outcome.result)).toEqual(list.expected);
  });

  it('takes terms stated once and derives the period from the total price', async () => {
    const text = [
      'Cupra privatleasing',
      'Alle priser gælder ved 20.000 km/år og en førstegangsydelse på 14.995 kr.',
      'Model\tVariant\tYdelse pr. md.\tTotalpris',
      'Born\te-Boost 79 kWh 326 hk\t4.495 kr.\t176.815 kr.',
      'Merpris pr. 5.000 km: 175 kr./md.',
    ].join('\n');
    const outcome = await extractor.extract({ kind: 'text', text }, {});
    const [car] = outcome.result.cars;
    const { evidence, ...read } = car ?? { evidence: undefined };
    expect([read]).toEqual([
      {
        make: 'Cupra',
        model: 'Born',
        variant: 'e-Boost 79 kWh 326 hk',
        horsepower: 326,
        fuel_type: 'Electric',
        transmission: 'Automatic',
        offers: [
          {
            mileage_per_year: 20000,
            period_months: 36,
            first_payment: 14995,
            monthly_price: 4495,
            total_cost: 176815,
          },
          { mileage_per_year: 25000, period_months: 36, first_payment: 14995, monthly_price: 4670 },
        ],
        sources: [{ page: 1, line: 4 }],
        checks: [
          { check: 'terms_stated', passed: true },
          { check: 'grid_complete', passed: true },
          { check: 'total_agrees', passed: true },
          { check: 'price_rises_with_mileage', passed: true },
        ],
      },
    ]);
    // Why each offer: the price from its row, the period worked out from the total, the km/år and
    // first payment from the sentence, the derived offer's km/år and price from the merpris note.
    const why = (offer: ExtractedOffer) =>
      offerReasons(evidence, offer)?.map(({ field, how, where }) => `${field}: ${how} (${where})`);
    expect(why(car?.offers[0] as ExtractedOffer)).toEqual([
      'monthly_price: rækkens egen celle (side 1, linje 4)',
      'mileage: teksten ved tabellen (side 1, linje 2)',
      'period: regnet ud fra totalprisen (side 1, linje 4)',
      'first_payment: teksten ved tabellen (side 1, linje 2)',
      'model: rækkens egen celle (side 1, linje 4)',
      'make: overskriften (side 1, linje 1)',
    ]);
    expect(why(car?.offers[1] as ExtractedOffer)?.slice(0, 4)).toEqual([
      'monthly_price: merprisnoten (side 1, linje 5)',
      'mileage: merprisnoten (side 1, linje 5)',
      'period: regnet ud fra totalprisen (side 1, linje 4)',
      'first_payment: teksten ved tabellen (side 1, linje 2)',
    ]);
  });

  it('warns about a total price that does not add up, and skips a row it cannot complete', async () => {
    const text = [
      'Mærke\tModel\tVariant\tKm/år\tLøbetid\tUdbetaling\tYdelse pr. md.\tTotalpris',
      'Kia\tPicanto\t1.2 Prestige 79 hk manuel\t15.000\t36\t4.995\t2.199\t84.000',
      'Kia\tEV3\tAir 58,3 kWh 204 hk\t\t36\t9.995\t3.299\t',
    ].join('\n');
    const outcome = await extractor.extract({ kind: 'text', text }, {});
    expect(outcome.result.cars.map((car) => car.model)).toEqual(['Picanto']);
    const totalNote = 'Totalprisen 84.000 kr. passer ikke med 4.995 kr. + 36 × 2.199 kr. (side 1, linje 2).';
    expect(outcome.result.cars[0]?.notes).toEqual([totalNote]);
    expect(outcome.warnings).toEqual([
      'Side 1, linje 3: prisen 3.299 kr. blev sprunget over (km/år står ikke i prislisten).',
      `Kia Picanto 1.2 Prestige 79 hk manuel: ${totalNote}`,
    ]);
  });
});

describe('table extractor failures', () => {
  it("says 'unsupported_layout' when there is no price table", async () => {
    const text = 'Kære kunde\nHer er vores nyeste tilbud på privatleasing.\nRing til os på 70 20 30 40.';
    expect(await errorCode(extractor.extract({ kind: 'text', text }, {}))).toBe('unsupported_layout');
  });

  it("says 'no_cars_found' when a table has no usable rows", async () => {
    const text = 'Model\tVariant\tKm/år\tYdelse pr. md.\nRing for pris\t\t\t';
    expect(await errorCode(extractor.extract({ kind: 'text', text }, {}))).toBe('no_cars_found');
  });

  it("says 'unreadable_pdf' for a corrupt PDF and 'unsupported_layout' for CSV", async () => {
    expect(await errorCode(extractor.extract(pdf(new Uint8Array([37, 80, 68, 70, 1, 2, 3])), {}))).toBe(
      'unreadable_pdf',
    );
    expect(await errorCode(extractor.extract({ kind: 'csv', text: 'model;variant' }, {}))).toBe(
      'unsupported_layout',
    );
  });
});
