import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_FULL_MESSAGE,
  COMPARE_MAX,
  compareHref,
  parseCompareSelection,
  serialiseCompareSelection,
  toggleCompare,
} from './compare-selection';

const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('compare selection', () => {
  it.each([
    ['nothing', null, []],
    ['not JSON', '[', []],
    ['another version', JSON.stringify({ v: 2, ids: [idOf(1)] }), []],
    ['bad ids dropped', JSON.stringify({ v: 1, ids: ['x', idOf(1), 7] }), [idOf(1)]],
    ['duplicates once', JSON.stringify({ v: 1, ids: [idOf(1), idOf(1)] }), [idOf(1)]],
    ['at most four', serialiseCompareSelection([1, 2, 3, 4, 5].map(idOf)), [1, 2, 3, 4].map(idOf)],
  ])('%s', (_, raw, expected) => {
    expect(parseCompareSelection(raw)).toEqual(expected);
  });

  it('adds, removes and refuses a fifth car in Danish', () => {
    const four = [1, 2, 3, 4].map(idOf);
    expect(toggleCompare(four.slice(0, 3), idOf(4))).toEqual({ ids: four, refused: null });
    expect(toggleCompare(four, idOf(2))).toEqual({ ids: [idOf(1), idOf(3), idOf(4)], refused: null });
    expect(toggleCompare(four, idOf(5))).toEqual({ ids: four, refused: COMPARE_FULL_MESSAGE });
    expect(COMPARE_FULL_MESSAGE).toBe('Du kan sammenligne højst 4 biler. Fjern en, før du tilføjer en ny.');
  });

  it('never holds more than four distinct ids, whatever is toggled', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 8 }).map(idOf)), (toggles) => {
        let ids: string[] = [];
        for (const id of toggles) ids = toggleCompare(ids, id).ids;
        expect(ids.length).toBeLessThanOrEqual(COMPARE_MAX);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('links to /sammenlign with the ids and the configuration', () => {
    expect(compareHref([idOf(1), idOf(2)], { km: 15000, mdr: 36, udb: 4995 })).toBe(
      `/sammenlign?ids=${idOf(1)},${idOf(2)}&km=15000&mdr=36&udb=4995`,
    );
    expect(compareHref([idOf(1)], null)).toBe(`/sammenlign?ids=${idOf(1)}`);
  });
});
