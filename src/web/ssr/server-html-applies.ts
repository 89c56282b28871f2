import { savedSearch } from '../features/listings-search/url/saved-search';

/**
 * Whether the browser will show what the server rendered. The server cannot see session storage:
 * /listings without parameters continues the visitor's saved search (spec §3) in the browser only.
 */
export function serverHtmlApplies(location: Pick<Location, 'pathname' | 'search'>): boolean {
  const listingsWithoutSearch =
    location.pathname.replace(/\/+$/, '') === '/listings' && location.search === '';
  return !(listingsWithoutSearch && savedSearch() !== undefined);
}
