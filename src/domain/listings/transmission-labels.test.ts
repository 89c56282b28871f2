import { describe, expect, it } from 'vitest';
import {
  storedTransmissionsFor,
  TRANSMISSION_LABELS,
  transmissionFromInput,
  transmissionLabel,
  transmissionOptions,
  transmissionSlugOf,
  transmissionSlugs,
} from './transmission-labels';
import { storedTransmissions } from './vehicle-values';

describe('transmission mapping', () => {
  it.each([
    ['manual', 'Manuel', ['Manual']],
    ['automatic', 'Automatisk', ['Automatic']],
  ] as const)('%s: label %j, stored %j', (slug, label, stored) => {
    expect(TRANSMISSION_LABELS[slug]).toBe(label);
    expect(storedTransmissionsFor([slug])).toEqual(stored);
  });

  it('maps no slugs to nothing, both to every stored value', () => {
    expect(storedTransmissionsFor([])).toEqual([]);
    expect(storedTransmissionsFor([...transmissionSlugs]).sort()).toEqual([...storedTransmissions].sort());
    expect(transmissionOptions).toEqual([
      { value: 'manual', label: 'Manuel' },
      { value: 'automatic', label: 'Automatisk' },
    ]);
  });

  it.each([
    ['Manual', 'manual', 'Manuel'],
    ['Automatic', 'automatic', 'Automatisk'],
    ['CVT', undefined, 'CVT'],
  ])('stored %j → %j, %j', (stored, slug, label) => {
    expect(transmissionSlugOf(stored)).toBe(slug);
    expect(transmissionLabel(stored)).toBe(label);
  });

  it.each([
    ['manual', 'manual'],
    ['Manual', 'manual'],
    ['manuel', 'manual'],
    ['Manuelt', 'manual'],
    ['automatic', 'automatic'],
    ['Automatic', 'automatic'],
    ['AUTOMATISK', 'automatic'],
    ['automatgear', 'automatic'],
    ['cvt', undefined],
  ])('input %j → %j', (input, slug) => {
    expect(transmissionFromInput(input)).toBe(slug);
  });
});
