import { lazy, type RefObject, useEffect } from 'react';
import { Dialog } from '../../../components/ui/dialog-context';
import { LazyDialogPanel } from '../../../components/ui/lazy-dialog-panel';
import { useLeaseTermsOpen } from '../../analytics/wiring/detail-tracking';
import { choiceOf } from '../lib/lease-options';
import type { LeaseCalculatorProps } from './calculator-card';

// The sheet loads when the browser is idle after the page, not with it (ADR 062).
const loadPriceDrawerDialogPanel = () => import('./price-drawer-dialog-panel');
const PriceDrawerDialogPanel = lazy(() =>
  loadPriceDrawerDialogPanel().then((module) => ({ default: module.PriceDrawerDialogPanel })),
);

/** Phone: the bottom sheet "Tilpas pris" with the shortcuts and the same choices as the desktop card. */
export function PriceDrawer({
  open,
  onOpenChange,
  returnFocusTo,
  ...calculator
}: LeaseCalculatorProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Two buttons open the sheet; focus goes back to the one that did. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const { listing } = calculator;
  const trackOpen = useLeaseTermsOpen(listing, choiceOf(listing));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the sheet opening counts, not a new listing state.
  useEffect(() => {
    if (open) trackOpen('drawer', 'button', null);
  }, [open]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <LazyDialogPanel preload={loadPriceDrawerDialogPanel}>
        <PriceDrawerDialogPanel {...calculator} returnFocusTo={returnFocusTo} />
      </LazyDialogPanel>
    </Dialog>
  );
}
