import { leaseScoreBand, positionBucket } from '../../../../domain/analytics/event-values';

export type ListingContainer = 'results_grid' | 'similar_grid' | 'home_carousel';

export type ListingContainerInfo = {
  container: ListingContainer;
  /** results_ctx_hash of the search the cards belong to (results grid only). */
  ctxHash?: string;
};

const ORIGINS = {
  results_grid: { surface: 'listings', type: 'grid', name: 'results_grid' },
  similar_grid: { surface: 'detail', type: 'module', name: 'similar_cars' },
  home_carousel: { surface: 'home', type: 'carousel', name: 'home_carousel' },
} as const;

export type CardListing = { id: string; display_monthly_price: number; lease_score: number | null };

/** listing_view / listing_click fields every card has. */
export function cardFields(listing: CardListing, position: number, container: ListingContainer) {
  return {
    listing_id: listing.id,
    position,
    price_dkk: listing.display_monthly_price,
    ...(listing.lease_score === null
      ? {}
      : { lease_score: listing.lease_score, lease_score_band: leaseScoreBand(listing.lease_score) }),
    container,
  };
}

/** How a link was used: keyboard (Enter gives detail 0), a modified or middle click opens a new tab. */
export function clickMethod(event: {
  type: string;
  detail: number;
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}) {
  if (event.type === 'contextmenu') return { entry_method: 'context_menu', open_target: 'new_tab' } as const;
  const newTab = event.button === 1 || event.ctrlKey || event.metaKey || event.shiftKey;
  return {
    entry_method: event.detail === 0 ? 'keyboard' : 'click',
    open_target: newTab ? 'new_tab' : 'same_tab',
  } as const;
}

export function clickFields(
  listing: CardListing,
  position: number,
  info: ListingContainerInfo,
  resultsSessionId: string | undefined,
) {
  return {
    ...cardFields(listing, position, info.container),
    position_bucket: positionBucket(position),
    origin: ORIGINS[info.container],
    ...(resultsSessionId ? { results_session_id: resultsSessionId } : {}),
    ...(info.ctxHash ? { results_ctx_hash: info.ctxHash } : {}),
  };
}
