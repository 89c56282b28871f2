import { resultsListPosition } from '../../../../domain/analytics/event-values';
import { currentResultsSessionId } from '../../../../domain/analytics/results-session';
import type { ListingSearchParams } from '../../../../domain/listings/listing-search-params';
import {
  type CardListing,
  cardFields,
  clickFields,
  clickMethod,
  type ListingContainer,
} from './listing-click-fields';
import { resultsContextHash } from './results-fields';
import type { TrackingCore } from './tracking-core';

/** What a card knows about where it is shown: its container and, in the results grid, the search. */
export type CardContainer = { container: ListingContainer; search?: ListingSearchParams };

/** The raw facts of one card on screen, as the card component hands them over (position on its page). */
export type CardFacts = { listing: CardListing; position: number; place: CardContainer };

/** The position events report: in the results grid counted across the search's pages, elsewhere as shown. */
export function reportedPosition(card: CardFacts): number {
  const { search } = card.place;
  if (card.place.container !== 'results_grid' || !search) return card.position;
  return resultsListPosition(card.position, search.page, search.limit);
}

export type ClickFacts = Parameters<typeof clickMethod>[0];

/** A card's price-cap note: the offer shown under the maximum price and the better-fitting one above. */
export type PriceCapFacts = {
  id: string;
  display_price_reason: string;
  display_monthly_price: number;
  ideal_monthly_price: number | null;
  ideal_deposit: number | null;
  price_cap_delta: number;
};

/** listing_view (watching the card's element) and listing_click of the cards in a container. */
export function cardEvents(core: TrackingCore) {
  return {
    /** Returns the function that stops watching. */
    observe(element: Element, card: CardFacts): () => void {
      return core.observeImpression(
        element,
        cardFields(card.listing, reportedPosition(card), card.place.container),
      );
    },

    click(card: CardFacts, event: ClickFacts): void {
      if (!core.tracker.isEnabled) return;
      const { container, search } = card.place;
      const sourceEventId = crypto.randomUUID();
      core.lastClick = { listingId: card.listing.id, sourceEventId, container };
      const inResults = container === 'results_grid';
      const info = { container, ...(inResults && search ? { ctxHash: resultsContextHash(search) } : {}) };
      const resultsSessionId = inResults ? currentResultsSessionId(core.tabStorage) : undefined;
      core.tracker.track('listing_click', {
        ...clickFields(card.listing, reportedPosition(card), info, resultsSessionId),
        ...clickMethod(event),
        source_event_id: sourceEventId,
      } as never);
    },

    priceCapNoteClick(listing: PriceCapFacts, place: CardContainer | undefined): void {
      if (!core.tracker.isEnabled) return;
      const resultsSessionId =
        place?.container === 'results_grid' ? currentResultsSessionId(core.tabStorage) : undefined;
      core.tracker.track('price_cap_note_click', {
        listing_id: listing.id,
        display_reason:
          listing.display_price_reason === 'price_cap_cheapest' ? 'price_cap_cheapest' : 'price_cap_best_fit',
        ideal_price: listing.ideal_monthly_price ?? 0,
        ideal_deposit: listing.ideal_deposit ?? 0,
        display_price: listing.display_monthly_price,
        price_cap_delta: listing.price_cap_delta,
        ...(resultsSessionId ? { results_session_id: resultsSessionId } : {}),
      });
    },
  };
}
