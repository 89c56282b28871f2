import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  ListingDetailError,
  ListingDetailNotFound,
} from '../../features/listing-detail/components/listing-detail-errors';
import { ListingDetailScreen } from '../../features/listing-detail/components/listing-detail-screen';
import {
  detailConfigOf,
  offerConfigOf,
  validateListingDetailSearch,
} from '../../features/listing-detail/lib/detail-search';
import { listingDetailQueries } from '../../features/listings/api/get-listing';
import { ApiError, isNotFoundAnswer } from '../../lib/api-client';

function hasDetailOf(queryClient: QueryClient, id: string): boolean {
  return queryClient
    .getQueriesData({ queryKey: [...listingDetailQueries.all(), id] })
    .some(([key, data]) => data !== undefined && key[2] !== 'similar');
}

export const Route = createFileRoute('/listing/$id')({
  validateSearch: validateListingDetailSearch,
  loaderDeps: ({ search }) => detailConfigOf(search),
  // Another car is a fresh page (gallery, dialogs); another configuration of the same car is not.
  remountDeps: ({ params }) => params.id,
  loader: async ({ context: { queryClient }, params: { id }, deps, cause }) => {
    const detailQuery = listingDetailQueries.detail(id, deps);
    // The server answered 404 and rendered this screen from that answer: show it without asking again
    // (once; a later visit asks the API).
    if (isNotFoundAnswer(queryClient.getQueryState(detailQuery.queryKey)?.error)) {
      queryClient.removeQueries({ queryKey: detailQuery.queryKey, exact: true });
      throw notFound();
    }
    const detail = queryClient.ensureQueryData(detailQuery);
    // Similar cars are priced at the shown offer's km, term and deposit. A failed detail is handled
    // below (or by the page), so this chain only swallows it.
    detail
      .then((listing) => queryClient.prefetchQuery(listingDetailQueries.similar(id, offerConfigOf(listing))))
      .catch(() => {});
    // A new configuration of the car on screen: the page keeps the old price while this one loads.
    if (cause === 'stay' && hasDetailOf(queryClient, id)) return;
    try {
      await detail;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ListingDetailScreen,
  errorComponent: ListingDetailError,
  notFoundComponent: ListingDetailNotFound,
});
