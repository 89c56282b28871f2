import { type ReactNode, useState } from 'react';
import { auditFieldChanges } from '../../../../domain/admin/audit-diff';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { AuditDiffTable } from './audit-entry-parts';
import { ExpandButton, fieldsToggleText } from './expand-button';

/**
 * One audit entry as a list item: its line (`children`) and, when fields changed, the toggle that opens
 * them in a table under it. Used by a grouped write's steps and a listing's history.
 */
export function AuditEntryItem({
  entry,
  detailsId,
  className,
  children,
}: {
  entry: Pick<AuditLogEntry, 'before' | 'after'>;
  detailsId: string;
  className: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const changes = auditFieldChanges(entry.before, entry.after);
  return (
    <li className={className}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {children}
        {changes.length ? (
          <span className="ml-auto">
            <ExpandButton open={open} controls={detailsId} onToggle={() => setOpen((value) => !value)}>
              {fieldsToggleText(open, changes.length)}
            </ExpandButton>
          </span>
        ) : null}
      </div>
      {open ? (
        <div id={detailsId} className="pt-2 pb-1">
          <AuditDiffTable changes={changes} />
        </div>
      ) : null}
    </li>
  );
}
