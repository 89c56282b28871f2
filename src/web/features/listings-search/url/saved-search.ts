import {
  type ListingSearchParams,
  listingSearchToQuery,
  parseListingSearch,
} from '../../../../domain/listings/listing-search-params';
import { readSessionJson, SESSION_KEYS, writeSessionJson } from '../../../lib/session-store';

/**
 * The visitor's last /listings search (filters, sort, view; not the page) as its canonical query, in
 * session storage, so /listings opened without parameters continues that search (spec §3).
 */
export function saveSearch(search: ListingSearchParams): void {
  const query = listingSearchToQuery({ ...search, page: undefined, showFilters: undefined }).toString();
  writeSessionJson(SESSION_KEYS.searchFilters, query);
}

export function savedSearch(): ListingSearchParams | undefined {
  const query = readSessionJson<unknown>(SESSION_KEYS.searchFilters);
  if (typeof query !== 'string' || query === '') return undefined;
  return parseListingSearch(new URLSearchParams(query));
}

// The address the browser opened this document at, read before the router rewrites it to its
// canonical form (invalid values removed): this module is evaluated before the router is created.
const openedAt = typeof window === 'undefined' ? undefined : new URL(window.location.href);

/**
 * Whether this history entry is the one the browser opened /listings at with a query string, which
 * the canonical rewrite may have emptied (invalid values): that visitor asked for the defaults, not
 * for the saved search. `historyIndex` is the router's index of the entry (0 = the document's first).
 */
export function openedWithQuery(historyIndex: number | undefined): boolean {
  if (historyIndex !== 0 || openedAt === undefined) return false;
  return openedAt.pathname.replace(/\/+$/, '') === '/listings' && openedAt.search !== '';
}
