import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNavigatingBack, readNavigationState, recordHistoryAction } from './navigation-state';
import { clearSavedSearchFilters, SESSION_KEYS, writeSessionJson } from './session-store';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('navigation state (spec §3/§4)', () => {
  it('records a back move with its time', () => {
    recordHistoryAction({ type: 'BACK' }, 1_000);
    expect(readNavigationState()).toEqual({ isNavigatingBack: true, timestamp: 1_000 });
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.navigationState) ?? '')).toEqual({
      isNavigatingBack: true,
      timestamp: 1_000,
    });
  });

  it('treats go(-n) as back and push, replace, forward and go(+n) as not', () => {
    recordHistoryAction({ type: 'GO', index: -2 }, 1);
    expect(readNavigationState()?.isNavigatingBack).toBe(true);
    for (const action of [
      { type: 'PUSH' },
      { type: 'REPLACE' },
      { type: 'FORWARD' },
      { type: 'GO', index: 1 },
    ] as const) {
      recordHistoryAction(action, 2);
      expect(readNavigationState()?.isNavigatingBack).toBe(false);
    }
  });

  it('counts a back move only while it is recent', () => {
    recordHistoryAction({ type: 'BACK' }, 10_000);
    expect(isNavigatingBack(12_000)).toBe(true);
    expect(isNavigatingBack(30_000)).toBe(false);
  });

  it('ignores broken or missing state', () => {
    expect(readNavigationState()).toBeUndefined();
    sessionStorage.setItem(SESSION_KEYS.navigationState, '{not json');
    expect(isNavigatingBack()).toBe(false);
  });
});

describe('clearSavedSearchFilters', () => {
  it('removes the saved search and nothing else', () => {
    writeSessionJson(SESSION_KEYS.searchFilters, 'makes=Toyota');
    recordHistoryAction({ type: 'BACK' }, 1);
    clearSavedSearchFilters();
    expect(sessionStorage.getItem(SESSION_KEYS.searchFilters)).toBeNull();
    expect(readNavigationState()).toBeDefined();
  });
});
