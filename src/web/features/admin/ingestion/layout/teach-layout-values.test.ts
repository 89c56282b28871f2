import { describe, expect, it } from 'vitest';
import type { LayoutGridRow } from '../../../../../domain/ingestion/layout-grid';
import {
  columnsOfHeader,
  emptyTeachValues,
  headerRows,
  numberProblem,
  type TeachValues,
  templateOf,
  termsInHeader,
  termsValues,
  valuesOfTemplate,
  wholeNumber,
  withChoice,
} from './teach-layout-values';

const row = (index: number, page: number, texts: Array<[string, number]>): LayoutGridRow => ({
  index,
  page,
  line: index + 1,
  y: index * 10,
  text: texts.map(([text]) => text).join(' '),
  cells: [],
  segments: texts.map(([text, x]) => ({ text, x, right: x + 40 })),
});

const rows = [
  row(0, 1, [
    ['Bil', 0],
    ['Pris hver', 100],
  ]),
  row(1, 1, [['måned', 105]]),
  row(2, 1, [
    ['T03', 0],
    ['1.999', 100],
  ]),
  row(3, 2, [['Side 2', 0]]),
];

describe('the teach form', () => {
  it('takes the marked header lines on one page only', () => {
    expect(headerRows(rows, 0, 2).map((r) => r.index)).toEqual([0, 1]);
    expect(headerRows(rows, 2, 3).map((r) => r.index)).toEqual([2]);
    expect(headerRows(rows, null, 1)).toEqual([]);
  });

  it('gives the header columns a meaning: the admin choice for the same words, else a suggestion, else unused', () => {
    const columns = columnsOfHeader(
      headerRows(rows, 0, 2),
      [{ header: 'BIL', kind: 'model', mileage: '', period: '', firstPayment: '' }],
      { 'pris hver måned': { kind: 'monthly', mileage: 15000 } },
    );
    expect(columns).toEqual([
      { header: 'Bil', kind: 'model', mileage: '', period: '', firstPayment: '' },
      { header: 'Pris hver måned', kind: 'monthly', mileage: '15000', period: '', firstPayment: '' },
    ]);
    expect(columnsOfHeader(headerRows(rows, 0, 1), [], {})).toEqual([
      { header: 'Bil', kind: 'other', mileage: '', period: '', firstPayment: '' },
      { header: 'Pris hver', kind: 'other', mileage: '', period: '', firstPayment: '' },
    ]);
  });

  it('reads Danish whole numbers and refuses others in Danish', () => {
    expect(wholeNumber('15.000')).toBe(15000);
    expect(wholeNumber('9 995 kr.')).toBe(9995);
    expect(wholeNumber('3,5')).toBeUndefined();
    expect(numberProblem('', 1, 120, 'Løbetiden')).toBeUndefined();
    expect(numberProblem('900', 1, 120, 'Løbetiden')).toBe('Løbetiden skal være mellem 1 og 120');
    expect(numberProblem('tre', 1, 120, 'Løbetiden')).toBe('Løbetiden skal være et helt tal');
  });

  it('describes the template: no template before a header, matrix numbers only on monthly columns, valid defaults only', () => {
    expect(templateOf(emptyTeachValues)).toBeNull();
    expect(
      templateOf({
        ...emptyTeachValues,
        headerFirst: 0,
        columns: [
          { header: 'Bil', kind: 'model', mileage: '20.000', period: '', firstPayment: '' },
          { header: '15.000 km', kind: 'monthly', mileage: '15.000', period: '36', firstPayment: '9.995' },
        ],
        make: ' Leapmotor ',
        period: '48',
        mileage: '12',
        firstPayment: '0',
      }),
    ).toEqual({
      columns: [
        { header: 'Bil', kind: 'model' },
        { header: '15.000 km', kind: 'monthly', mileage: 15000, period: 36 },
      ],
      defaults: { make: 'Leapmotor', period_months: 48, first_payment: 0 },
    });
  });

  it('fills only the terms a line states', () => {
    expect(termsValues({ period_months: 36, mileage_per_year: 15000 })).toEqual({
      period: '36',
      mileage: '15.000',
    });
  });

  it('starts a header the reader knows as a first-payment price as one ("Udbetaling 4.995 kr.")', () => {
    const header = [row(0, 1, [['Udbetaling 4.995 kr.', 100]])];
    expect(
      columnsOfHeader(header, [], { 'udbetaling 4.995 kr.': { kind: 'monthly', first_payment: 4995 } }),
    ).toEqual([
      {
        header: 'Udbetaling 4.995 kr.',
        kind: 'monthly_at_first_payment',
        mileage: '',
        period: '',
        firstPayment: '4.995',
      },
    ]);
  });

  it.each([
    ['Udbetaling 4.995 kr.', { mileage: '', period: '', firstPayment: '4.995' }],
    ['Udbetaling 0 kr.', { mileage: '', period: '', firstPayment: '0' }],
    ['Førstegangsydelse kr. 14.995,-', { mileage: '', period: '', firstPayment: '14.995' }],
    ['Start 9 995', { mileage: '', period: '', firstPayment: '9.995' }],
    ['36 mdr. Udbetaling 0 kr.', { mileage: '', period: '36', firstPayment: '0' }],
    ['15.000 km/år', { mileage: '15.000', period: '', firstPayment: '' }],
    ['48 måneder 20 000 km', { mileage: '20.000', period: '48', firstPayment: '' }],
    ['Pris hver måned', { mileage: '', period: '', firstPayment: '' }],
    ['Udbetaling 3.000.000 kr.', { mileage: '', period: '', firstPayment: '' }],
  ])('reads the terms a header names: %s', (header, terms) => {
    expect(termsInHeader(header)).toEqual(terms);
  });

  it('fills the terms a header names when the admin picks a price meaning, never over what was typed', () => {
    const column = {
      header: '36 mdr. Udbetaling 4.995 kr.',
      kind: 'other',
      mileage: '',
      period: '',
      firstPayment: '',
    } as const;
    expect(withChoice(column, 'monthly_at_first_payment')).toEqual({
      ...column,
      kind: 'monthly_at_first_payment',
      period: '36',
      firstPayment: '4.995',
    });
    expect(withChoice(column, 'monthly')).toEqual({ ...column, kind: 'monthly', period: '36' });
    expect(withChoice({ ...column, firstPayment: '0' }, 'monthly_at_first_payment').firstPayment).toBe('0');
    expect(withChoice(column, 'variant')).toEqual({ ...column, kind: 'variant' });
  });

  const taught: TeachValues = {
    ...emptyTeachValues,
    headerFirst: 0,
    columns: [
      { header: 'Udgave', kind: 'variant', mileage: '', period: '', firstPayment: '4.995' },
      {
        header: 'Udbetaling 0 kr.',
        kind: 'monthly_at_first_payment',
        mileage: '',
        period: '36',
        firstPayment: '0',
      },
      {
        header: 'Udbetaling 4.995 kr.',
        kind: 'monthly_at_first_payment',
        mileage: '',
        period: '',
        firstPayment: '4.995',
      },
      { header: 'Udbetaling ?', kind: 'monthly_at_first_payment', mileage: '', period: '', firstPayment: '' },
    ],
    make: 'Volkswagen',
    modelSource: 'heading',
    model: 'T-Roc',
  };

  it('describes first-payment columns as monthly prices at their amount, and the model from each heading', () => {
    expect(templateOf(taught)).toEqual({
      columns: [
        { header: 'Udgave', kind: 'variant' },
        { header: 'Udbetaling 0 kr.', kind: 'monthly', period: 36, first_payment: 0 },
        { header: 'Udbetaling 4.995 kr.', kind: 'monthly', first_payment: 4995 },
        // No amount yet: the preview reads plain monthly prices (the form refuses to save it).
        { header: 'Udbetaling ?', kind: 'monthly' },
      ],
      defaults: { make: 'Volkswagen', model: { from: 'heading' } },
    });
    expect(templateOf({ ...taught, modelSource: 'fixed' })?.defaults.model).toBe('T-Roc');
    expect(templateOf({ ...taught, modelSource: 'fixed', model: ' ' })?.defaults).toEqual({
      make: 'Volkswagen',
    });
  });

  it.each([
    ['a fixed model', 'ID.4', { modelSource: 'fixed', model: 'ID.4' }],
    ['the model from each heading', { from: 'heading' } as const, { modelSource: 'heading', model: '' }],
    ['no model', undefined, { modelSource: 'fixed', model: '' }],
  ])('starts from the template in use with %s', (_, model, expected) => {
    const values = valuesOfTemplate({
      columns: [{ header: 'Ydelse', kind: 'monthly' }],
      defaults: model === undefined ? {} : { model },
    });
    expect(values).toMatchObject(expected);
  });
});
