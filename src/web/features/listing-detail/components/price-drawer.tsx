import { type RefObject, useEffect } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useLeaseTermsOpen } from '../../analytics/wiring/detail-tracking';
import { choiceOf } from '../lib/lease-options';
import type { LeaseCalculatorProps } from './calculator-card';
import { LeaseConfigFields } from './lease-config-fields';
import { OfferShortcuts } from './offer-shortcuts';
import { PriceBlock, ScoreRow } from './offer-summary';

/** Phone: the bottom sheet "Tilpas pris" with the shortcuts and the same choices as the desktop card. */
export function PriceDrawer({
  open,
  onOpenChange,
  listing,
  choice,
  isUpdating,
  notices,
  onChoose,
  returnFocusTo,
}: LeaseCalculatorProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Two buttons open the sheet; focus goes back to the one that did. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const offers = listing.all_lease_pricing;
  const trackOpen = useLeaseTermsOpen(listing, choiceOf(listing));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the sheet opening counts, not a new listing state.
  useEffect(() => {
    if (open) trackOpen('drawer', 'button', null);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="bottom"
        title="Tilpas pris"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
        footer={<DialogClose className={`${buttonClass()} w-full`}>Vis tilbud</DialogClose>}
      >
        <div className="space-y-4">
          <PriceBlock listing={listing} isUpdating={isUpdating} notices={notices} />
          <ScoreRow listing={listing} withInfo={false} />
          <OfferShortcuts offers={offers} choice={choice} onChoose={onChoose} />
          <LeaseConfigFields offers={offers} current={listing} choice={choice} onChoose={onChoose} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
