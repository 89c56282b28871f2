import { lazy, useState } from 'react';
import type { ListingDetail } from '../../../../domain/listings/listing-api-types';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog-context';
import { DialogTrigger } from '../../../components/ui/dialog-trigger';
import { LazyDialogPanel } from '../../../components/ui/lazy-dialog-panel';
import { useIsDesktop } from '../../../lib/media-query';
import { useOutboundClick } from '../../analytics/wiring/detail-tracking';

// The confirmation loads when the browser is idle after the page, not with it (ADR 062).
const loadSellerDialogPanel = () => import('./seller-dialog-panel');
const SellerDialogPanel = lazy(() =>
  loadSellerDialogPanel().then((module) => ({ default: module.SellerDialogPanel })),
);

/** "Gå til tilbud": confirms that the visitor leaves for the seller's own page. */
export function SellerCta({ listing, className = '' }: { listing: ListingDetail; className?: string }) {
  const [open, setOpen] = useState(false);
  const isDesktop = useIsDesktop();
  const trackOutbound = useOutboundClick(listing);
  const leave = () => {
    trackOutbound();
    setOpen(false);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className={className}>Gå til tilbud</Button>
      </DialogTrigger>
      <LazyDialogPanel preload={loadSellerDialogPanel}>
        <SellerDialogPanel listing={listing} isDesktop={isDesktop} onLeave={leave} />
      </LazyDialogPanel>
    </Dialog>
  );
}
