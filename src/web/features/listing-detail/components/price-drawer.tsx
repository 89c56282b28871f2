import { BadgeCheck, PiggyBank } from 'lucide-react';
import { type RefObject, useEffect } from 'react';
import { cheapestOffer } from '../../../../domain/offers/cheapest-offer';
import { buttonClass } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { useLeaseTermsOpen } from '../../analytics/wiring/detail-tracking';
import { bestScoreOffer, choiceOf, findOffer } from '../lib/lease-options';
import type { LeaseCalculatorProps } from './calculator-card';
import { LeaseConfigFields } from './lease-config-fields';
import { PriceBlock, ScoreRow } from './offer-summary';

/** Phone: the bottom sheet "Tilpas pris" with the same choices plus two shortcuts. */
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
  const current = findOffer(offers, choice);
  const cheapest = cheapestOffer(offers);
  const best = bestScoreOffer(offers);
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
          <div className="grid grid-cols-2 gap-2">
            <Shortcut
              label="Billigste"
              icon={PiggyBank}
              pressed={cheapest !== undefined && cheapest === current}
              onClick={() => cheapest && onChoose(choiceOf(cheapest))}
            />
            <Shortcut
              label="Bedste score"
              icon={BadgeCheck}
              pressed={best !== undefined && best === current}
              disabled={best === undefined}
              onClick={() => best && onChoose(choiceOf(best))}
            />
          </div>
          <LeaseConfigFields offers={offers} current={listing} choice={choice} onChoose={onChoose} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

function Shortcut({
  label,
  icon: Icon,
  pressed,
  disabled = false,
  onClick,
}: {
  label: string;
  icon: typeof PiggyBank;
  pressed: boolean;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="inline-flex min-h-11 items-center justify-center gap-2 rounded-xl px-3 text-sm font-semibold ring-1 ring-zinc-300 ring-inset hover:bg-zinc-50 disabled:opacity-50 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 aria-pressed:ring-brand-600"
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
