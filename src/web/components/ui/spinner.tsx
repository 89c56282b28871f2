import { LoaderCircle } from 'lucide-react';

export function Spinner({ label = 'Indlæser…', className = '' }: { label?: string; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center text-brand-700 ${className}`}>
      <LoaderCircle
        aria-hidden="true"
        className="size-8 animate-spin motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The router's pending view (spec §2): covers the screen while a page loads for more than 1 s. */
export function FullPageSpinner() {
  return (
    <div className="fixed inset-0 z-40 grid place-items-center bg-canvas/80 backdrop-blur-[1px]">
      <Spinner label="Indlæser siden…" />
    </div>
  );
}
