import { Link, useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { auditFieldChanges } from '../../../../domain/admin/audit-diff';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogSearch,
} from '../../../../domain/admin/audit-log-search-params';
import { Select } from '../../../components/ui/select';
import { ListView } from '../list-kit/list-view';
import { useListPage } from '../list-kit/use-list-page';
import { useOpenRows } from '../list-kit/use-open-rows';
import { AdminPageHeader } from '../pages/admin-page';
import { AuditDiffTable } from './audit-entry-parts';
import { AuditGroupSteps } from './audit-group-steps';
import { auditEntityOptions, entityLabel } from './audit-labels';
import { auditDetailsId, auditLogColumns, OpenEntriesContext } from './audit-log-columns';
import { auditLogCsvColumns } from './audit-log-csv';
import { auditLogQueries } from './get-audit-log';

/**
 * /admin/audit-log: every admin write, newest first, filtered by entity on the server; a grouped write
 * (a batch apply) is one entry that opens to its steps, any other entry opens to its changed fields.
 */
export function AuditLogPage({ search }: { search: AuditLogSearch }) {
  const navigate = useNavigate();
  const page = useListPage({
    search,
    query: auditLogQueries.page,
    read: (data) => ({
      rows: data.entries,
      total: data.total,
      pageSize: AUDIT_LOG_PAGE_SIZE,
      page: data.page,
    }),
    listId: 'audit-log',
    columns: auditLogColumns,
    getRowId: (entry) => entry.id,
  });
  const { data } = page;
  const openEntries = useOpenRows();
  const details = (entry: AuditLogEntry) => {
    if (!openEntries.isOpen(entry.id)) return null;
    const content =
      entry.groupSize > 0 ? (
        <AuditGroupSteps groupId={entry.id} />
      ) : (
        <AuditDiffTable changes={auditFieldChanges(entry.before, entry.after)} />
      );
    return { id: auditDetailsId(entry), content };
  };
  return (
    <>
      <AdminPageHeader title="Aktivitetslog" description="Hvem ændrede hvad og hvornår." />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-64">
          <label htmlFor="audit-entity" className="mb-1.5 block text-sm font-medium text-zinc-800">
            Type
          </label>
          <Select
            id="audit-entity"
            value={search.entity ?? ''}
            placeholder="Alle typer"
            options={auditEntityOptions(data?.entities ?? [])}
            onChange={(event) =>
              navigate({
                to: '/admin/audit-log',
                search: { entity: event.target.value || undefined },
              })
            }
          />
        </div>
        {search.entity_id ? (
          <p className="flex min-h-11 items-center gap-2 text-sm text-zinc-700">
            Kun én {entityLabel(search.entity ?? '').toLowerCase() || 'post'}:{' '}
            <span className="font-mono text-xs">{search.entity_id.slice(0, 8)}</span>
            <Link
              to="/admin/audit-log"
              search={{ entity: search.entity }}
              className="inline-flex items-center gap-1 font-medium text-brand-800 hover:underline"
            >
              <X aria-hidden="true" className="size-4" />
              Vis alle
            </Link>
          </p>
        ) : null}
      </div>
      <OpenEntriesContext.Provider value={openEntries}>
        <ListView
          page={page}
          caption="Aktivitetslog"
          csv={{ fileName: 'aktivitetslog', columns: auditLogCsvColumns }}
          rowDetails={details}
          messages={{
            loading: 'Henter aktivitetsloggen…',
            error: 'Der opstod en fejl ved hentning af data',
            empty: search.entity ? 'Ingen ændringer af denne type endnu.' : 'Ingen ændringer endnu.',
          }}
          pages={{ to: '/admin/audit-log', noun: ['ændring', 'ændringer'] }}
        />
      </OpenEntriesContext.Provider>
    </>
  );
}
