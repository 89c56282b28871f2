import { describe, expect, it } from 'vitest';
import { chunkDocument } from './chunk-document';

describe('chunkDocument', () => {
  it('keeps a short document whole', () => {
    expect(chunkDocument('Yaris 2.895 kr.\fAygo X 2.495 kr.')).toEqual([
      'Yaris 2.895 kr.\n\nAygo X 2.495 kr.',
    ]);
  });

  it('packs whole pages (form feeds or page-marker lines) into parts under the limit', () => {
    const pages = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40)];
    expect(chunkDocument(pages.join('\f'), 90)).toEqual([`${pages[0]}\n\n${pages[1]}`, pages[2]]);
    const marked = `--- Side 1 ---\n${'a'.repeat(40)}\n--- Side 2 ---\n${'b'.repeat(40)}`;
    expect(chunkDocument(marked, 60)).toEqual([
      `--- Side 1 ---\n${'a'.repeat(40)}`,
      `--- Side 2 ---\n${'b'.repeat(40)}`,
    ]);
  });

  it('cuts an over-long page at line ends, and a single over-long line where it must', () => {
    const page = ['linje en', 'linje to', 'linje tre'].join('\n');
    expect(chunkDocument(page, 18)).toEqual(['linje en\nlinje to', 'linje tre']);
    expect(chunkDocument('x'.repeat(25), 10)).toEqual(['x'.repeat(10), 'x'.repeat(10), 'x'.repeat(5)]);
  });

  it('loses no text', () => {
    const text = Array.from({ length: 50 }, (_, i) => `Side ${i}: ${'række '.repeat(i)}`).join('\f');
    const joined = chunkDocument(text, 120).join(' ').replace(/\s+/g, '');
    expect(joined).toBe(text.replaceAll('\f', '').replace(/\s+/g, ''));
  });
});
