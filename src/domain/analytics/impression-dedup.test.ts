import { describe, expect, it } from 'vitest';
import { createImpressionDedup, IMPRESSIONS_KEY, MAX_REMEMBERED_IMPRESSIONS } from './impression-dedup';
import { memoryStorage } from './tracking-deps';

const view = (listingId: string, resultsSessionId = 'rs_1_a', container = 'results_grid') => ({
  listingId,
  resultsSessionId,
  container,
});

describe('createImpressionDedup', () => {
  it('tracks a listing once per container and results session', () => {
    const dedup = createImpressionDedup(memoryStorage());
    expect(dedup.shouldTrack(view('l1'))).toBe(true);
    expect(dedup.shouldTrack(view('l1'))).toBe(false);
    expect(dedup.shouldTrack(view('l1', 'rs_1_a', 'similar_grid'))).toBe(true);
    expect(dedup.shouldTrack(view('l1', 'rs_2_b'))).toBe(true);
    expect(dedup.shouldTrack(view('l2'))).toBe(true);
  });

  it('treats containers outside a search as one session of their own', () => {
    const dedup = createImpressionDedup(memoryStorage());
    expect(dedup.shouldTrack({ listingId: 'l1', container: 'home_grid' })).toBe(true);
    expect(dedup.shouldTrack({ listingId: 'l1', container: 'home_grid' })).toBe(false);
  });

  it('persists in the storage it is given (a reload in the same tab)', () => {
    const storage = memoryStorage();
    createImpressionDedup(storage).shouldTrack(view('l1'));
    expect(createImpressionDedup(storage).shouldTrack(view('l1'))).toBe(false);
    expect(JSON.parse(storage.getItem(IMPRESSIONS_KEY) ?? '')).toEqual([
      { rsid: 'rs_1_a', seen: ['results_grid:l1'] },
    ]);
  });

  it('remembers only the 3 most recently used results sessions', () => {
    const dedup = createImpressionDedup(memoryStorage());
    for (const rsid of ['rs_1_a', 'rs_2_b', 'rs_3_c']) dedup.shouldTrack(view('l1', rsid));
    // Using rs_1_a again makes it recent, so rs_2_b is the one forgotten when rs_4_d arrives.
    dedup.shouldTrack(view('l2', 'rs_1_a'));
    dedup.shouldTrack(view('l1', 'rs_4_d'));
    expect(dedup.shouldTrack(view('l1', 'rs_1_a'))).toBe(false);
    expect(dedup.shouldTrack(view('l1', 'rs_3_c'))).toBe(false);
    expect(dedup.shouldTrack(view('l1', 'rs_2_b'))).toBe(true);
  });

  it('keeps at most 1000 ids, forgetting the oldest first', () => {
    const storage = memoryStorage();
    const dedup = createImpressionDedup(storage);
    for (let index = 0; index < 600; index++) dedup.shouldTrack(view(`a${index}`, 'rs_1_a'));
    for (let index = 0; index < 600; index++) dedup.shouldTrack(view(`b${index}`, 'rs_2_b'));
    const stored: { rsid: string; seen: string[] }[] = JSON.parse(storage.getItem(IMPRESSIONS_KEY) ?? '[]');
    expect(stored.reduce((sum, entry) => sum + entry.seen.length, 0)).toBe(MAX_REMEMBERED_IMPRESSIONS);
    expect(stored[0]?.seen[0]).toBe('results_grid:a200');
    expect(dedup.shouldTrack(view('b0', 'rs_2_b'))).toBe(false);
    expect(dedup.shouldTrack(view('a599', 'rs_1_a'))).toBe(false);
    expect(dedup.shouldTrack(view('a199', 'rs_1_a'))).toBe(true);
  });

  it('forgets everything on clear and starts over after corrupt storage', () => {
    const storage = memoryStorage();
    const dedup = createImpressionDedup(storage);
    dedup.shouldTrack(view('l1'));
    dedup.clear();
    expect(storage.getItem(IMPRESSIONS_KEY)).toBeNull();
    expect(dedup.shouldTrack(view('l1'))).toBe(true);
    storage.setItem(IMPRESSIONS_KEY, '{"rsid":1}');
    expect(dedup.shouldTrack(view('l1'))).toBe(true);
  });
});
