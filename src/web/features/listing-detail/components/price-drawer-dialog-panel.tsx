import type { RefObject } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { DialogClose, DialogContent } from '../../../components/ui/dialog';
import type { LeaseCalculatorProps } from './calculator-card';
import { LeaseConfigFields } from './lease-config-fields';
import { OfferShortcuts } from './offer-shortcuts';
import { PriceBlock, ScoreRow } from './offer-summary';

/** The panel of "Tilpas pris" (price-drawer.tsx), loaded apart. */
export function PriceDrawerDialogPanel({
  listing,
  choice,
  isUpdating,
  notices,
  onChoose,
  returnFocusTo,
}: LeaseCalculatorProps & { returnFocusTo: RefObject<HTMLElement | null> }) {
  const offers = listing.all_lease_pricing;
  return (
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
  );
}
