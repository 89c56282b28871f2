import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { DataError } from '../../../components/errors/data-error';
import { ListingContainerProvider } from '../../analytics/wiring/listing-tracking';
import { listingQueries } from '../../listings/api/get-listings';
import { ListingCard } from '../../listings/components/listing-card';
import { BEST_DEALS_SEARCH, pickBestDeals } from '../lib/best-deals';
import { listingsHref } from '../lib/listings-href';
import { useHorizontalScroller } from '../lib/use-horizontal-scroller';
import { CarouselArrows } from './carousel-arrows';
import { HrefLink } from './href-link';

const CAROUSEL_CONTAINER = { container: 'home_carousel' } as const;
const SKELETON_KEYS = ['first', 'second', 'third', 'fourth'] as const;

const slideClass = 'flex w-[80%] shrink-0 snap-start sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-3rem)/4)]';

export function BestDealsCarousel() {
  const headingId = useId();
  const scrollerId = useId();
  const query = useQuery({
    ...listingQueries.search(BEST_DEALS_SEARCH),
    select: (data) => pickBestDeals(data.items),
  });
  const scroller = useHorizontalScroller<HTMLElement>(query.data);

  return (
    <div className="mt-12">
      <div className="flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
          Bedste tilbud lige nu
        </h2>
        <div className="flex items-center gap-3">
          <HrefLink
            href={listingsHref()}
            freshSearch
            className="inline-flex min-h-11 items-center gap-1.5 rounded-lg px-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            Se alle biler
            <ArrowRight aria-hidden="true" className="size-4" />
          </HrefLink>
          {query.data ? (
            <CarouselArrows
              controls={scrollerId}
              canPrevious={scroller.canPrevious}
              canNext={scroller.canNext}
              onPrevious={scroller.previous}
              onNext={scroller.next}
            />
          ) : null}
        </div>
      </div>

      {query.isError ? (
        <div className="mt-4">
          <DataError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </div>
      ) : (
        // Focusable so the arrow keys scroll it; the snap keeps a card's edge aligned after each step.
        <section
          ref={scroller.ref}
          id={scrollerId}
          aria-labelledby={headingId}
          aria-busy={query.isPending}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be keyboard-focusable (WCAG 2.1.1).
          tabIndex={0}
          className="-mx-4 mt-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 pt-1 pb-4 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0.5 sm:px-0.5"
        >
          <ListingContainerProvider value={CAROUSEL_CONTAINER}>
            <ul className="flex gap-4">
              {query.data
                ? query.data.map((listing, index) => (
                    <li key={listing.id} className={slideClass}>
                      <ListingCard listing={listing} eager={index < 2} position={index + 1} />
                    </li>
                  ))
                : SKELETON_KEYS.map((key) => (
                    <li key={key} aria-hidden="true" className={slideClass}>
                      <div className="h-80 w-full animate-pulse rounded-2xl bg-white ring-1 ring-zinc-200/80 motion-reduce:animate-none" />
                    </li>
                  ))}
            </ul>
          </ListingContainerProvider>
          {query.isPending ? <span className="sr-only">Henter tilbud…</span> : null}
        </section>
      )}
    </div>
  );
}
