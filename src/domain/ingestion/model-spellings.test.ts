import { expect, it } from 'vitest';
import { knownModelSpelling } from './model-spellings';

it.each<[string, string | null]>([
  ['BZ4X', 'bZ4X'],
  ['ID.4', 'ID.4'],
  ['ID 4', 'ID.4'],
  ['E-2008', 'e-2008'],
  ['IONIQ 5', 'IONIQ 5'],
  ['YARIS CROSS', null],
  ['AYGO X', null],
])('%s is spelled %s', (printed, spelled) => {
  expect(knownModelSpelling(printed)).toBe(spelled);
});
