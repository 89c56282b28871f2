import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { useLeaseTermsOpen } from '../../analytics/wiring/detail-tracking';
import { EnquiryCta } from '../../enquiry/enquiry-cta';
import { PriceAlertCta } from '../../price-alerts/price-alert-cta';
import type { ConfigNotice } from '../lib/config-notices';
import { choiceOf, type LeaseChoice } from '../lib/lease-options';
import { LeaseConfigFields } from './lease-config-fields';
import { ListingTitle } from './listing-title';
import { OfferShortcuts } from './offer-shortcuts';
import { PriceBlock, ScoreRow } from './offer-summary';
import { SellerCta } from './seller-cta';

export type LeaseCalculatorProps = {
  listing: ListingDetail;
  choice: LeaseChoice;
  isUpdating: boolean;
  notices: ConfigNotice[];
  onChoose: (choice: LeaseChoice) => void;
};

/** Desktop: the sticky card beside the images with price, score, the three choices and the CTA. */
export function CalculatorCard({ listing, choice, isUpdating, notices, onChoose }: LeaseCalculatorProps) {
  const trackOpen = useLeaseTermsOpen(listing, choiceOf(listing));
  return (
    <section
      // A select focused or changed (throttled per listing, so both count once).
      onFocus={(event) => {
        if (event.target instanceof HTMLSelectElement) trackOpen('inline', 'control', null);
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) trackOpen('inline', 'control', null);
      }}
      aria-label="Beregn din pris"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-zinc-200/80"
    >
      <ListingTitle listing={listing} size="card" />
      <ScoreRow listing={listing} />
      <PriceBlock listing={listing} isUpdating={isUpdating} notices={notices} />
      <OfferShortcuts offers={listing.all_lease_pricing} choice={choice} onChoose={onChoose} />
      <LeaseConfigFields
        offers={listing.all_lease_pricing}
        current={listing}
        choice={choice}
        onChoose={onChoose}
      />
      <div className="space-y-3">
        <SellerCta listing={listing} className="w-full" />
        <EnquiryCta listing={listing} surface="inline" className="w-full" />
        <PriceAlertCta subject={{ kind: 'car', listing }} className="w-full" />
        {listing.seller_name ? (
          <p className="mt-2 text-center text-xs text-zinc-500">Tilbud fra {listing.seller_name}</p>
        ) : null}
      </div>
    </section>
  );
}
