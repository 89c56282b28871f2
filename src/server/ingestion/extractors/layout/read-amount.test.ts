import { expect, it } from 'vitest';
import { readAmount } from './read-amount';

it('reads one amount through the noise real price lists carry, and refuses text, decimals and two numbers', () => {
  const cases: Array<[string, number | null]> = [
    ['4.295', 4295],
    ['4.295 kr.', 4295],
    ['kr. 4.295', 4295],
    ['4.295,-', 4295],
    ['4\u00a0295', 4295],
    ['4.295*', 4295],
    ['3.999¹', 3999],
    ['9,999', 9999],
    ['15.000 km/år', 15000],
    ['36 mdr.', 36],
    ['2.699 kr./md.', 2699],
    ['20,83/110', null],
    ['Active', null],
    ['-', null],
    ['0', 0],
    ['1.5', null],
    ['4.295 kr', 4295],
    ['4.295,00', 4295],
    ['3 og 4', null],
    ['73,1', null],
    ['12.995kr.', 12995],
  ];
  for (const [t, v] of cases) expect([t, readAmount(t)]).toEqual([t, v]);
});
