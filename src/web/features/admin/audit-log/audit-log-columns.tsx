import { createContext, useContext } from 'react';
import { auditFieldChanges } from '../../../../domain/admin/audit-diff';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { listColumnHelper } from '../list-kit/list-features';
import { AuditEntity } from './audit-entry-parts';
import { actionLabel, groupSummary } from './audit-labels';
import { ExpandButton, fieldsToggleText } from './expand-button';

/** Which entries are open (their changes, or a grouped write's steps, in the row under them). */
export type OpenEntries = { isOpen: (id: string) => boolean; toggle: (id: string) => void };
export const OpenEntriesContext = createContext<OpenEntries>({ isOpen: () => false, toggle: () => {} });

export const auditDetailsId = (entry: Pick<AuditLogEntry, 'id'>) => `audit-${entry.id}`;

const column = listColumnHelper<AuditLogEntry>();

/** Columns of /admin/audit-log: when, who (from md), what, about what, and the toggle of its details. */
export const auditLogColumns = column.columns([
  column.accessor('at', {
    header: 'Tidspunkt',
    enableHiding: false,
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row }) => <time dateTime={row.original.at}>{formatDateTime(row.original.at)}</time>,
  }),
  column.accessor('actorEmail', {
    header: 'Bruger',
    meta: { showFrom: 'md', className: 'max-w-56 truncate' },
    cell: ({ getValue }) => getValue() ?? 'Ukendt',
  }),
  column.accessor('action', {
    header: 'Handling',
    enableHiding: false,
    meta: { className: 'font-medium' },
    cell: ({ row }) => actionLabel(row.original.action),
  }),
  column.display({
    id: 'subject',
    header: 'Emne',
    enableHiding: false,
    cell: ({ row }) => <AuditEntity entry={row.original} />,
  }),
  column.display({
    id: 'changes',
    header: 'Ændringer',
    enableHiding: false,
    meta: { align: 'right' },
    cell: ({ row }) => <ChangesToggle entry={row.original} />,
  }),
]);

function ChangesToggle({ entry }: { entry: AuditLogEntry }) {
  const { isOpen, toggle } = useContext(OpenEntriesContext);
  const open = isOpen(entry.id);
  const fieldCount = auditFieldChanges(entry.before, entry.after).length;
  if (entry.groupSize === 0 && fieldCount === 0) return <span className="text-zinc-600">–</span>;
  return (
    <ExpandButton open={open} controls={auditDetailsId(entry)} onToggle={() => toggle(entry.id)}>
      {entry.groupSize > 0 ? groupSummary(entry) : fieldsToggleText(open, fieldCount)}
    </ExpandButton>
  );
}
