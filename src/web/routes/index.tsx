import { createFileRoute } from '@tanstack/react-router';
import type { ListingSearchInput } from '../../domain/listings/listing-search-params';
import { listingQueries } from '../features/listings/api/get-listings';
import { HomeHero } from './-components/home-hero';
import { HomeTopOffers } from './-components/home-top-offers';

const HOME_SEARCH: ListingSearchInput = { limit: 10 };

export const Route = createFileRoute('/')({
  // Not awaited: the page shell renders at once and the offers section shows its own spinner.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(listingQueries.search(HOME_SEARCH));
  },
  component: HomePage,
});

function HomePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 sm:px-6">
      <HomeHero search={HOME_SEARCH} />
      <HomeTopOffers search={HOME_SEARCH} />
    </div>
  );
}
