import { lazy } from 'react';
import { Dialog } from '../../../components/ui/dialog-context';
import { LazyDialogPanel } from '../../../components/ui/lazy-dialog-panel';
import type { OverlayBodyProps } from './filter-overlay-dialog-panel';

// The overlay loads when the browser is idle after the page, not with it (ADR 062).
const loadFilterOverlayDialogPanel = () => import('./filter-overlay-dialog-panel');
const FilterOverlayDialogPanel = lazy(() =>
  loadFilterOverlayDialogPanel().then((module) => ({ default: module.FilterOverlayDialogPanel })),
);

/** Phones: the filters full-screen, applied together with "Vis {n} tilbud". */
export function MobileFilterOverlay({
  open,
  onClose,
  ...body
}: OverlayBodyProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <LazyDialogPanel preload={loadFilterOverlayDialogPanel}>
        <FilterOverlayDialogPanel {...body} />
      </LazyDialogPanel>
    </Dialog>
  );
}
