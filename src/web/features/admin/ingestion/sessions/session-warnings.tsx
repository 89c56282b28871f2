import { TriangleAlert } from 'lucide-react';
import { formatNumber } from '../../../../../domain/format/format-danish';

/** The run's warnings as a list of their own, so they are read before the cars (they are also in the log). */
export function SessionWarnings({ warnings }: { warnings: readonly string[] }) {
  if (warnings.length === 0) return null;
  return (
    <section
      aria-labelledby="session-warnings"
      className="mt-6 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200 sm:p-5"
    >
      <h2 id="session-warnings" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
        Advarsler ({formatNumber(warnings.length)})
      </h2>
      <p className="mt-1 text-sm">Tjek disse linjer i prislisten, før du godkender ændringerne.</p>
      <ul className="mt-3 max-h-64 list-disc space-y-1 overflow-y-auto pl-5 text-sm break-words">
        {warnings.map((warning, index) => (
          // Two warnings may read the same; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
          <li key={index}>{warning}</li>
        ))}
      </ul>
    </section>
  );
}
