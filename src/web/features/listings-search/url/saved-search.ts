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

/**
 * Whether the browser opened /listings with a query string, which the route's canonical rewrite may
 * have emptied (invalid values): that visitor asked for the defaults, not for the saved search.
 * During an in-app navigation the address bar still shows the page being left, never /listings.
 */
export function openedWithQuery(): boolean {
  if (typeof window === 'undefined') return false;
  return window.location.pathname.replace(/\/+$/, '') === '/listings' && window.location.search !== '';
}
