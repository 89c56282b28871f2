import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from './parse-csv';

describe('parseCsv', () => {
  it('reads quoted fields with separators, doubled quotes and line breaks, and keeps line numbers', () => {
    const text = '\uFEFFa;b;c\r\n"x;1";"sagde ""hej""";"to\nlinjer"\r\n\r\n4;5;6\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x;1', 'sagde "hej"', 'to\nlinjer'] },
      { line: 5, cells: ['4', '5', '6'] },
    ]);
  });

  it('detects the separator from the header line', () => {
    expect(detectSeparator('Mærke;Model;"Ydelse, kr"\n1,2,3,4')).toBe(';');
    expect(detectSeparator('make,model,variant\n')).toBe(',');
    expect(detectSeparator('make\tmodel\n')).toBe('\t');
    expect(detectSeparator('enkelt\n')).toBe(';');
  });
});
