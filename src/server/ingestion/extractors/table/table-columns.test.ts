import { describe, expect, it } from 'vitest';
import type { TextCell, TextLine } from '../../pdf/text-line';
import { cellsByColumn, readColumn, readHeaderColumns, readTwoLineHeader } from './table-columns';

const cell = (text: string, x = 0, right = x + 40): TextCell => ({ text, x, right });
const line = (cells: TextCell[]): TextLine => ({
  page: 1,
  y: 0,
  fontSize: 8,
  cells,
  text: cells.map((c) => c.text).join(' '),
});

describe('readColumn', () => {
  it.each<[string, string | null]>([
    ['Model', 'model'],
    ['Variant', 'variant'],
    ['Udstyrsvariant', 'variant'],
    ['HK', 'horsepower'],
    ['Hestekræfter', 'horsepower'],
    ['Km/år', 'mileage'],
    ['Km pr. år', 'mileage'],
    ['Kilometer pr. år', 'mileage'],
    ['Løbetid', 'period'],
    ['Periode', 'period'],
    ['Mdr.', 'period'],
    ['Løbetid (mdr.)', 'period'],
    ['Udbetaling', 'first_payment'],
    ['Førstegangsydelse', 'first_payment'],
    ['Ydelse pr. md.', 'monthly'],
    ['Ydelse pr.  md', 'monthly'],
    ['Månedlig ydelse', 'monthly'],
    ['Kr./md.', 'monthly'],
    ['Totalpris', 'total'],
    ['Samlede omkostninger', 'total'],
    ['Brændstof', 'fuel'],
    ['Gear', 'transmission'],
    ['Mærke', 'make'],
    ['Alle priser er inkl. moms og levering og gælder til 31. maj', null],
    ['Farve', null],
  ])('%s → %s', (text, kind) => {
    expect(readColumn(cell(text))?.kind ?? null).toBe(kind);
  });

  it('reads matrix and supplement headers with their figures', () => {
    expect(readColumn(cell('15.000 km/år'))).toMatchObject({ kind: 'monthly', mileage: 15000 });
    expect(readColumn(cell('36 mdr.'))).toMatchObject({ kind: 'monthly', period: 36 });
    expect(readColumn(cell('Merpris pr. 5.000 km'))).toMatchObject({ kind: 'supplement', stepKm: 5000 });
  });
});

describe('readHeaderColumns', () => {
  it('needs a monthly price, a model or variant, and three terms', () => {
    expect(readHeaderColumns(line([cell('Model'), cell('Variant'), cell('Ydelse pr. md.')]))).not.toBeNull();
    expect(readHeaderColumns(line([cell('Model'), cell('Variant'), cell('HK')]))).toBeNull();
    expect(readHeaderColumns(line([cell('Model'), cell('Ydelse pr. md.')]))).toBeNull();
    expect(
      readHeaderColumns(
        line([
          cell('Model'),
          cell('Farve'),
          cell('Lager'),
          cell('Status'),
          cell('Levering'),
          cell('Ydelse'),
          cell('HK'),
        ]),
      ),
    ).toBeNull();
  });

  it('keeps columns it does not use, so their values stay out of the others', () => {
    const columns = readHeaderColumns(line([cell('Model'), cell('CO2'), cell('HK'), cell('Ydelse')]));
    expect(columns?.map((column) => column.kind)).toEqual(['model', 'other', 'horsepower', 'monthly']);
  });

  it('reads a header printed on two lines', () => {
    const upper = line([cell('Variant', 0, 30), cell('Kilometer', 100, 130), cell('Pris', 200, 230)]);
    const lower = { ...line([cell('pr. år', 100, 125), cell('pr. md.', 200, 228)]), y: 9 };
    expect(readHeaderColumns(upper)).toBeNull();
    expect(readTwoLineHeader(upper, lower)?.map((column) => column.kind)).toEqual([
      'variant',
      'mileage',
      'monthly',
    ]);
    expect(readTwoLineHeader(upper, { ...lower, y: 40 })).toBeNull();
  });
});

describe('cellsByColumn', () => {
  it('puts right-aligned values wider than their header into the header’s column', () => {
    const columns = readHeaderColumns(
      line([cell('Variant', 40, 70), cell('HK', 200, 210), cell('Ydelse pr. md.', 240, 290)]),
    );
    if (!columns) throw new Error('header not read');
    const row = line([
      cell('1.5 Hybrid Active', 40, 120),
      cell('116', 198, 210),
      cell('12.699 kr.', 250, 290),
    ]);
    expect([...cellsByColumn(row, columns).entries()].map(([column, text]) => [column.kind, text])).toEqual([
      ['variant', '1.5 Hybrid Active'],
      ['horsepower', '116'],
      ['monthly', '12.699 kr.'],
    ]);
  });
});
