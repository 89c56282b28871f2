import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { auditFieldChanges } from '../../../../domain/admin/audit-diff';
import {
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogEntry,
  type AuditLogSearch,
} from '../../../../domain/admin/audit-log-search-params';
import { Select } from '../../../components/ui/select';
import { ListActionBar } from '../list-kit/list-action-bar';
import { ListPagination } from '../list-kit/list-pagination';
import { ListTable } from '../list-kit/list-table';
import { useListTable } from '../list-kit/use-list-table';
import { AdminPageHeader } from '../pages/admin-page';
import { AuditDiffTable } from './audit-entry-parts';
import { AuditGroupSteps } from './audit-group-steps';
import { auditEntityOptions, entityLabel } from './audit-labels';
import { auditDetailsId, auditLogColumns, OpenEntriesContext } from './audit-log-columns';
import { auditLogQueries } from './get-audit-log';

/**
 * /admin/audit-log: every admin write, newest first, filtered by entity on the server; a grouped write
 * (a batch apply) is one entry that opens to its steps, any other entry opens to its changed fields.
 */
export function AuditLogPage({ search }: { search: AuditLogSearch }) {
  const navigate = useNavigate();
  const query = useQuery(auditLogQueries.page(search));
  const data = query.data;
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set());
  const openEntries = useMemo(
    () => ({
      isOpen: (id: string) => openIds.has(id),
      toggle: (id: string) =>
        setOpenIds((current) => {
          const next = new Set(current);
          if (!next.delete(id)) next.add(id);
          return next;
        }),
    }),
    [openIds],
  );
  const list = useListTable({
    listId: 'audit-log',
    columns: auditLogColumns,
    rows: data?.entries,
    getRowId: (entry) => entry.id,
  });
  const details = (entry: AuditLogEntry) => {
    if (!openIds.has(entry.id)) return null;
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
      <ListActionBar list={list} />
      <OpenEntriesContext.Provider value={openEntries}>
        <ListTable
          list={list}
          caption="Aktivitetslog"
          query={query}
          rowDetails={details}
          messages={{
            loading: 'Henter aktivitetsloggen…',
            error: 'Der opstod en fejl ved hentning af data',
            empty: search.entity ? 'Ingen ændringer af denne type endnu.' : 'Ingen ændringer endnu.',
          }}
        />
      </OpenEntriesContext.Provider>
      {data ? (
        <ListPagination
          to="/admin/audit-log"
          page={data.page}
          pageSize={AUDIT_LOG_PAGE_SIZE}
          total={data.total}
          noun={['ændring', 'ændringer']}
        />
      ) : null}
    </>
  );
}
