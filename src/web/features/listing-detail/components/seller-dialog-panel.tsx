import { ExternalLink, Store } from 'lucide-react';
import { formatMonthly } from '../../../../domain/format/format-danish';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { buttonClass } from '../../../components/ui/button';
import { DialogClose, DialogContent } from '../../../components/ui/dialog';
import { carName, offerTermsLine } from '../lib/detail-meta';

/** "Du forlader Leasingmatch": the panel of "Gå til tilbud" (seller-cta.tsx), loaded apart. */
export function SellerDialogPanel({
  listing,
  isDesktop,
  onLeave,
}: {
  listing: ListingDetail;
  isDesktop: boolean;
  /** The visitor follows the link to the seller: counted, and the dialog closes. */
  onLeave: () => void;
}) {
  const url = listing.external_url;
  return (
    <DialogContent
      side={isDesktop ? 'center' : 'bottom'}
      title="Du forlader Leasingmatch"
      description={
        url
          ? 'Du sendes videre til forhandlerens egen side i en ny fane. Leasingmatch er ikke part i aftalen – tjek pris og vilkår hos forhandleren, før du skriver under.'
          : 'Forhandleren har ikke oplyst et link til tilbuddet. Kontakt forhandleren direkte, og nævn bilen og vilkårene herunder.'
      }
      footer={
        url ? (
          <>
            <DialogClose className={buttonClass('secondary')}>Annuller</DialogClose>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              onClick={onLeave}
              className={buttonClass()}
            >
              Fortsæt til forhandler
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(åbner i en ny fane)</span>
            </a>
          </>
        ) : (
          <DialogClose className={buttonClass()}>Luk</DialogClose>
        )
      }
    >
      <div className="rounded-xl bg-zinc-50 p-4 text-sm">
        <p className="font-semibold text-zinc-900">{carName(listing)}</p>
        <p className="numeric mt-1 text-zinc-700">
          {formatMonthly(listing.monthly_price)} · {offerTermsLine(listing)}
        </p>
        <p className="mt-3 flex items-start gap-2 text-zinc-800">
          <Store aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-zinc-500" />
          <span>
            Forhandler: {listing.seller_name ?? '–'}
            {listing.seller_location ? (
              <span className="block text-zinc-600">{listing.seller_location}</span>
            ) : null}
          </span>
        </p>
      </div>
    </DialogContent>
  );
}
