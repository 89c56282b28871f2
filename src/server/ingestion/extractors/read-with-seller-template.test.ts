import { describe, expect, it } from 'vitest';
import type { LayoutTemplate } from '../../../domain/ingestion/layout-template';
import { linesFromPlainText } from '../pdf/plain-text-lines';
import { createAutoExtractor } from './auto-extract';
import {
  printsTaughtHeader,
  readWithSellerTemplate,
  TEMPLATE_DID_NOT_FIT_MESSAGE,
} from './read-with-seller-template';
import { createTableExtractor } from './table/table-extractor';

// Headers only the taught template knows.
const taughtList = [
  'Bil\tUdgave\tKræfter\tStrækning\tBinding\tStart\tPris hver måned',
  'T03\tStyle\t95\t15.000\t36\t0\t1.999',
  'C10\tDesign\t218\t15.000\t48\t9.995\t3.299',
].join('\n');

// A list the general reader knows, in headers the template has never seen.
const generalList = [
  'Skoda privatleasing',
  'Model\tVariant\tHK\tKm/år\tLøbetid\tUdbetaling\tYdelse pr. md.',
  'Fabia\t1.0 TSI Essence\t95\t15.000\t36 mdr.\t4.995 kr.\t2.295 kr.',
].join('\n');

const template: LayoutTemplate = {
  columns: [
    { header: 'Bil', kind: 'model' },
    { header: 'Udgave', kind: 'variant' },
    { header: 'Kræfter', kind: 'horsepower' },
    { header: 'Strækning', kind: 'mileage' },
    { header: 'Binding', kind: 'period' },
    { header: 'Start', kind: 'first_payment' },
    { header: 'Pris hver måned', kind: 'monthly' },
  ],
  defaults: { make: 'Leapmotor' },
};

function reading(text: string, withTemplate: boolean) {
  const log: string[] = [];
  const result = readWithSellerTemplate(linesFromPlainText(text), {
    ...(withTemplate ? { template: { version: 3, template } } : {}),
    log: (line) => log.push(line),
  });
  return { cars: result.cars, log };
}

describe('readWithSellerTemplate', () => {
  it('reads a list in the seller layout with the template and says so', () => {
    const { cars, log } = reading(taughtList, true);
    expect(cars.map((car) => `${car.make} ${car.model} ${car.variant} ${car.horsepower}`)).toEqual([
      'Leapmotor T03 Style 95',
      'Leapmotor C10 Design 218',
    ]);
    expect(log).toEqual(['Læst med sælgerens skabelon v3.']);
  });

  it('falls back to the general reader when the list does not print the taught header, and says so', () => {
    // The template's vocabulary also knows the built-in words; its defaults must not reach this list.
    const { cars, log } = reading(generalList, true);
    expect(cars.map((car) => `${car.make} ${car.model} ${car.variant}`)).toEqual([
      'Skoda Fabia 1.0 TSI Essence',
    ]);
    expect(log).toEqual([TEMPLATE_DID_NOT_FIT_MESSAGE]);
  });

  it('falls back when the taught header is there but reads no car', () => {
    const headerOnly = taughtList.split('\n').slice(0, 1).concat('Ingen biler i denne måned').join('\n');
    expect(reading(headerOnly, true)).toEqual({ cars: [], log: [TEMPLATE_DID_NOT_FIT_MESSAGE] });
  });

  it('counts a header over two lines as printed and reads with it', () => {
    const twoLines = [
      'Bil\tUdgave\tKræfter\tStrækning\tBinding\tStart\tPris hver',
      '\t\t\t\t\t\tmåned',
      'T03\tStyle\t95\t15.000\t36\t0\t1.999',
    ].join('\n');
    expect(printsTaughtHeader(linesFromPlainText(twoLines), template)).toBe(true);
    const { cars, log } = reading(twoLines, true);
    expect(cars.map((car) => car.offers)).toEqual([
      [{ mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 1999 }],
    ]);
    expect(log).toEqual(['Læst med sælgerens skabelon v3.']);
    expect(printsTaughtHeader(linesFromPlainText(generalList), template)).toBe(false);
  });

  it('reads with the general reader alone, silently, when the seller has no template', () => {
    expect(reading(taughtList, false)).toEqual({ cars: [], log: [] });
    expect(reading(generalList, false).cars).toHaveLength(1);
  });

  it('is what the auto and table extractors read with, reporting `table`', async () => {
    for (const extractor of [createAutoExtractor(), createTableExtractor()]) {
      const log: string[] = [];
      const outcome = await extractor.extract(
        { kind: 'text', text: taughtList },
        { template: { version: 1, template }, log: (line) => log.push(line) },
      );
      expect(outcome.extractor).toBe('table');
      expect(outcome.result.cars).toHaveLength(2);
      expect(log).toContain('Læst med sælgerens skabelon v1.');
    }
  });
});
