import { useEffect, useRef } from 'react';
import { listingEntryMethod, referrerHost } from '../../../../domain/analytics/entry-method';
import { analyticsFuelType, leaseScoreBand } from '../../../../domain/analytics/event-values';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { useAnalyticsRuntime } from './analytics-provider';
import type { AnalyticsRuntime } from './analytics-runtime';
import { usePageViewDetails } from './use-page-view-details';

export type LeaseSelection = { mileage: number; term: number; deposit: number };

function configSession(runtime: AnalyticsRuntime, listingId: string): string {
  let id = runtime.configSessions.get(listingId);
  if (!id) {
    id = crypto.randomUUID();
    runtime.configSessions.set(listingId, id);
  }
  return id;
}

const termsOf = (choice: LeaseSelection) => ({
  mileage_km_per_year: choice.mileage,
  term_months: choice.term,
  first_payment_dkk: choice.deposit,
});

function offerFor(listing: ListingDetail, choice: LeaseSelection) {
  return listing.all_lease_pricing.find(
    (offer) =>
      offer.mileage_per_year === choice.mileage &&
      offer.period_months === choice.term &&
      offer.first_payment === choice.deposit,
  );
}

/**
 * The detail page's tracking: its page_view fields (listing, entry method), and lease_terms_apply
 * (debounced) whenever the selection in the URL changes on the same listing.
 */
export function useListingDetailTracking(
  listing: ListingDetail | undefined,
  choice: LeaseSelection | undefined,
) {
  const runtime = useAnalyticsRuntime();
  usePageViewDetails(
    listing !== undefined,
    (tracking) => {
      if (!listing) return {};
      tracking.configSessions.delete(listing.id);
      const click = tracking.lastClick?.listingId === listing.id ? tracking.lastClick : undefined;
      const entry =
        click?.container === 'similar_grid'
          ? 'internal_similar'
          : listingEntryMethod({
              inAppNavigation: tracking.pageViewsSent > 1,
              referrerHost: referrerHost(document.referrer),
              ownHost: window.location.host,
            });
      const fuel = analyticsFuelType(listing.fuel_type);
      return {
        listing_id: listing.id,
        ...(listing.lease_score === null
          ? {}
          : { lease_score: listing.lease_score, lease_score_band: leaseScoreBand(listing.lease_score) }),
        price_dkk: listing.monthly_price,
        mileage_km_per_year: listing.mileage_per_year,
        term_months: listing.period_months,
        ...(fuel ? { fuel_type: fuel } : {}),
        entry_method: entry,
        ...(click ? { source_event_id: click.sourceEventId } : {}),
      };
    },
    [listing?.id],
  );

  const previous = useRef<{ listingId: string; choice: LeaseSelection } | undefined>(undefined);
  useEffect(() => {
    if (!listing || !choice) return;
    const before = previous.current;
    previous.current = { listingId: listing.id, choice };
    const tracking = runtime();
    if (!before || before.listingId !== listing.id || !tracking?.tracker.isEnabled) return;
    const offer = offerFor(listing, choice);
    tracking.leaseTermsApply.push({
      listing_id: listing.id,
      ...termsOf(choice),
      previous: termsOf(before.choice),
      changed_keys: [],
      changed_keys_count: 0,
      selection_method: 'dropdown',
      ui_surface: 'inline',
      config_session_id: configSession(tracking, listing.id),
      pricing_id: offer?.id ?? null,
      monthly_price_dkk: offer?.monthly_price ?? null,
    } as never);
  }, [runtime, listing, choice]);
}

/** lease_terms_open (throttled 2 s per listing) when the visitor starts on the calculator. */
export function useLeaseTermsOpen(listing: ListingDetail, choice: LeaseSelection) {
  const runtime = useAnalyticsRuntime();
  return (surface: 'inline' | 'drawer', trigger: 'control' | 'button', field: string | null) => {
    const tracking = runtime();
    if (!tracking?.tracker.isEnabled || !tracking.leaseTermsOpen.shouldSend(listing.id)) return;
    tracking.tracker.track('lease_terms_open', {
      listing_id: listing.id,
      ui_surface: surface,
      trigger_source: trigger,
      config_session_id: configSession(tracking, listing.id),
      current_selection: { pricing_id: offerFor(listing, choice)?.id ?? null, ...termsOf(choice) },
      editable_fields: ['mileage_km_per_year', 'term_months', 'first_payment_dkk'],
      options_count: listing.all_lease_pricing.length,
      initial_field_open: field,
    } as never);
  };
}

/** outbound_click when the visitor continues to the seller's own page. */
export function useOutboundClick(listing: ListingDetail) {
  const runtime = useAnalyticsRuntime();
  return () => {
    const url = listing.external_url;
    const host = url ? referrerHost(url) : null;
    if (!host) return;
    runtime()?.tracker.track('outbound_click', {
      listing_id: listing.id,
      // The public listing API has no seller id; the name's slug stands in (the report joins on listings).
      seller_id: sellerSlug(listing.seller_name),
      seller_name: listing.seller_name ?? '',
      destination_host: host,
    });
  };
}

export function sellerSlug(name: string | null): string {
  const slug = (name ?? '')
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64);
  return slug || 'unknown';
}
