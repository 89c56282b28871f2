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

export function FullPageSpinner() {
  return <Spinner className="min-h-[60vh]" />;
}
