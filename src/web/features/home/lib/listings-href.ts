import {
  type ListingSearchInput,
  listingSearchToQuery,
} from '../../../../domain/listings/listing-search-params';

/** A /listings address in the canonical form the search page and the API share (ADR 005). */
export function listingsHref(search: ListingSearchInput = {}): string {
  const query = listingSearchToQuery(search).toString();
  return query ? `/listings?${query}` : '/listings';
}
