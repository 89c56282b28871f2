import { listingEntryMethod, referrerHost } from '../../../../domain/analytics/entry-method';
import { analyticsFuelType, leaseScoreBand } from '../../../../domain/analytics/event-values';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import type { TrackingCore } from './tracking-core';

export type LeaseSelection = { mileage: number; term: number; deposit: number };
export type LeaseTermsSurface = 'inline' | 'drawer';
export type LeaseTermsTrigger = 'control' | 'button';

function configSession(core: TrackingCore, listingId: string): string {
  let id = core.configSessions.get(listingId);
  if (!id) {
    id = crypto.randomUUID();
    core.configSessions.set(listingId, id);
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

/** The detail page's page_view fields, lease_terms_open, lease_terms_apply and outbound_click. */
export function detailEvents(core: TrackingCore) {
  return {
    /**
     * A visit of the listing's page starts a new config session; its calculator's URL changes (which
     * send lease_terms_apply, not page_view) stay in it.
     */
    visitStarted(listingId: string): void {
      core.configSessions.delete(listingId);
    },

    /** The page_view fields: the listing, and how the visitor got here. */
    pageDetails(listing: ListingDetail) {
      const click = core.lastClick?.listingId === listing.id ? core.lastClick : undefined;
      const entry =
        click?.container === 'similar_grid'
          ? 'internal_similar'
          : listingEntryMethod({
              inAppNavigation: core.pageViewsSent > 1,
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

    /** The selection in the URL changed on the same listing: lease_terms_apply, debounced 350 ms. */
    termsChanged(listing: ListingDetail, before: LeaseSelection, choice: LeaseSelection): void {
      if (!core.tracker.isEnabled) return;
      const offer = offerFor(listing, choice);
      core.leaseTermsApply.push({
        listing_id: listing.id,
        ...termsOf(choice),
        previous: termsOf(before),
        changed_keys: [],
        changed_keys_count: 0,
        selection_method: 'dropdown',
        ui_surface: 'inline',
        config_session_id: configSession(core, listing.id),
        pricing_id: offer?.id ?? null,
        monthly_price_dkk: offer?.monthly_price ?? null,
      } as never);
    },

    /** The visitor starts on the calculator: lease_terms_open, throttled 2 s per listing. */
    termsOpened(
      listing: ListingDetail,
      choice: LeaseSelection,
      surface: LeaseTermsSurface,
      trigger: LeaseTermsTrigger,
      field: string | null,
    ): void {
      if (!core.tracker.isEnabled || !core.leaseTermsOpen.shouldSend(listing.id)) return;
      core.tracker.track('lease_terms_open', {
        listing_id: listing.id,
        ui_surface: surface,
        trigger_source: trigger,
        config_session_id: configSession(core, listing.id),
        current_selection: { pricing_id: offerFor(listing, choice)?.id ?? null, ...termsOf(choice) },
        editable_fields: ['mileage_km_per_year', 'term_months', 'first_payment_dkk'],
        options_count: listing.all_lease_pricing.length,
        initial_field_open: field,
      } as never);
    },

    /** The visitor continues to the seller's own page. */
    outboundClick(listing: ListingDetail): void {
      const url = listing.external_url;
      const host = url ? referrerHost(url) : null;
      if (!host) return;
      core.tracker.track('outbound_click', {
        listing_id: listing.id,
        // A listing without a seller has no id: the name's slug stands in (the report joins on listings).
        seller_id: listing.seller_id ?? sellerSlug(listing.seller_name),
        seller_name: listing.seller_name ?? '',
        destination_host: host,
      });
    },
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
