import { TriangleAlert, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatSize } from './image-file-size';
import type { UploadItem } from './use-image-uploads';

/** One upload: its progress while it waits or runs, or its error with a way to dismiss it. */
export function UploadRow({ item, onDismiss }: { item: UploadItem; onDismiss: () => void }) {
  const failed = item.status === 'failed';
  const percent = Math.round(item.progress * 100);
  return (
    <li
      className={`flex items-center gap-3 rounded-xl px-3 py-2 text-sm ring-1 ${
        failed ? 'bg-red-50 ring-red-200' : 'bg-white ring-zinc-200'
      }`}
    >
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="truncate font-medium text-zinc-900">{item.name}</span>
          <span className="shrink-0 text-xs text-zinc-500">{formatSize(item.size)}</span>
        </p>
        {failed ? (
          <p role="alert" className="mt-0.5 flex items-center gap-1.5 text-red-800">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {item.error}
          </p>
        ) : (
          <div className="mt-1.5 flex items-center gap-2">
            <progress
              className="h-1.5 flex-1 overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-zinc-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
              max={100}
              value={item.status === 'waiting' ? 0 : percent}
              aria-label={`Upload af ${item.name}`}
            />
            <span className="numeric w-24 shrink-0 text-right text-xs text-zinc-600">
              {item.status === 'waiting' ? 'Venter…' : percent >= 100 ? 'Behandler…' : `${percent} %`}
            </span>
          </div>
        )}
      </div>
      {failed ? (
        <Button
          variant="ghost"
          size="sm"
          className="px-2"
          aria-label={`Fjern beskeden om ${item.name}`}
          onClick={onDismiss}
        >
          <X aria-hidden="true" className="size-4" />
        </Button>
      ) : null}
    </li>
  );
}
