import { ImageOff } from 'lucide-react';
import { useId } from 'react';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../domain/format/format-danish';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { LeaseScorePill } from './lease-score-pill';

export function ListingCard({ listing, eager = false }: { listing: ListingSummary; eager?: boolean }) {
  const titleId = useId();
  const name = `${listing.make} ${listing.model}`;

  return (
    <article
      aria-labelledby={titleId}
      className="flex w-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/80"
    >
      <div className="relative aspect-[16/9] bg-zinc-100">
        {listing.image ? (
          <img
            src={listing.image}
            alt={name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-contain px-3 pt-5"
          />
        ) : (
          <div className="flex size-full flex-col items-center justify-center gap-2 text-zinc-400">
            <ImageOff aria-hidden="true" className="size-8" />
            <span className="text-sm">Billede mangler</span>
          </div>
        )}
        <LeaseScorePill score={listing.lease_score} className="absolute top-3 right-3" />
      </div>

      <div className="flex flex-1 flex-col p-4">
        <h3 id={titleId} className="font-semibold leading-snug">
          {name}
        </h3>
        {listing.variant ? (
          <p className="mt-1 line-clamp-2 text-sm text-zinc-600">{listing.variant}</p>
        ) : null}

        <div className="mt-auto pt-4">
          <p className="numeric border-t border-zinc-100 pt-4 text-2xl font-bold tracking-tight">
            {formatMonthly(listing.display_monthly_price)}
          </p>
          <p className="numeric mt-1 text-xs text-zinc-500">
            {formatKmPerYear(listing.selected_mileage)} • {formatMonths(listing.selected_term)} • udb.{' '}
            {formatKr(listing.selected_deposit)}
          </p>
        </div>
      </div>
    </article>
  );
}
