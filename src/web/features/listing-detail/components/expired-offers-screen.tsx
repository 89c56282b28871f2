import { Link } from '@tanstack/react-router';
import { CalendarX } from 'lucide-react';
import { formatDate } from '../../../../domain/format/format-danish';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { buttonClass } from '../../../components/ui/button';
import { carName } from '../lib/detail-meta';

/**
 * A listing whose offers are past their valid-until or order-by date (ADR 056): the page a visitor
 * bookmarked still opens, names the car and says the offers have expired; it shows no price.
 */
export function ExpiredOffersScreen({ listing }: { listing: ListingDetail }) {
  const lastDay = listing.offers_valid_until;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="grid size-14 place-items-center rounded-2xl bg-zinc-100 text-zinc-600 ring-1 ring-zinc-200">
        <CalendarX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-2xl font-bold tracking-tight text-balance sm:text-3xl">{carName(listing)}</h1>
      <p className="mt-3 text-zinc-600">
        {lastDay
          ? `Tilbuddene på denne bil er udløbet. De gjaldt til og med ${formatDate(lastDay)}, så vi viser ikke længere priserne.`
          : 'Tilbuddene på denne bil er udløbet, så vi viser ikke længere priserne.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/listings" state={{ freshSearch: true }} className={buttonClass('primary')}>
          Se alle leasingbiler
        </Link>
      </div>
    </section>
  );
}
