import { TriangleAlert } from 'lucide-react';
import { formatNumber } from '../../../../../domain/format/format-danish';
import { GroupedNotes } from '../shared/grouped-notes';

/**
 * The run's warnings as a list of their own, so they are read before the cars (they are also in the
 * log). Repeated ones are one line per car and cause with a count, opened to the lines: `carNames` are
 * the names the reader puts before a car's own notes ("Skoda Octavia Style: Totalprisen …").
 */
export function SessionWarnings({
  warnings,
  carNames = [],
}: {
  warnings: readonly string[];
  carNames?: readonly string[];
}) {
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
      <GroupedNotes
        notes={warnings}
        carNames={carNames}
        className="mt-3 max-h-64 space-y-1 overflow-y-auto text-sm"
        itemClassName="gap-2 before:content-['•']"
      />
    </section>
  );
}
