import { Link } from '@tanstack/react-router';
import { ImageOff } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { useListingCardTracking } from '../../analytics/wiring/listing-tracking';
import { DisclosureGradeBadge } from './disclosure-grade-badge';
import { LeaseScorePill } from './lease-score-pill';
import { ListingCardPrice, type RequestedTerms } from './listing-card-price';
import { ListingCardSpecs } from './listing-card-specs';
import { cardDetailSearch } from './listing-detail-link';
import { PriceDropBadge } from './price-drop-badge';
import { SameCarLine } from './same-car-line';
import { SaveCarButton } from './save-car-button';

export type ListingCardLayout = 'grid' | 'list';

type ListingCardProps = {
  listing: ListingSummary;
  /** Load the image at once (cards above the fold). */
  eager?: boolean;
  /** 'list' is a denser row: image left, text right. */
  layout?: ListingCardLayout;
  /** 1-based place in its grid or carousel, for analytics (listing_view, listing_click). */
  position?: number;
  /** The term and deposit the search asked prices for; the card says when its offer differs. */
  requested?: RequestedTerms;
};

// The title link covers the whole card; other links inside (the price-cap note) sit above it.
const stretchedLink =
  'after:absolute after:inset-0 after:rounded-2xl after:content-[""] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600';

const cardSurface =
  'group relative w-full rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/80 transition-shadow hover:shadow-md hover:ring-zinc-300';

function CardImage({
  listing,
  eager,
  className,
}: {
  listing: ListingSummary;
  eager: boolean;
  className: string;
}) {
  const name = `${listing.make} ${listing.model}`;
  return (
    <div className={`relative overflow-hidden bg-zinc-50 ${className}`}>
      {listing.image ? (
        <img
          src={listing.image}
          alt={name}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-contain p-3 transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      ) : (
        <div className="flex size-full flex-col items-center justify-center gap-2 text-zinc-400">
          <ImageOff aria-hidden="true" className="size-8" />
          <span className="text-sm">Billede mangler</span>
        </div>
      )}
    </div>
  );
}

function CardTitle({
  listing,
  id,
  onClick,
}: {
  listing: ListingSummary;
  id: string;
  onClick: (event: MouseEvent) => void;
}) {
  return (
    <h3 id={id} className="font-semibold leading-snug text-zinc-950">
      <Link
        to="/listing/$id"
        params={{ id: listing.id }}
        search={cardDetailSearch(listing)}
        className={stretchedLink}
        onClick={onClick}
        onContextMenu={onClick}
      >
        {listing.make} {listing.model}
      </Link>
    </h3>
  );
}

export function ListingCard({
  listing,
  eager = false,
  layout = 'grid',
  position,
  requested,
}: ListingCardProps) {
  const titleId = useId();
  const tracking = useListingCardTracking(listing, position);

  if (layout === 'list') {
    return (
      <article
        ref={tracking.ref}
        aria-labelledby={titleId}
        className={`${cardSurface} flex gap-3 p-3 sm:gap-5`}
      >
        <div className="relative w-28 shrink-0 self-start sm:w-44">
          <CardImage listing={listing} eager={eager} className="aspect-[4/3] rounded-xl sm:aspect-[16/10]" />
          <LeaseScorePill score={listing.lease_score} className="absolute top-1.5 right-1.5" size="sm" />
          {/* The disclosure grade beside the score (ADR 054). */}
          <DisclosureGradeBadge
            count={listing.disclosed_items}
            size="sm"
            className="absolute bottom-1.5 left-1.5"
          />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:gap-6">
          <div className="min-w-0 flex-1">
            <CardTitle listing={listing} id={titleId} onClick={tracking.onClick} />
            {listing.variant ? <p className="text-sm text-zinc-600">{listing.variant}</p> : null}
            {listing.price_drop ? <PriceDropBadge className="mt-1" /> : null}
            <div className="mt-1 hidden sm:block">
              <ListingCardSpecs listing={listing} inline />
            </div>
          </div>
          <div className="shrink-0 sm:w-60">
            <ListingCardPrice listing={listing} compact requested={requested} />
            {listing.same_car ? <SameCarLine id={listing.id} sameCar={listing.same_car} /> : null}
          </div>
        </div>
        <SaveCarButton listing={listing} className="absolute top-4 left-4 z-10" />
      </article>
    );
  }

  return (
    <article ref={tracking.ref} aria-labelledby={titleId} className={`${cardSurface} flex flex-col`}>
      <div className="relative">
        <CardImage listing={listing} eager={eager} className="aspect-[16/10] rounded-t-2xl" />
        {/* The disclosure grade beside the score, never part of it (ADR 054). */}
        <div className="absolute top-3 right-3 flex items-center gap-1.5">
          <DisclosureGradeBadge count={listing.disclosed_items} />
          <LeaseScorePill score={listing.lease_score} />
        </div>
        {listing.price_drop ? <PriceDropBadge className="absolute bottom-3 left-3" /> : null}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <CardTitle listing={listing} id={titleId} onClick={tracking.onClick} />
        {/* Two lines reserved, so cards in a row line up and heights stay stable for scroll restoration. */}
        <p className="mt-1 line-clamp-2 min-h-10 text-sm text-zinc-600">{listing.variant}</p>
        <div className="mt-3">
          <ListingCardSpecs listing={listing} />
        </div>
        <div className="mt-auto pt-4">
          <div className="border-t border-zinc-100 pt-3">
            <ListingCardPrice listing={listing} requested={requested} />
            {listing.same_car ? <SameCarLine id={listing.id} sameCar={listing.same_car} /> : null}
          </div>
        </div>
      </div>
      <SaveCarButton listing={listing} className="absolute top-3 left-3 z-10" />
    </article>
  );
}
