import { useId } from 'react';
import type { ListingSummary } from '../../../../domain/listings/listing-api-types';
import { ListingContainerProvider } from '../../analytics/wiring/listing-tracking';
import { ListingCard } from '../../listings/components/listing-card';

const MAX_SIMILAR = 6;
const SIMILAR_CONTAINER = { container: 'similar_grid' } as const;

/** Up to six shared listing cards (each links to its listing): a swipeable row on phones, a grid from sm. */
export function SimilarListings({ items }: { items: ListingSummary[] | undefined }) {
  const headingId = useId();
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-xl font-semibold tracking-tight">
        Lignende annoncer
      </h2>
      <ListingContainerProvider value={SIMILAR_CONTAINER}>
        <ul className="-mx-4 mt-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
          {items.slice(0, MAX_SIMILAR).map((item, index) => (
            <li key={item.id} className="flex w-[78%] shrink-0 snap-start sm:w-auto">
              <ListingCard listing={item} position={index + 1} />
            </li>
          ))}
        </ul>
      </ListingContainerProvider>
    </section>
  );
}
