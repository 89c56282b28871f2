import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SESSION_KEY, ANALYTICS_SESSION_TTL_MS, touchAnalyticsSession } from './analytics-session';
import { type KeyValueStorage, memoryStorage } from './tracking-deps';

const START = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('touchAnalyticsSession', () => {
  let storage: ReturnType<typeof memoryStorage>;
  const touch = (store: KeyValueStorage = storage) =>
    touchAnalyticsSession({ storage: store, now: () => Date.now(), random: Math.random });

  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
    storage = memoryStorage();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates s_{timestamp}_{random} on first use and stores it', () => {
    const session = touch();
    expect(session.isNew).toBe(true);
    expect(session.id).toMatch(new RegExp(`^s_${START}_[a-z0-9]{8}$`));
    expect(JSON.parse(storage.getItem(ANALYTICS_SESSION_KEY) ?? '')).toEqual({
      id: session.id,
      lastActivityAt: START,
    });
  });

  it('keeps the id while activity continues, even past 30 minutes in total', () => {
    const first = touch();
    for (let minute = 0; minute < 4; minute++) {
      vi.advanceTimersByTime(20 * 60 * 1000);
      expect(touch()).toEqual({ id: first.id, isNew: false });
    }
  });

  it('renews the id after 30 minutes without activity', () => {
    const first = touch();
    vi.advanceTimersByTime(ANALYTICS_SESSION_TTL_MS - 1);
    expect(touch().id).toBe(first.id);
    vi.advanceTimersByTime(ANALYTICS_SESSION_TTL_MS);
    const renewed = touch();
    expect(renewed.isNew).toBe(true);
    expect(renewed.id).not.toBe(first.id);
    expect(renewed.id).toMatch(/^s_\d+_[a-z0-9]+$/);
  });

  it('survives a reload: a new call with the same storage continues the session', () => {
    const first = touch();
    vi.advanceTimersByTime(5 * 60 * 1000);
    const sameStorageAgain = memoryStorage();
    sameStorageAgain.setItem(ANALYTICS_SESSION_KEY, storage.getItem(ANALYTICS_SESSION_KEY) ?? '');
    expect(touch(sameStorageAgain)).toEqual({ id: first.id, isNew: false });
  });

  it('replaces a corrupt or foreign stored value', () => {
    storage.setItem(ANALYTICS_SESSION_KEY, '{not json');
    expect(touch().isNew).toBe(true);
    storage.setItem(ANALYTICS_SESSION_KEY, JSON.stringify({ id: 'abc', lastActivityAt: START }));
    expect(touch().id).toMatch(/^s_/);
  });

  it('still gives an id when storage throws', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(touch(blocked).id).toMatch(/^s_\d+_[a-z0-9]+$/);
  });
});
