import { describe, expect, it } from 'vitest';
import { carName, changeSummary } from './change-summary';
import { offer } from './test-cars';

describe('carName', () => {
  it.each([
    ['Toyota', 'Yaris', '1.5 Hybrid Active', 'Toyota Yaris 1.5 Hybrid Active'],
    ['Toyota', 'Yaris', 'Yaris 1.5 Hybrid', 'Toyota Yaris 1.5 Hybrid'],
    ['Toyota', 'Yaris', 'Yarisline', 'Toyota Yaris Yarisline'],
    ['Toyota', 'Yaris', null, 'Toyota Yaris'],
  ])('%s %s %s → %s', (make, model, variant, name) => {
    expect(carName(make, model, variant)).toBe(name);
  });
});

describe('changeSummary', () => {
  const car = { make: 'Toyota', model: 'Yaris', variant: '1.5 Hybrid Active' };

  it.each([
    ['create', 'Ny bil: Toyota Yaris 1.5 Hybrid Active'],
    ['unchanged', 'Uændret: Toyota Yaris 1.5 Hybrid Active'],
    ['withdraw', 'Tilbagetræk: Toyota Yaris 1.5 Hybrid Active'],
    ['missing_model', 'Model mangler: Toyota Yaris'],
  ] as const)('%s', (type, summary) => {
    expect(changeSummary({ type, ...car })).toBe(summary);
  });

  it('counts fields and offers of an update', () => {
    const summary = changeSummary({
      type: 'update',
      ...car,
      fieldChanges: [
        { field: 'year', old: 2025, new: 2026 },
        { field: 'horsepower', old: 116, new: 130 },
      ],
      offerDiff: {
        added: [offer(25000, 36, 0, 3099)],
        removed: [offer(10000, 36, 0, 2499)],
        changed: [{ old: offer(15000, 36, 0, 2699), new: offer(15000, 36, 0, 2799) }],
      },
    });
    expect(summary).toBe('Opdatering: Toyota Yaris 1.5 Hybrid Active – 2 felter, 3 tilbud ændret');
  });

  it('names only what changed', () => {
    const summary = changeSummary({
      type: 'update',
      ...car,
      offerDiff: {
        added: [],
        removed: [],
        changed: [{ old: offer(15000, 36, 0, 1), new: offer(15000, 36, 0, 2) }],
      },
    });
    expect(summary).toBe('Opdatering: Toyota Yaris 1.5 Hybrid Active – 1 tilbud ændret');
  });
});
