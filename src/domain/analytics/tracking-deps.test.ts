import { describe, expect, it } from 'vitest';
import { makeTrackingId, memoryStorage, readJson, writeJson } from './tracking-deps';

describe('makeTrackingId', () => {
  it('always has a non-empty lower-case base-36 suffix', () => {
    expect(makeTrackingId('s', 1000, () => 0)).toBe('s_1000_00000000');
    expect(makeTrackingId('rs', 1000.7, () => 0.999999999999)).toMatch(/^rs_1000_[a-z0-9]{8}$/);
    expect(makeTrackingId('ov', 5, () => 0.5)).toMatch(/^ov_5_[a-z0-9]{8}$/);
  });
});

describe('JSON in storage', () => {
  it('round-trips and reads garbage as undefined', () => {
    const storage = memoryStorage();
    writeJson(storage, 'k', { a: [1] });
    expect(readJson(storage, 'k')).toEqual({ a: [1] });
    storage.setItem('k', '{');
    expect(readJson(storage, 'k')).toBeUndefined();
    expect(readJson(storage, 'missing')).toBeUndefined();
  });
});
