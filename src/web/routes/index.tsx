import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { BEST_DEALS_SEARCH } from '../features/home/lib/best-deals';
import { EMPTY_QUICK_SEARCH, quickSearchToListingSearch } from '../features/home/lib/quick-search';
import { filterQueries } from '../features/listings/api/get-filters';
import { listingQueries } from '../features/listings/api/get-listings';
import { pageHead } from '../lib/page-meta';

export const Route = createFileRoute('/')({
  // Not awaited: the page renders at once and each section shows its own loading state.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(filterQueries.catalogue());
    void queryClient.prefetchQuery(listingQueries.search(quickSearchToListingSearch(EMPTY_QUICK_SEARCH)));
    void queryClient.prefetchQuery(listingQueries.search(BEST_DEALS_SEARCH));
  },
  head: () =>
    pageHead({
      description:
        'Sammenlign privatleasing-tilbud fra mange forhandlere. Hvert tilbud får en LeaseScore, så du hurtigt kan se, hvilke biler der er pengene værd.',
    }),
  component: HomePage,
});
