import { describe, expect, it } from 'vitest';
import { bodyTypeChoices, writtenBodyType } from './body-type-choices';
import { BODY_TYPE_LABELS, bodyTypeSlugs } from './body-type-labels';
import { storedBodyTypes } from './vehicle-values';

describe('what an admin chooses a body type from', () => {
  it('offers each body type once by its Danish label, never another spelling or test data', () => {
    expect(bodyTypeChoices.map((choice) => choice.label)).toEqual(
      bodyTypeSlugs.map((slug) => BODY_TYPE_LABELS[slug]),
    );
    expect(bodyTypeChoices.map((choice) => choice.label).join(' ')).not.toMatch(/\) \(|Test|Wagon|Personbil/);
    for (const choice of bodyTypeChoices) expect(storedBodyTypes).toContain(choice.value);
  });

  it.each([
    ['Station Wagon', 'Stationcar'],
    ['Stationcar', 'Stationcar'],
    ['Test karosseri', 'Microcar'],
    ['Personbil', 'Sedan'],
    ['Crossover', 'CUV'],
    ['Minivan', 'MPV'],
    ['Pickup', 'Pickup'],
  ])('a stored %j is chosen as %j', (stored, written) => {
    expect(writtenBodyType(stored)).toBe(written);
  });
});
