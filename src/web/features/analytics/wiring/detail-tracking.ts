import { useCallback, useEffect, useRef } from 'react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { useAnalyticsRuntime } from './analytics-provider';
import type { LeaseSelection, LeaseTermsSurface, LeaseTermsTrigger } from './detail-events';
import { usePageViewDetails } from './use-page-view-details';

/**
 * The detail page's tracking: its page_view fields (listing, entry method), and lease_terms_apply
 * whenever the served selection changes on the same listing. The runtime builds the events.
 * `isUpdating`: a new configuration is loading and `choice` is only what was asked for; the served
 * offer may differ (a clamped deposit, another term), so only settled choices count — otherwise a slow
 * answer would split one change into two events.
 */
export function useListingDetailTracking(
  listing: ListingDetail | undefined,
  choice: LeaseSelection | undefined,
  isUpdating: boolean,
) {
  const runtime = useAnalyticsRuntime();
  const listingId = listing?.id;
  useEffect(() => {
    if (listingId) runtime()?.detail.visitStarted(listingId);
  }, [runtime, listingId]);
  usePageViewDetails(
    listing !== undefined,
    (tracking, at) => {
      if (listing) tracking.detailPage(at, listing);
    },
    [listing?.id],
  );

  const previous = useRef<{ listingId: string; choice: LeaseSelection } | undefined>(undefined);
  useEffect(() => {
    if (!listing || !choice || isUpdating) return;
    const before = previous.current;
    previous.current = { listingId: listing.id, choice };
    if (!before || before.listingId !== listing.id) return;
    runtime()?.detail.termsChanged(listing, before.choice, choice);
  }, [runtime, listing, choice, isUpdating]);
}

/** lease_terms_open (throttled 2 s per listing) when the visitor starts on the calculator. */
export function useLeaseTermsOpen(listing: ListingDetail, choice: LeaseSelection) {
  const runtime = useAnalyticsRuntime();
  return useCallback(
    (surface: LeaseTermsSurface, trigger: LeaseTermsTrigger, field: string | null) =>
      runtime()?.detail.termsOpened(listing, choice, surface, trigger, field),
    [runtime, listing, choice],
  );
}

/** outbound_click when the visitor continues to the seller's own page. */
export function useOutboundClick(listing: ListingDetail) {
  const runtime = useAnalyticsRuntime();
  return useCallback(() => runtime()?.detail.outboundClick(listing), [runtime, listing]);
}
