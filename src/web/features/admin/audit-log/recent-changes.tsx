import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Card } from '../../../components/ui/card';
import { AuditEntity } from './audit-entry-parts';
import { actionLabel, groupSummary } from './audit-labels';

/** The latest audit rows as a compact list (dashboard). */
export function RecentChanges({ entries }: { entries: AuditLogEntry[] }) {
  if (!entries.length) {
    return (
      <Card className="p-4 text-sm text-zinc-600">
        Ingen ændringer endnu. Når en administrator retter noget, står det her.
      </Card>
    );
  }
  return (
    <Card>
      <ul className="divide-y divide-zinc-100">
        {entries.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 px-4 py-2.5 text-sm">
            <span className="font-semibold text-zinc-900">{actionLabel(entry.action)}</span>
            <AuditEntity entry={entry} />
            {entry.groupSize > 0 ? <span className="text-zinc-600">{groupSummary(entry)}</span> : null}
            <span className="ml-auto text-xs text-zinc-600">
              {entry.actorEmail ?? 'Ukendt'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
