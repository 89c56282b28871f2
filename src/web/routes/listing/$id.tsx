import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  ListingDetailError,
  ListingDetailNotFound,
} from '../../features/listing-detail/components/listing-detail-errors';
import { ListingDetailScreen } from '../../features/listing-detail/components/listing-detail-screen';
import { detailConfigOf, validateListingDetailSearch } from '../../features/listing-detail/lib/detail-search';
import { listingDetailQueries } from '../../features/listings/api/get-listing';
import { ApiError } from '../../lib/api-client';

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
    void queryClient.prefetchQuery(listingDetailQueries.similar(id, deps));
    const detail = listingDetailQueries.detail(id, deps);
    // A new configuration of the car on screen: the page keeps the old price while this one loads.
    if (cause === 'stay' && hasDetailOf(queryClient, id)) {
      void queryClient.prefetchQuery(detail);
      return;
    }
    try {
      await queryClient.ensureQueryData(detail);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: ListingDetailScreen,
  errorComponent: ListingDetailError,
  notFoundComponent: ListingDetailNotFound,
});
