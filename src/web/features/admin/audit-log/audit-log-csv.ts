import { auditFieldChanges } from '../../../../domain/admin/audit-diff';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import type { CsvColumn } from '../list-kit/csv';
import { auditFieldLabel } from './audit-field-labels';
import { actionLabel, entityLabel, entityName, groupSummary } from './audit-labels';

/** What an entry changed, in one cell: a grouped write's summary, else the names of its changed fields. */
function changesText(entry: AuditLogEntry): string {
  if (entry.groupSize > 0) return groupSummary(entry);
  return auditFieldChanges(entry.before, entry.after)
    .map((change) => auditFieldLabel(change.field))
    .filter(Boolean)
    .join(', ');
}

/** The columns of the audit log's CSV: one line per entry, as the list shows it. */
export const auditLogCsvColumns: readonly CsvColumn<AuditLogEntry>[] = [
  { header: 'Tidspunkt', value: (entry) => entry.at },
  { header: 'Bruger', value: (entry) => entry.actorEmail },
  { header: 'Handling', value: (entry) => actionLabel(entry.action) },
  { header: 'Type', value: (entry) => entityLabel(entry.entity) },
  { header: 'Emne', value: (entry) => entityName(entry) },
  { header: 'Ændringer', value: changesText },
  { header: 'Id', value: (entry) => entry.entityId },
];
