import { describe, expect, it } from 'vitest';
import { batchScope, isInScope } from './batch-scope';

describe('batchScope', () => {
  it('lists each make and model once, case and spacing ignored, first spelling kept', () => {
    const scope = batchScope([
      { make: 'Toyota', model: 'Yaris' },
      { make: 'TOYOTA', model: ' yaris ' },
      { make: 'Toyota', model: 'Aygo  X' },
      { make: 'Toyota', model: 'aygo x' },
      { make: 'Skoda', model: 'Yaris' },
    ]);
    expect(scope).toEqual([
      { make: 'Toyota', model: 'Yaris' },
      { make: 'Toyota', model: 'Aygo  X' },
      { make: 'Skoda', model: 'Yaris' },
    ]);
  });

  it('is empty for no cars', () => {
    expect(batchScope([])).toEqual([]);
  });
});

describe('isInScope', () => {
  const scope = [{ make: 'Toyota', model: 'Yaris' }];

  it('matches make and model without case', () => {
    expect(isInScope(scope, 'toyota', 'YARIS')).toBe(true);
  });

  it('needs both make and model', () => {
    expect(isInScope(scope, 'Toyota', 'Yaris Cross')).toBe(false);
    expect(isInScope(scope, 'Mazda', 'Yaris')).toBe(false);
  });
});
