import { createContext, type MouseEvent, useCallback, useContext } from 'react';
import { currentResultsSessionId } from '../../../../domain/analytics/results-session';
import { useAnalyticsRuntime } from './analytics-provider';
import {
  type CardListing,
  cardFields,
  clickFields,
  clickMethod,
  type ListingContainerInfo,
} from './listing-click-fields';

const ListingContainerContext = createContext<ListingContainerInfo | undefined>(undefined);

/** Cards inside report their impressions and clicks as part of this container. */
export const ListingContainerProvider = ListingContainerContext;

/**
 * A card's tracking: `ref` for its element (listing_view after 50 % visible for 300 ms, deduplicated),
 * `onClick` for its link (listing_click). Outside a container, or without a position, it does nothing.
 */
export function useListingCardTracking(listing: CardListing, position: number | undefined) {
  const info = useContext(ListingContainerContext);
  const runtime = useAnalyticsRuntime();
  const active = info !== undefined && position !== undefined;

  const resultsSession = useCallback(
    (tabStorage: Parameters<typeof currentResultsSessionId>[0]) =>
      info?.container === 'results_grid' ? currentResultsSessionId(tabStorage) : undefined,
    [info],
  );

  const ref = useCallback(
    (element: HTMLElement | null) => {
      const tracking = active && element ? runtime() : undefined;
      if (!tracking || !element || !info || position === undefined) return;
      return tracking.observeImpression(element, cardFields(listing, position, info.container));
    },
    [active, runtime, listing, position, info],
  );

  const onClick = useCallback(
    (event: MouseEvent) => {
      const tracking = active ? runtime() : undefined;
      if (!tracking?.tracker.isEnabled || !info || position === undefined) return;
      const sourceEventId = crypto.randomUUID();
      tracking.lastClick = { listingId: listing.id, sourceEventId, container: info.container };
      tracking.tracker.track('listing_click', {
        ...clickFields(listing, position, info, resultsSession(tracking.tabStorage)),
        ...clickMethod(event),
        source_event_id: sourceEventId,
      } as never);
    },
    [active, runtime, listing, position, info, resultsSession],
  );

  return { ref, onClick };
}
