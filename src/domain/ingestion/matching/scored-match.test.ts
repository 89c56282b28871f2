import { describe, expect, it } from 'vitest';
import type { MatchVehicle } from './match-keys';
import { SCORED_MATCH_THRESHOLD, scoredMatchConfidence } from './scored-match';

const vehicle = (overrides: Partial<MatchVehicle> = {}): MatchVehicle => ({
  make: 'Skoda',
  model: 'Kodiaq',
  variant: '1.5 TSI Style',
  horsepower: 150,
  fuelType: 'Petrol',
  transmission: 'Automatic',
  ...overrides,
});

describe('scoredMatchConfidence (original-system.md §4.12 weights)', () => {
  it.each([
    ['everything equal', vehicle(), 1],
    ['horsepower within 5', vehicle({ horsepower: 154 }), 0.85],
    ['horsepower 6 apart', vehicle({ horsepower: 156 }), 0.7],
    ['other transmission', vehicle({ transmission: 'Manual' }), 0.8],
    ['variant contains the other', vehicle({ variant: '1.5 TSI Style Plus' }), 0.8],
    ['unknown horsepower', vehicle({ horsepower: null }), 0.7],
    ['AWD on one side', vehicle({ variant: '1.5 TSI Style 4x4' }), 0.9],
    ['other trim', vehicle({ variant: '1.5 TSI Selection' }), 0.6],
  ])('%s → %s', (_name, other, confidence) => {
    expect(scoredMatchConfidence(vehicle(), other)).toBe(confidence);
  });

  it('accepts from 0.85 up', () => {
    expect(scoredMatchConfidence(vehicle(), vehicle({ horsepower: 154 }))).toBeGreaterThanOrEqual(
      SCORED_MATCH_THRESHOLD,
    );
    expect(scoredMatchConfidence(vehicle(), vehicle({ transmission: 'Manual' }))).toBeLessThan(
      SCORED_MATCH_THRESHOLD,
    );
  });
});
