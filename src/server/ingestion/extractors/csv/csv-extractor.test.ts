import { describe, expect, it } from 'vitest';
import { extractedPriceListSchema } from '../../../../domain/ingestion/extracted-price-list';
import { ExtractionError, type ExtractionOutcome } from '../extractor';
import { createCsvExtractor } from './csv-extractor';

const extractor = createCsvExtractor();
const run = (text: string) => extractor.extract({ kind: 'csv', text }, {});

async function failureOf(promise: Promise<ExtractionOutcome>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ExtractionError) return { code: error.code, message: error.danishMessage };
    throw error;
  }
  throw new Error('expected the extraction to fail');
}

const danishCsv = [
  'Mærke;Model;Variant;HK;Brændstof;Gear;Km/år;Løbetid (mdr.);Førstegangsydelse;Månedlig ydelse',
  'Toyota;Yaris;1.5 Hybrid Active;116;Hybrid;Automatgear;15.000;36;4.995;2.895 kr.',
  'Toyota;Yaris;1.5 Hybrid Active;116;Hybrid;Automatgear;20.000;36;4.995;3.095 kr.',
  'Toyota;bZ4X;"Executive, AWD";343;El;Automatisk;15.000;48;"14.995";"5.495"',
  'Toyota;Yaris;1.5 Hybrid Active;116;Hybrid;Automatgear;15.000;36;4.995;2.895 kr.',
].join('\n');

describe('csv extractor', () => {
  it('reads a Danish CSV into cars with grouped offers (duplicates once)', async () => {
    const outcome = await run(danishCsv);
    expect(outcome.extractor).toBe('csv');
    expect(outcome.usage).toBeNull();
    expect(outcome.warnings).toEqual([]);
    expect(extractedPriceListSchema.safeParse(outcome.result).success).toBe(true);
    expect(outcome.result.cars).toEqual([
      {
        make: 'Toyota',
        model: 'Yaris',
        variant: '1.5 Hybrid Active',
        horsepower: 116,
        fuel_type: 'Hybrid - Petrol',
        transmission: 'Automatic',
        offers: [
          { mileage_per_year: 15000, period_months: 36, first_payment: 4995, monthly_price: 2895 },
          { mileage_per_year: 20000, period_months: 36, first_payment: 4995, monthly_price: 3095 },
        ],
      },
      {
        make: 'Toyota',
        model: 'bZ4X',
        variant: 'Executive, AWD',
        horsepower: 343,
        fuel_type: 'Electric',
        transmission: 'Automatic',
        offers: [{ mileage_per_year: 15000, period_months: 48, first_payment: 14995, monthly_price: 5495 }],
      },
    ]);
  });

  it('reads English headers with commas, without the optional columns', async () => {
    const text = [
      'make,model,variant,mileage,months,first payment,monthly',
      'Kia,EV3,"Long Range Air",15000,36,"9,995","3,499"',
    ].join('\r\n');
    const outcome = await run(text);
    expect(outcome.result.cars).toEqual([
      {
        make: 'Kia',
        model: 'EV3',
        variant: 'Long Range Air',
        horsepower: null,
        fuel_type: null,
        transmission: null,
        offers: [{ mileage_per_year: 15000, period_months: 36, first_payment: 9995, monthly_price: 3499 }],
      },
    ]);
  });

  it('lists bad rows with their line numbers and keeps the good ones', async () => {
    const text = [
      'Mærke;Model;Variant;HK;Brændstof;Km/år;Løbetid;Udbetaling;Ydelse pr. md.',
      'Skoda;Elroq;85;286;El;15.000;36;0;3.999',
      ';Elroq;85;286;El;15.000;36;0;3.999',
      'Skoda;Elroq;85;286;El;15.000;36;0;ring',
      'Skoda;Elroq;85;286;El;15.000;0;0;3.999',
      'Skoda;Elroq;85;stor;Brint;20.000;36;0;4.299',
    ].join('\n');
    const outcome = await run(text);
    expect(outcome.warnings).toEqual([
      'Linje 3 er sprunget over: mærke mangler.',
      'Linje 4 er sprunget over: månedlig ydelse "ring" er ikke et tal.',
      'Linje 5 er sprunget over: tilbuddets tal ligger uden for det tilladte.',
      'Linje 6: hk "stor" er ikke et tal og er udeladt.',
      'Linje 6: brændstof "Brint" er ukendt og er udeladt.',
    ]);
    expect(outcome.result.cars.map((car) => [car.horsepower, car.fuel_type, car.offers.length])).toEqual([
      [286, 'Electric', 1],
      [null, null, 1],
    ]);
  });

  it('names the missing required columns', async () => {
    expect(await failureOf(run('Mærke;Model;Variant;Km/år;Løbetid;Udbetaling\nA;B;C;1;2;3'))).toEqual({
      code: 'unsupported_layout',
      message: 'CSV-filen mangler kolonnen "månedlig ydelse".',
    });
    expect((await failureOf(run('Model;Pris\nA;1'))).message).toBe(
      'CSV-filen mangler kolonnerne "mærke", "variant", "km/år", "løbetid", "udbetaling", "månedlig ydelse".',
    );
  });

  it('fails clearly on an empty file, a file without valid rows and a source that is not CSV', async () => {
    expect(await failureOf(run('\n\n'))).toEqual({ code: 'empty_document', message: 'CSV-filen er tom.' });
    const noRows = await failureOf(
      run('Mærke;Model;Variant;Km/år;Løbetid;Udbetaling;Ydelse\nA;B;C;x;36;0;1'),
    );
    expect(noRows).toEqual({
      code: 'no_cars_found',
      message:
        'CSV-filen indeholder ingen gyldige rækker. Linje 2 er sprunget over: km/år "x" er ikke et tal.',
    });
    const notCsv = extractor.extract({ kind: 'text', text: 'a;b' }, {});
    expect((await failureOf(notCsv)).code).toBe('unsupported_layout');
  });
});
