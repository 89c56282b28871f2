import { describe, expect, it } from 'vitest';
import type { LayoutTemplate, TemplateColumn } from './layout-template';
import {
  templateColumnMeaning,
  templateModelDefault,
  templateModelFromHeading,
} from './layout-template-meaning';

describe('what a taught template means to the reader', () => {
  it.each<[string, TemplateColumn, ReturnType<typeof templateColumnMeaning>]>([
    ['a plain column', { header: 'Bil', kind: 'model' }, { kind: 'model' }],
    ['a monthly column', { header: 'Ydelse', kind: 'monthly' }, { kind: 'monthly' }],
    [
      'a mileage matrix column',
      { header: '15.000 km', kind: 'monthly', mileage: 15000 },
      { kind: 'monthly', mileage: 15000 },
    ],
    [
      'a term matrix column',
      { header: '36 mdr.', kind: 'monthly', period: 36 },
      { kind: 'monthly', period: 36 },
    ],
    [
      'a monthly column at a first payment',
      { header: 'Udbetaling 4.995 kr.', kind: 'monthly', first_payment: 4995 },
      { kind: 'monthly', firstPayment: 4995 },
    ],
    [
      'a first payment of 0 (kept, not dropped as falsy)',
      { header: 'Udbetaling 0 kr.', kind: 'monthly', first_payment: 0 },
      { kind: 'monthly', firstPayment: 0 },
    ],
    [
      'all three terms on one column',
      { header: '36 mdr. 15.000 km 0 kr.', kind: 'monthly', mileage: 15000, period: 36, first_payment: 0 },
      { kind: 'monthly', mileage: 15000, period: 36, firstPayment: 0 },
    ],
    [
      'a total naming its months',
      { header: 'Totalpris (36 mdr.)', kind: 'total', period: 36 },
      { kind: 'total', period: 36 },
    ],
    [
      'a first payment on another kind (not parsed JSON): ignored',
      { header: 'Start 0 kr.', kind: 'first_payment', first_payment: 0 },
      { kind: 'first_payment' },
    ],
  ])('%s', (_, column, meaning) => {
    expect(templateColumnMeaning(column)).toEqual(meaning);
  });

  const withModel = (model: LayoutTemplate['defaults']['model']): LayoutTemplate => ({
    columns: [{ header: 'Ydelse', kind: 'monthly' }],
    defaults: model === undefined ? {} : { model },
  });

  it.each<[string, LayoutTemplate, string | null, boolean]>([
    ['no model taught', withModel(undefined), null, false],
    ['a fixed model (also every template saved before)', withModel('ID.4'), 'ID.4', false],
    ['the model from each heading', withModel({ from: 'heading' }), null, true],
  ])('the model default of %s', (_, template, fixed, fromHeading) => {
    expect(templateModelDefault(template)).toBe(fixed);
    expect(templateModelFromHeading(template)).toBe(fromHeading);
  });
});
