import { describe, expect, it } from 'vitest';
import type { LayoutGridRow } from '../../../../../domain/ingestion/layout-grid';
import {
  columnsOfHeader,
  emptyTeachValues,
  headerRows,
  numberProblem,
  templateOf,
  termsValues,
  wholeNumber,
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
      [{ header: 'BIL', kind: 'model', mileage: '', period: '' }],
      { 'pris hver måned': { kind: 'monthly', mileage: 15000 } },
    );
    expect(columns).toEqual([
      { header: 'Bil', kind: 'model', mileage: '', period: '' },
      { header: 'Pris hver måned', kind: 'monthly', mileage: '15000', period: '' },
    ]);
    expect(columnsOfHeader(headerRows(rows, 0, 1), [], {})).toEqual([
      { header: 'Bil', kind: 'other', mileage: '', period: '' },
      { header: 'Pris hver', kind: 'other', mileage: '', period: '' },
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
          { header: 'Bil', kind: 'model', mileage: '20.000', period: '' },
          { header: '15.000 km', kind: 'monthly', mileage: '15.000', period: '36' },
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
});
