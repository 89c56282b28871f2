import {
  type ListingSearchInput,
  type ListingSearchParams,
  listingSearchToQuery,
} from '../../../../domain/listings/listing-search-params';

/**
 * The canonical /listings query (the domain's `listingSearchToQuery`: normalised, defaults left out,
 * fixed key order) as an object of string lists, which `stringifySearch` writes back as exactly that
 * query string.
 */
export function canonicalSearchObject(search: ListingSearchInput): Record<string, string[]> {
  const object: Record<string, string[]> = {};
  for (const [key, value] of listingSearchToQuery(search)) {
    object[key] = [...(object[key] ?? []), value];
  }
  return object;
}

/**
 * Route search middleware: every link and navigation to /listings writes the canonical query. The
 * router types the result as the validated search, but the URL only needs the strings; the next
 * parse runs `parseListingSearch` again.
 */
export function canonicalSearchMiddleware({
  search,
  next,
}: {
  search: ListingSearchParams;
  next: (search: ListingSearchParams) => ListingSearchParams;
}): ListingSearchParams {
  return canonicalSearchObject(next(search)) as unknown as ListingSearchParams;
}
