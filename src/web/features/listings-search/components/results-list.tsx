import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import type { ListingView } from '../../../../domain/listings/listing-search-params';
import { ListingCard } from '../../listings/components/listing-card';
import type { RequestedTerms } from '../../listings/components/listing-card-price';

const layouts: Record<ListingView, string> = {
  grid: 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3',
  list: 'grid grid-cols-1 gap-3',
};

/** Cards above the fold load their images at once. */
const EAGER_CARDS = 3;

export function ResultsList({
  items,
  view,
  requested,
}: {
  items: readonly ListingSummary[];
  view: ListingView;
  requested: RequestedTerms;
}) {
  return (
    <ul className={layouts[view]}>
      {items.map((listing, index) => (
        <li key={listing.id} className="flex" data-listing-id={listing.id}>
          <ListingCard
            listing={listing}
            layout={view}
            eager={index < EAGER_CARDS}
            position={index + 1}
            requested={requested}
          />
        </li>
      ))}
    </ul>
  );
}

/** Placeholders of the same size as cards, so the page does not jump when results arrive. */
export function ResultsSkeleton({ view, count = 6 }: { view: ListingView; count?: number }) {
  return (
    <ul className={layouts[view]} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index} className="flex">
          <div
            className={`w-full animate-pulse rounded-2xl bg-white ring-1 ring-zinc-200/80 motion-reduce:animate-none ${
              view === 'grid' ? 'h-[27rem]' : 'h-36'
            }`}
          >
            <div className={view === 'grid' ? 'aspect-[16/10] rounded-t-2xl bg-zinc-100' : 'hidden'} />
          </div>
        </li>
      ))}
    </ul>
  );
}
