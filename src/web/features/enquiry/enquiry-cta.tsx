import { Mail } from 'lucide-react';
import { lazy, useRef, useState } from 'react';
import type { ListingDetail } from '../../../domain/listings/listing-api-types';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog-context';
import { DialogTrigger } from '../../components/ui/dialog-trigger';
import { LazyDialogPanel } from '../../components/ui/lazy-dialog-panel';
import { useIsDesktop } from '../../lib/media-query';
import { useLeadTracking } from '../analytics/wiring/lead-tracking';

// The form loads when the browser is idle after the page, not with it (ADR 062).
const loadEnquiryDialogPanel = () => import('./enquiry-dialog-panel');
const EnquiryDialogPanel = lazy(() =>
  loadEnquiryDialogPanel().then((module) => ({ default: module.EnquiryDialogPanel })),
);

/** "Få et tilbud fra <sælger>": the enquiry form for the offer the visitor has chosen (issue 29). */
export function EnquiryCta({
  listing,
  surface,
  className = '',
}: {
  listing: ListingDetail;
  /** 'inline' on the page, 'drawer' in the phone's "Tilpas pris" sheet (analytics). */
  surface: 'inline' | 'drawer';
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const formSession = useRef<string | undefined>(undefined);
  const tracking = useLeadTracking(listing, surface, () => formSession.current ?? '');
  if (!listing.seller_id || !listing.seller_name || listing.offers_expired) return null;
  const sellerName = listing.seller_name;

  const changeOpen = (next: boolean) => {
    if (next) {
      formSession.current = crypto.randomUUID();
      tracking.opened();
    }
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className={className}>
          <Mail aria-hidden="true" className="size-4" />
          Få et tilbud fra {sellerName}
        </Button>
      </DialogTrigger>
      <LazyDialogPanel preload={loadEnquiryDialogPanel}>
        <EnquiryDialogPanel
          listing={listing}
          sellerName={sellerName}
          isDesktop={isDesktop}
          tracking={tracking}
          onSent={() => setOpen(false)}
        />
      </LazyDialogPanel>
    </Dialog>
  );
}
