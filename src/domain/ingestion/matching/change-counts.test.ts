import { describe, expect, it } from 'vitest';
import { countChanges } from './change-counts';

describe('countChanges', () => {
  it('counts every change type, zero for absent ones', () => {
    const changes = [
      { type: 'create' },
      { type: 'create' },
      { type: 'withdraw' },
      { type: 'unchanged' },
    ] as const;
    expect(countChanges(changes)).toEqual({
      create: 2,
      update: 0,
      unchanged: 1,
      missing_model: 0,
      withdraw: 1,
      total: 4,
    });
  });
});
