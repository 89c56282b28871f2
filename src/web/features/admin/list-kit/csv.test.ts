import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, toCsv } from './csv';

type Row = { name: string | null; note: string | null; price: number | null };
const columns: CsvColumn<Row>[] = [
  { header: 'Bil', value: (row) => row.name },
  { header: 'Note', value: (row) => row.note },
  { header: 'Pris', value: (row) => row.price },
];

/**
 * A cell or piece a spreadsheet would read as a formula: after whitespace or quotes, a formula character
 * followed by something (a lone trailing '-', as in "2.999,-", or one right before a closing quote is
 * none); a plain number is just a number.
 */
function formulaLike(piece: string): boolean {
  const start = /^[\s"\u200B-\u200D\u2060\uFEFF]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]\s*(\S)/.exec(piece);
  return start !== null && start[1] !== '"' && !/^\s*-?\d+(\.\d+)?\s*$/.test(piece);
}

/** Every way a program may cut the file into cells: RFC 4180 with ';' or ',', and a naive split on either. */
function cellsAsRead(csv: string): string[] {
  const rfc = (delimiter: string) => Papa.parse<string[]>(csv, { delimiter, newline: '\r\n' }).data.flat();
  const naive = (separator: string) => csv.split(/\r\n|\r|\n/).flatMap((line) => line.split(separator));
  return [...rfc(';'), ...rfc(','), ...naive(';'), ...naive(',')];
}

describe('toCsv (issue 26, finding 5)', () => {
  it('quotes every text cell, doubles quotes, keeps numbers bare, header first, CRLF lines', () => {
    const csv = toCsv(columns, [
      { name: 'Kia "EV3"; Air', note: 'linje 1\nlinje 2', price: 2999 },
      { name: 'Kia EV3', note: null, price: -5 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '"Bil";"Note";"Pris"',
      '"Kia ""EV3""; Air";"linje 1\nlinje 2";2999',
      '"Kia EV3";;-5',
    ]);
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+45 11 22 33 44', `"'+45 11 22 33 44"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1+1', `"'\t=1+1"`],
    // The CR also ends a line for a program that cuts lines on it: the formula after it is defused too.
    ['\r=1+1', `"'\r'=1+1"`],
    [' =1+1', `"' =1+1"`],
    ['\u00A0=1+1', `"'\u00A0=1+1"`],
    ['  \u00A0 @x', `"'  \u00A0 @x"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
  ])('neutralises a formula after any leading whitespace: %j', (name, cell) => {
    const [, row] = toCsv(columns, [{ name, note: null, price: null }]).split('\r\n');
    expect(row).toBe(`${cell};;`);
  });

  it("a seller's variant with a formula after a comma is no bare formula cell to a program that splits on commas", () => {
    const csv = toCsv(columns, [
      { name: 'VW Golf', note: "1.5 TSI Life,=cmd|' /C calc'!A0,", price: 2999 },
      { name: 'Kia; =1+1', note: 'Pris 2.999,- kr. / 2.999,-', price: null },
    ]);
    expect(cellsAsRead(csv).filter(formulaLike)).toEqual([]);
    // Read back as written, with the neutralising apostrophe where a formula started.
    expect(Papa.parse<string[]>(csv, { delimiter: ';', newline: '\r\n' }).data.slice(1)).toEqual([
      ['VW Golf', "1.5 TSI Life,'=cmd|' /C calc'!A0,", '2999'],
      // A price's dash is defused only when text follows it in the cell.
      ["Kia; '=1+1", "Pris 2.999,'- kr. / 2.999,-", ''],
    ]);
  });

  it('whatever the text, no program that cuts the file on ; or , finds a formula cell, and ; reads it back', () => {
    const piece = fc.constantFrom(
      '=',
      '+',
      '-',
      '@',
      '\t',
      '\r',
      ' ',
      '\u00A0',
      ',',
      ';',
      '"',
      '\n',
      'A1',
      'x',
    );
    const text = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, text, fc.option(fc.integer()), (name, note, price) => {
        const csv = toCsv(columns, [{ name, note, price }]);
        expect(cellsAsRead(csv).filter(formulaLike)).toEqual([]);
        const [read] = Papa.parse<string[]>(csv, { delimiter: ';', newline: '\r\n' }).data.slice(1);
        expect(read?.[0]?.replaceAll("'", '')).toBe(name.replaceAll("'", ''));
        expect(read?.[2]).toBe(price === null ? '' : String(price));
      }),
      { numRuns: 500 },
    );
  });
});
