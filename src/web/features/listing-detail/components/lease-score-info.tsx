import { Info } from 'lucide-react';
import { lazy, useState } from 'react';
import type { LeaseScoreResult } from '../../../../domain/lease-score/calculate-lease-score';
import { Dialog } from '../../../components/ui/dialog-context';
import { DialogTrigger } from '../../../components/ui/dialog-trigger';
import { LazyDialogPanel } from '../../../components/ui/lazy-dialog-panel';
import { useIsDesktop } from '../../../lib/media-query';

// The explanation loads when the browser is idle after the page, not with it (ADR 062).
const loadLeaseScoreDialogPanel = () => import('./lease-score-dialog-panel');
const LeaseScoreDialogPanel = lazy(() =>
  loadLeaseScoreDialogPanel().then((module) => ({ default: module.LeaseScoreDialogPanel })),
);

/** Info button that explains the score: a dialog on desktop, a bottom sheet below 1024 px. */
export function LeaseScoreInfoButton({
  breakdown,
  disclosedItems,
}: {
  breakdown: LeaseScoreResult | null;
  /** The disclosure grade shown beside the score (ADR 054), explained here; left out when not given. */
  disclosedItems?: number;
}) {
  const [open, setOpen] = useState(false);
  const isDesktop = useIsDesktop();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A Trigger, so focus returns to this button when the dialog closes. */}
      <DialogTrigger
        aria-label="Om LeaseScore"
        className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900"
      >
        <Info aria-hidden="true" className="size-5" />
      </DialogTrigger>
      <LazyDialogPanel preload={loadLeaseScoreDialogPanel}>
        <LeaseScoreDialogPanel breakdown={breakdown} disclosedItems={disclosedItems} isDesktop={isDesktop} />
      </LazyDialogPanel>
    </Dialog>
  );
}
