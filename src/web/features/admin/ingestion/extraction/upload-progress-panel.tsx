import { UploadCloud } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card, CardBody } from '../../../../components/ui/card';
import { SessionProgressBar } from '../shared/session-status';

/** While the request (and its files) is on its way to the server. */
export function UploadProgressPanel({
  progress,
  sourceLabel,
  onCancel,
}: {
  progress: number;
  sourceLabel: string;
  onCancel: () => void;
}) {
  const percent = Math.round(progress * 100);
  return (
    <Card>
      <CardBody className="space-y-4" aria-live="polite">
        <div className="flex items-center gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <UploadCloud aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <h2 className="font-semibold">
              {percent < 100 ? 'Sender prislisten…' : 'Starter udtrækningen…'}
            </h2>
            <p className="truncate text-sm text-zinc-600">{sourceLabel}</p>
          </div>
        </div>
        <SessionProgressBar progress={percent} step={`${percent} % sendt`} label="Upload" size="lg" />
        <Button variant="secondary" onClick={onCancel}>
          Annuller
        </Button>
      </CardBody>
    </Card>
  );
}
