import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../../domain/format/format-danish';
import type { ListingSearchInput } from '../../../domain/listings/listing-search-params';
import { listingQueries } from '../../features/listings/api/get-listings';

export function HomeHero({ search }: { search: ListingSearchInput }) {
  const { data } = useQuery(listingQueries.search(search));

  return (
    <section className="py-10 md:py-16">
      <h1 className="max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-5xl">
        Find den bedste privatleasing
      </h1>
      <p className="mt-3 max-w-2xl text-base text-zinc-600 sm:text-lg">
        Vi samler tilbud fra danske forhandlere og sorterer dem efter LeaseScore.
      </p>
      <p className="mt-6 h-8" aria-live="polite">
        {data ? (
          <span className="numeric inline-flex items-center rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-100">
            {formatNumber(data.total)} tilbud
          </span>
        ) : null}
      </p>
    </section>
  );
}
