/**
 * Session-storage keys shared across features (spec §3 "Browser storage"), in one place so the error
 * screens can clear what the search page saved. Storage can be unavailable (private mode, quota):
 * every access is best effort.
 */
export const SESSION_KEYS = {
  /** Saved /listings filters; written by the search page, cleared by the search error's "Ryd filtre". */
  searchFilters: 'leasingmatch:search-filters',
  /** { isNavigatingBack, timestamp } of the latest history move (see navigation-state.ts). */
  navigationState: 'leasingmatch:navigation-state',
  /** { href, index } of the history entry of the last search results shown (see search-return.ts). */
  searchEntry: 'leasingmatch:search-entry',
} as const;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}

export function readSessionJson<T>(key: string): T | undefined {
  try {
    const raw = storage()?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : undefined;
  } catch {
    return undefined;
  }
}

export function writeSessionJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage only costs the convenience it backs.
  }
}

export function removeSessionItem(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // See writeSessionJson.
  }
}

export function clearSavedSearchFilters(): void {
  removeSessionItem(SESSION_KEYS.searchFilters);
}
