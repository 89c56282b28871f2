import { describe, expect, it } from 'vitest';
import { countNoun, type NounForms } from './count-noun';

const VISNING: NounForms = ['visning', 'visninger'];
const BIL: NounForms = ['bil', 'biler'];
const KLIK: NounForms = ['klik', 'klik'];

describe('countNoun', () => {
  it.each<[number, NounForms, string]>([
    [1, VISNING, '1 visning'],
    [2, VISNING, '2 visninger'],
    [0, VISNING, '0 visninger'],
    [1200, VISNING, '1.200 visninger'],
    [1, BIL, '1 bil'],
    [21, BIL, '21 biler'],
    [1, KLIK, '1 klik'],
    [3, KLIK, '3 klik'],
  ])('%i with %j → %s', (count, forms, expected) => {
    expect(countNoun(count, forms)).toBe(expected);
  });
});
