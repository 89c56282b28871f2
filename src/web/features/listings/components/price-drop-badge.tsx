import { TrendingDown } from 'lucide-react';

/** "Prisfald" (ADR 068): the card's offer became cheaper within the last 14 days. */
export function PriceDropBadge({ className = '' }: { className?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white shadow-sm ${className}`}
    >
      <TrendingDown aria-hidden="true" className="size-3.5" />
      Prisfald
    </span>
  );
}
