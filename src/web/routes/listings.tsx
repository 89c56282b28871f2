import { createFileRoute, redirect, type SearchSchemaInput } from '@tanstack/react-router';
import {
  type ListingSearchInput,
  type ListingSearchParams,
  parseListingSearch,
} from '../../domain/listings/listing-search-params';
import { filterQueries } from '../features/listings/api/get-filters';
import { listingQueries } from '../features/listings/api/get-listings';
import { ListingsSearchPage } from '../features/listings-search/components/listings-search-page';
import { canonicalSearchMiddleware } from '../features/listings-search/url/canonical-search';
import { openedWithQuery, savedSearch } from '../features/listings-search/url/saved-search';
import { pageHead } from '../lib/page-meta';

/** Route name 'Leasingbiler' (spec §2 called it 'Bil annoncer'). */
export const Route = createFileRoute('/listings')({
  // A link may pass any alias or leave fields out (the input type); the page reads every field.
  validateSearch: (raw: ListingSearchInput & SearchSchemaInput): ListingSearchParams =>
    parseListingSearch(raw),
  search: { middlewares: [canonicalSearchMiddleware] },
  // Entering a bare /listings continues the visitor's saved search (spec §3), and the page says so.
  // Not when the link meant every car, nor when the address had parameters (invalid ones mean the
  // defaults, spec §2).
  beforeLoad: ({ cause, preload, location }) => {
    if (cause !== 'enter' || preload || location.searchStr !== '' || location.state.freshSearch) return;
    if (openedWithQuery(location.state.__TSR_index)) return;
    const saved = savedSearch();
    if (saved) {
      throw redirect({ to: '/listings', search: saved, replace: true, state: { restoredSearch: true } });
    }
  },
  loaderDeps: ({ search }) => search,
  // Not awaited: the filters and the previous results stay on screen while a new search loads.
  loader: ({ context: { queryClient }, deps }) => {
    void queryClient.prefetchQuery(listingQueries.search(deps));
    void queryClient.prefetchQuery(filterQueries.catalogue());
  },
  head: () =>
    pageHead({
      title: 'Leasingbiler',
      description:
        'Sammenlign privatleasing-tilbud på biler fra danske forhandlere, sorteret efter LeaseScore.',
    }),
  component: ListingsSearchPage,
});
