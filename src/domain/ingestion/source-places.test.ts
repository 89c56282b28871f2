import { describe, expect, it } from 'vitest';
import { sourcePlacesText } from './source-places';

describe('sourcePlacesText', () => {
  it.each([
    [undefined, null],
    [[], null],
    [[{ page: 2, line: 14 }], 'Side 2, linje 14'],
    [
      [
        { page: 2, line: 16 },
        { page: 2, line: 14 },
        { page: 2, line: 15 },
        { page: 2, line: 20 },
        { page: 2, line: 14 },
      ],
      'Side 2, linje 14–16 og 20',
    ],
    [
      [
        { page: 3, line: 2 },
        { page: 2, line: 14 },
      ],
      'Side 2, linje 14; side 3, linje 2',
    ],
    [
      [1, 2, 3, 4, 5].map((page) => ({ page, line: 1 })),
      'Side 1, linje 1; side 2, linje 1; side 3, linje 1; side 4, linje 1 og 1 side mere',
    ],
    [
      [1, 2, 3, 4, 5, 6].map((page) => ({ page, line: 1 })),
      'Side 1, linje 1; side 2, linje 1; side 3, linje 1; side 4, linje 1 og 2 sider mere',
    ],
  ])('%j → %s', (places, expected) => {
    expect(sourcePlacesText(places)).toBe(expected);
  });
});
