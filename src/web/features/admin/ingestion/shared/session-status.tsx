import { LoaderCircle } from 'lucide-react';
import {
  type ExtractionSessionStatus,
  sessionStatusLabels,
} from '../../../../../domain/ingestion/ingestion-api';
import { Badge, type BadgeTone } from '../../../../components/ui/badge';

const tones: Record<ExtractionSessionStatus, BadgeTone> = {
  queued: 'neutral',
  running: 'info',
  succeeded: 'success',
  failed: 'danger',
  cancelled: 'warning',
};

export function SessionStatusBadge({ status }: { status: ExtractionSessionStatus }) {
  return (
    <Badge tone={tones[status]}>
      {status === 'running' ? (
        <LoaderCircle aria-hidden="true" className="size-3 animate-spin motion-reduce:animate-none" />
      ) : null}
      {sessionStatusLabels[status]}
    </Badge>
  );
}

/** The run's progress (0–100) as a bar with its step; `label` names it for screen readers. */
export function SessionProgressBar({
  progress,
  step,
  label,
  size = 'sm',
}: {
  progress: number;
  step?: string | null;
  label: string;
  size?: 'sm' | 'lg';
}) {
  const value = Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className={size === 'lg' ? 'space-y-1.5' : 'mt-1.5 space-y-1'}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={step ? `${value} % – ${step}` : `${value} %`}
        className={`overflow-hidden rounded-full bg-zinc-200 ${size === 'lg' ? 'h-3' : 'h-1.5 w-28'}`}
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 motion-reduce:transition-none"
          style={{ width: `${value}%` }}
        />
      </div>
      {step ? (
        <p className={`text-zinc-600 ${size === 'lg' ? 'text-sm' : 'max-w-40 truncate text-xs'}`}>
          {size === 'lg' ? `${value} % · ${step}` : step}
        </p>
      ) : null}
    </div>
  );
}
