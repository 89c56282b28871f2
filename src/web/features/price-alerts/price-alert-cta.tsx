import { lazy, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog-context';
import { DialogTrigger } from '../../components/ui/dialog-trigger';
import { LazyDialogPanel } from '../../components/ui/lazy-dialog-panel';
import { useIsDesktop } from '../../lib/media-query';
import type { AlertSubject } from './price-alert-values';

// The form loads when the browser is idle after the page, not with it (ADR 062). No icon: the button
// is on the results and detail pages, which are at their JavaScript budget.
const loadPriceAlertDialogPanel = () => import('./price-alert-dialog-panel');
const PriceAlertDialogPanel = lazy(() =>
  loadPriceAlertDialogPanel().then((module) => ({ default: module.PriceAlertDialogPanel })),
);

/**
 * "Giv mig besked" (issue 30, ADR 072): a price alert on the car at the configuration shown, or the
 * results page's search saved for new matches, by e-mail without an account.
 */
export function PriceAlertCta({ subject, className = '' }: { subject: AlertSubject; className?: string }) {
  const [open, setOpen] = useState(false);
  const isDesktop = useIsDesktop();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" className={className}>
          Giv mig besked
        </Button>
      </DialogTrigger>
      <LazyDialogPanel preload={loadPriceAlertDialogPanel}>
        <PriceAlertDialogPanel subject={subject} isDesktop={isDesktop} />
      </LazyDialogPanel>
    </Dialog>
  );
}
