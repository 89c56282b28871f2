import { createContext, type MouseEvent, useCallback, useContext } from 'react';
import { useAnalyticsRuntime } from './analytics-provider';
import type { CardContainer, PriceCapFacts } from './card-events';
import type { CardListing } from './listing-click-fields';

const ListingContainerContext = createContext<CardContainer | undefined>(undefined);

/** Cards inside report their impressions and clicks as part of this container. */
export const ListingContainerProvider = ListingContainerContext;

/**
 * A card's tracking: `ref` for its element (listing_view after 50 % visible for 300 ms, deduplicated),
 * `onClick` for its link (listing_click). Outside a container, or without a position, it does nothing.
 * The runtime builds the events; the card only hands over its listing, position and container.
 */
export function useListingCardTracking(listing: CardListing, position: number | undefined) {
  const place = useContext(ListingContainerContext);
  const runtime = useAnalyticsRuntime();

  const ref = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !place || position === undefined) return;
      return runtime()?.cards.observe(element, { listing, position, place });
    },
    [runtime, listing, position, place],
  );

  const onClick = useCallback(
    (event: MouseEvent) => {
      if (!place || position === undefined) return;
      runtime()?.cards.click({ listing, position, place }, event);
    },
    [runtime, listing, position, place],
  );

  return { ref, onClick };
}

/** price_cap_note_click when the visitor follows a card's price-cap note. */
export function usePriceCapNoteClick(listing: PriceCapFacts) {
  const place = useContext(ListingContainerContext);
  const runtime = useAnalyticsRuntime();
  return useCallback(() => runtime()?.cards.priceCapNoteClick(listing, place), [runtime, listing, place]);
}
