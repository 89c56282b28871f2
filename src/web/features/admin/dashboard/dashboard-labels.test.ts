import { describe, expect, it } from 'vitest';
import { largestMakesCaption } from './dashboard-labels';

describe('largestMakesCaption', () => {
  it.each<[number, number, string]>([
    [0, 0, 'Ingen mærker endnu.'],
    [1, 0, 'Det største mærke.'],
    [8, 0, 'De 8 største mærker.'],
    [8, 1, 'De 8 største mærker (1 annonce fra andre mærker).'],
    [8, 1200, 'De 8 største mærker (1.200 annoncer fra andre mærker).'],
  ])('%i makes shown, %i listings of other makes → %s', (shown, others, expected) => {
    expect(largestMakesCaption(shown, others)).toBe(expected);
  });
});
