import { describe, expect, it } from 'vitest';
import { catalogueHints } from '../../../../tests/helpers/catalogue-hints';
import { coreFacts } from '../../../../tests/helpers/core-facts';
import { mileageMatrixPriceList } from '../../../../tests/price-lists/mileage-matrix';
import { sectionHeadingsPriceList } from '../../../../tests/price-lists/section-headings';
import { simpleTablePriceList } from '../../../../tests/price-lists/simple-table';
import { toyotaPriceList } from '../../../../tests/price-lists/toyota-price-list';
import { createAutoExtractor, UNSUPPORTED_LAYOUT_MESSAGE } from './auto-extract';
import { ExtractionError, type Extractor, type PriceListSource } from './extractor';

const pdf = (bytes: Uint8Array): PriceListSource => ({ kind: 'pdf', bytes, fileName: 'prisliste.pdf' });
const letter: PriceListSource = {
  kind: 'text',
  text: 'Kære kunde\nVi har gode tilbud på privatleasing i denne måned.\nKontakt os for et tilbud.',
};

/** Stands in for the AI extractor: records that it was asked and returns one fixed car. */
function recordingAi(): Extractor & { calls: PriceListSource[] } {
  const calls: PriceListSource[] = [];
  return {
    name: 'ai',
    calls,
    async extract(source) {
      calls.push(source);
      return {
        extractor: 'ai',
        usage: null,
        warnings: [],
        result: {
          cars: [
            {
              make: 'Kia',
              model: 'Picanto',
              variant: '1.2 Prestige',
              horsepower: 79,
              fuel_type: 'Petrol',
              transmission: 'Manual',
              offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 2199 }],
            },
          ],
        },
      };
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ExtractionError))
    throw new Error(`expected an ExtractionError, got ${String(error)}`);
  return error;
}

describe('auto extractor', () => {
  it('reads the Toyota layout with the layout reader even when AI is configured', async () => {
    const list = await toyotaPriceList();
    const ai = recordingAi();
    const outcome = await createAutoExtractor({ ai }).extract(pdf(list.bytes), {
      hints: catalogueHints(list.expected),
    });
    expect(outcome.extractor).toBe('table');
    expect(coreFacts(outcome.result)).toEqual(list.expected);
    expect(ai.calls).toEqual([]);
  });

  it('picks table for price tables', async () => {
    const lists = [
      await simpleTablePriceList(),
      await mileageMatrixPriceList({ repeatHeader: false }),
      await sectionHeadingsPriceList(),
    ];
    for (const list of lists) {
      const log: string[] = [];
      const outcome = await createAutoExtractor({ ai: recordingAi() }).extract(pdf(list.bytes), {
        log: (line) => log.push(line),
      });
      expect(outcome.extractor, list.name).toBe('table');
      expect(coreFacts(outcome.result), list.name).toEqual(list.expected);
      const offers = list.expected.cars.reduce((sum, car) => sum + car.offers.length, 0);
      expect(log[0]).toMatch(new RegExp(`: ${list.expected.cars.length} biler med ${offers} tilbud\\.$`));
    }
  });

  it('reads a Toyota dealer’s own table under a model caption', async () => {
    const text = [
      'Toyota privatleasing hos Amager Toyota',
      'YARIS',
      'Variant\tKm/år\tLøbetid\tUdbetaling\tYdelse pr. md.',
      '1.5 Hybrid Active 116 hk\t15.000\t36\t4.995\t2.699 kr./md.',
      '1.5 Hybrid Style 130 hk\t15.000\t36\t4.995\t3.099 kr./md.',
    ].join('\n');
    const outcome = await createAutoExtractor().extract({ kind: 'text', text }, {});
    expect(outcome.extractor).toBe('table');
    expect(outcome.result.cars.map((car) => `${car.make} ${car.model} ${car.variant}`)).toEqual([
      'Toyota Yaris 1.5 Hybrid Active 116 hk',
      'Toyota Yaris 1.5 Hybrid Style 130 hk',
    ]);
  });

  it('hands an unknown layout to the AI extractor when configured', async () => {
    const ai = recordingAi();
    const outcome = await createAutoExtractor({ ai }).extract(letter, {});
    expect(outcome.extractor).toBe('ai');
    expect(ai.calls).toEqual([letter]);
  });

  it("fails with 'unsupported_layout' and a clear Danish message without AI", async () => {
    const error = await failure(createAutoExtractor().extract(letter, {}));
    expect(error.code).toBe('unsupported_layout');
    expect(error.danishMessage).toBe(UNSUPPORTED_LAYOUT_MESSAGE);
  });

  it('passes on unreadable and empty documents instead of asking the AI', async () => {
    const ai = recordingAi();
    const corrupt = await failure(createAutoExtractor({ ai }).extract(pdf(new Uint8Array([1, 2, 3])), {}));
    expect(corrupt.code).toBe('unreadable_pdf');
    const empty = await failure(createAutoExtractor({ ai }).extract({ kind: 'text', text: '  \n ' }, {}));
    expect(empty.code).toBe('empty_document');
    expect(ai.calls).toEqual([]);
  });

  it('leaves CSV to the CSV extractor', async () => {
    const error = await failure(createAutoExtractor().extract({ kind: 'csv', text: 'make;model' }, {}));
    expect(error.code).toBe('unsupported_layout');
  });
});
