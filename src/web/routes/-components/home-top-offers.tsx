import { useQuery } from '@tanstack/react-query';
import type { ListingSearchInput } from '../../../domain/listings/listing-search-params';
import { DataError } from '../../components/errors/data-error';
import { Spinner } from '../../components/ui/spinner';
import { listingQueries } from '../../features/listings/api/get-listings';
import { ListingCard } from '../../features/listings/components/listing-card';

const TOP_OFFER_COUNT = 6;

export function HomeTopOffers({ search }: { search: ListingSearchInput }) {
  const query = useQuery(listingQueries.search(search));

  return (
    <section aria-labelledby="top-offers-heading">
      <h2 id="top-offers-heading" className="text-xl font-semibold tracking-tight">
        Bedste tilbud lige nu
      </h2>
      <div className="mt-4">
        {query.isPending ? (
          <Spinner label="Henter tilbud…" className="py-16" />
        ) : query.isError ? (
          <DataError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {query.data.items.slice(0, TOP_OFFER_COUNT).map((listing, index) => (
              <li key={listing.id} className="flex">
                <ListingCard listing={listing} eager={index < 2} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
