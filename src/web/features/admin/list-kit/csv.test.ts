import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes separators, quotes and line breaks, and defuses spreadsheet formulas', () => {
    const rows = [
      { name: 'Kia "EV3"; Air', note: 'linje 1\nlinje 2', price: 2999 },
      { name: '=HYPERLINK("x")', note: null, price: -5 },
    ];
    const csv = toCsv(
      [
        { header: 'Bil', value: (row: (typeof rows)[number]) => row.name },
        { header: 'Note', value: (row) => row.note },
        { header: 'Pris', value: (row) => row.price },
      ],
      rows,
    );
    expect(csv.split('\r\n')).toEqual([
      'Bil;Note;Pris',
      '"Kia ""EV3""; Air";"linje 1\nlinje 2";2999',
      '"\'=HYPERLINK(""x"")";;-5',
    ]);
  });
});
