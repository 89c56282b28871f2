import { describe, expect, it } from 'vitest';
import { groupNotes } from './note-groups';

const total = (line: number) =>
  `Totalprisen 125.000 kr. passer ikke med 0 kr. + 36 × 3.599 kr. (side 2, linje ${line}).`;
const minimum = (line: number) =>
  `Mindsteprisen 40.000 kr. passer ikke med 0 kr. + 12 × 3.599 kr. (side 2, linje ${line}).`;
const OCTAVIA = 'Skoda Octavia Combi 1.5 TSI Style';
const OCTAVIA_RS = 'Skoda Octavia Combi 1.5 TSI Style RS';

/** The groups as [car, label, number of lines]. */
const shape = (lines: string[], carNames: string[] = []) =>
  groupNotes(lines, carNames).map((group) => [group.car, group.label, group.lines.length]);

describe('groupNotes', () => {
  it.each([
    ['no notes', [], [], []],
    ['one note stands as it is', [total(14)], [], [[null, total(14), 1]]],
    [
      'twelve totals that do not add up are one line with a count',
      Array.from({ length: 12 }, (_, index) => total(10 + index)),
      [],
      [[null, 'Totalprisen passer ikke for 12 tilbud', 12]],
    ],
    [
      'each cause its own group, in the order first seen',
      [total(14), minimum(14), total(15), minimum(15), 'Også læst i «b.pdf»: side 1, linje 2.'],
      [],
      [
        [null, 'Totalprisen passer ikke for 2 tilbud', 2],
        [null, 'Mindsteprisen passer ikke for 2 tilbud', 2],
        [null, 'Også læst i «b.pdf»: side 1, linje 2.', 1],
      ],
    ],
    [
      'two prices for the same terms, twice',
      [
        'Prislisten angiver 2 priser for 15.000 km/år, 36 mdr., 0 kr. i udbetaling: 2.999 kr./md. og 3.049 kr./md.',
        'Prislisten angiver 2 priser for 20.000 km/år, 36 mdr., 0 kr. i udbetaling: 3.199 kr./md. og 3.249 kr./md.',
      ],
      [],
      [[null, 'Flere priser for samme vilkår i 2 tilbud', 2]],
    ],
    [
      'an unknown note repeated with other numbers: its first line and how many alike',
      ['Rækken på side 3, linje 4 har 5 tomme celler.', 'Rækken på side 3, linje 9 har 2 tomme celler.'],
      [],
      [[null, 'Rækken på side 3, linje 4 har 5 tomme celler. (og 1 lignende)', 2]],
    ],
    [
      'different unknown notes stay apart',
      ['hk "x" er ikke et tal og er udeladt', 'gear "y" er ukendt og er udeladt'],
      [],
      [
        [null, 'hk "x" er ikke et tal og er udeladt', 1],
        [null, 'gear "y" er ukendt og er udeladt', 1],
      ],
    ],
    [
      "a run's warnings per car (the longest name that fits) and per cause",
      [
        `${OCTAVIA}: ${total(14)}`,
        `${OCTAVIA_RS}: ${total(20)}`,
        `${OCTAVIA}: ${total(15)}`,
        'Side 4 blev sprunget over.',
        `${OCTAVIA}: ${minimum(16)}`,
      ],
      [OCTAVIA, OCTAVIA_RS],
      [
        [OCTAVIA, 'Totalprisen passer ikke for 2 tilbud', 2],
        [OCTAVIA_RS, total(20), 1],
        [null, 'Side 4 blev sprunget over.', 1],
        [OCTAVIA, minimum(16), 1],
      ],
    ],
  ])('%s', (_, lines, carNames, expected) => {
    expect(shape(lines, carNames)).toEqual(expected);
  });

  it('keeps every line, without the car name, for the group to open to', () => {
    const [group] = groupNotes([`${OCTAVIA}: ${total(14)}`, `${OCTAVIA}: ${total(15)}`], [OCTAVIA]);
    expect(group?.lines).toEqual([total(14), total(15)]);
    expect(group?.cause).toBe('total_disagrees');
  });
});
