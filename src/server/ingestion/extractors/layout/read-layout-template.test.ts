import { describe, expect, it } from 'vitest';
import type { LayoutTemplate } from '../../../../domain/ingestion/layout-template';
import { linesFromPlainText } from '../../pdf/plain-text-lines';
import { readLayout } from './read-layout';

// Headers the built-in Danish vocabulary does not know: only a taught template reads them.
const list = [
  'Sommerkampagne',
  'Bil\tUdgave\tKræfter\tStrækning\tBinding\tStart\tPris hver måned',
  'Leapmotor T03\tStyle\t95\t15.000\t36\t0\t1.999',
  'Leapmotor T03\tStyle\t95\t20.000\t36\t0\t2.199',
  'Leapmotor C10\tDesign\t218\t15.000\t48\t9.995\t3.299',
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

describe('readLayout with a taught template', () => {
  it('finds no table without the template', () => {
    expect(readLayout(linesFromPlainText(list)).cars).toEqual([]);
  });

  it('reads every offer with it, make and model from the Bil column', () => {
    const cars = readLayout(linesFromPlainText(list), undefined, template).cars;
    expect(cars.map((car) => [car.make, car.model, car.variant, car.horsepower, car.offers])).toEqual([
      [
        'Leapmotor',
        'T03',
        'Style',
        95,
        [
          { mileage_per_year: 15000, period_months: 36, first_payment: 0, monthly_price: 1999 },
          { mileage_per_year: 20000, period_months: 36, first_payment: 0, monthly_price: 2199 },
        ],
      ],
      [
        'Leapmotor',
        'C10',
        'Design',
        218,
        [{ mileage_per_year: 15000, period_months: 48, first_payment: 9995, monthly_price: 3299 }],
      ],
    ]);
  });

  it('takes terms the list never states from the template', () => {
    const withoutTerms = ['Bil\tUdgave\tKræfter\tPris hver måned', 'T03\tStyle\t95\t1.999'].join('\n');
    const taught: LayoutTemplate = {
      columns: template.columns,
      defaults: { make: 'Leapmotor', period_months: 36, mileage_per_year: 10000, first_payment: 0 },
    };
    const [car] = readLayout(linesFromPlainText(withoutTerms), undefined, taught).cars;
    expect(car?.offers).toEqual([
      { mileage_per_year: 10000, period_months: 36, first_payment: 0, monthly_price: 1999 },
    ]);
  });
});
