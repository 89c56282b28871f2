import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { groupNotes } from '../../../../../domain/ingestion/note-groups';

/**
 * Notes or warnings one line per car and cause (issue 25): a line that stands alone as it is, repeated
 * ones as "Totalprisen passer ikke for 12 tilbud" that opens to the lines. `carNames` names the cars a
 * run's warnings start with ("Skoda Octavia Style: …"); a car's own notes leave it out.
 */
export function GroupedNotes({
  notes,
  carNames = [],
  icon,
  srPrefix,
  className = '',
  itemClassName = '',
}: {
  notes: readonly string[];
  carNames?: readonly string[];
  /** Shown before each line (decorative). */
  icon?: ReactNode;
  /** Read before each line by a screen reader ("Bemærkning fra udtrækket: "). */
  srPrefix?: string;
  className?: string;
  itemClassName?: string;
}) {
  const groups = groupNotes(notes, carNames);
  if (groups.length === 0) return null;
  return (
    <ul className={className} data-testid="grouped-notes">
      {groups.map((group) => {
        const label = group.car ? `${group.car}: ${group.label}` : group.label;
        return (
          <li key={`${group.car ?? ''}|${group.cause}`} className={`flex items-start gap-1 ${itemClassName}`}>
            {icon}
            {group.lines.length === 1 ? (
              <span className="min-w-0 break-words">
                {srPrefix ? <span className="sr-only">{srPrefix}</span> : null}
                {label}
              </span>
            ) : (
              <details className="group/notes min-w-0">
                <summary className="inline-flex cursor-pointer list-none items-start gap-0.5 font-medium [&::-webkit-details-marker]:hidden">
                  {srPrefix ? <span className="sr-only">{srPrefix}</span> : null}
                  {label}
                  <ChevronRight
                    aria-hidden="true"
                    className="mt-px size-3.5 shrink-0 transition-transform group-open/notes:rotate-90"
                  />
                </summary>
                <ul className="mt-0.5 space-y-0.5 pl-2 font-normal break-words">
                  {group.lines.map((line, index) => (
                    // Two lines may read the same; their order is their identity.
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
                    <li key={index}>{line}</li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
