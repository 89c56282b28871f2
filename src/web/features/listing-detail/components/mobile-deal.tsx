import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import {
  formatKmPerYear,
  formatKr,
  formatMonthly,
  formatMonths,
} from '../../../../domain/format/format-danish';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { Button } from '../../../components/ui/button';
import { EnquiryCta } from '../../enquiry/enquiry-cta';
import { PriceAlertCta } from '../../price-alerts/price-alert-cta';
import type { ConfigNotice } from '../lib/config-notices';
import { offerTermsLine } from '../lib/detail-meta';
import { PriceBlock, ScoreRow } from './offer-summary';
import { SellerCta } from './seller-cta';

/** Phone: the deal overview below the key specs. */
export function DealOverview({
  listing,
  isUpdating,
  notices,
  onCustomise,
}: {
  listing: ListingDetail;
  isUpdating: boolean;
  notices: ConfigNotice[];
  onCustomise: () => void;
}) {
  const headingId = useId();
  const terms = [
    { label: 'Km pr. år', value: formatKmPerYear(listing.mileage_per_year) },
    { label: 'Periode', value: formatMonths(listing.period_months) },
    { label: 'Udbetaling', value: formatKr(listing.first_payment) },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/80"
    >
      <h2 id={headingId} className="text-lg font-semibold tracking-tight">
        Dit tilbud
      </h2>
      <ScoreRow listing={listing} />
      <PriceBlock listing={listing} isUpdating={isUpdating} notices={notices} />
      <dl className="divide-y divide-zinc-100 rounded-xl bg-zinc-50 px-3.5 text-sm">
        {terms.map((term) => (
          <div key={term.label} className="flex justify-between gap-4 py-2">
            <dt className="text-zinc-600">{term.label}</dt>
            <dd className="numeric font-semibold">{term.value}</dd>
          </div>
        ))}
      </dl>
      <Button variant="secondary" className="w-full" onClick={onCustomise}>
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        Tilpas pris
      </Button>
      <EnquiryCta listing={listing} surface="inline" className="w-full" />
      <PriceAlertCta subject={{ kind: 'car', listing }} className="w-full" />
    </section>
  );
}

/** Phone: sticky footer with the price (opens "Tilpas pris") and "Gå til tilbud". */
export function MobilePriceBar({
  listing,
  onCustomise,
}: {
  listing: ListingDetail;
  onCustomise: () => void;
}) {
  return (
    <section
      aria-label="Pris og tilbud"
      className="sticky bottom-0 z-30 -mx-4 mt-8 flex items-center gap-3 border-t border-zinc-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
    >
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={onCustomise}
        className="min-w-0 flex-1 rounded-lg text-left"
      >
        <span className="numeric flex items-center gap-1.5 text-xl font-bold tracking-tight">
          {formatMonthly(listing.monthly_price)}
          <SlidersHorizontal aria-hidden="true" className="size-4 text-brand-700" />
        </span>
        <span className="numeric block truncate text-xs text-zinc-600">{offerTermsLine(listing)}</span>
        <span className="sr-only"> – tilpas pris</span>
      </button>
      <SellerCta listing={listing} className="shrink-0" />
    </section>
  );
}
