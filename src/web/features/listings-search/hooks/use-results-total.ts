import { useQuery } from '@tanstack/react-query';
import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import { listingQueries, listingsApiQuery } from '../../listings/api/get-listings';

/** What only pages or orders the results: another page or order of the same search has the same total. */
const NOT_COUNTED = ['page', 'limit', 'sort'];

function countedPart(apiQuery: string): string {
  const query = new URLSearchParams(apiQuery);
  for (const key of NOT_COUNTED) query.delete(key);
  query.sort();
  return query.toString();
}

/**
 * The number of results for the URL's search, for "{n} tilbud fundet" and the page title. While
 * another page or order of the same filters loads, the previous total still holds and stays; while
 * new filters load it is undefined ("Henter tilbud…"), never the old filters' count beside the new
 * chips (issue 27: "choosing Diesel keeps '158 tilbud fundet'"). The cards keep the previous results,
 * dimmed, on their own (search-results.tsx).
 */
export function useResultsTotal(search: ListingSearchParams): { total: number | undefined; failed: boolean } {
  const counted = countedPart(listingsApiQuery(search).toString());
  const { data, isError } = useQuery({
    ...listingQueries.search(search),
    placeholderData: (previous, previousQuery) =>
      previousQuery && countedPart(previousQuery.queryKey[2]) === counted ? previous : undefined,
  });
  return { total: data?.total, failed: isError };
}
