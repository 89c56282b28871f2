import { describe, expect, it } from 'vitest';
import { foundText } from './session-labels';

describe('foundText', () => {
  it.each<[number | null, number | null, string]>([
    [null, null, '–'],
    [1, null, '1 bil'],
    [0, 0, '0 biler · 0 tilbud'],
    [1, 1, '1 bil · 1 tilbud'],
    [4, 12, '4 biler · 12 tilbud'],
    [1200, 3264, '1.200 biler · 3.264 tilbud'],
  ])('%j cars, %j offers → %s', (cars, offers, expected) => {
    expect(foundText({ cars_found: cars, offers_found: offers })).toBe(expected);
  });
});
