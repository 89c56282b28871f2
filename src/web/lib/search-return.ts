import { readSessionJson, SESSION_KEYS, writeSessionJson } from './session-store';

/** The history entry of the search results the visitor saw last: its address and the router's index. */
type SearchEntry = { href: string; index: number };

/** Called by /listings for the entry on screen. */
export function rememberSearchEntry(href: string, index: number | undefined): void {
  if (index === undefined) return;
  writeSessionJson(SESSION_KEYS.searchEntry, { href, index } satisfies SearchEntry);
}

/**
 * Whether the entry at `index` was opened straight from the search results (the entry before it), so
 * going back returns to the same page of results at the same place.
 */
export function cameFromSearch(index: number | undefined): boolean {
  const entry = readSessionJson<Partial<SearchEntry>>(SESSION_KEYS.searchEntry);
  return index !== undefined && typeof entry?.index === 'number' && entry.index === index - 1;
}
