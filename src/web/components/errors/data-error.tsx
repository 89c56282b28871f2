import { RotateCw } from 'lucide-react';
import { Button } from '../ui/button';

export function DataError({ onRetry, isRetrying = false }: { onRetry: () => void; isRetrying?: boolean }) {
  return (
    <div role="alert" className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-zinc-200">
      <p className="font-semibold">Data kunne ikke indlæses</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry} disabled={isRetrying}>
        <RotateCw aria-hidden="true" className={`size-4 ${isRetrying ? 'animate-spin' : ''}`} />
        Prøv igen
      </Button>
    </div>
  );
}
