import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { Fragment, useState } from 'react';
import { auditFieldChanges } from '../../../../domain/admin/audit-diff';
import type { AuditLogEntry, AuditLogSearch } from '../../../../domain/admin/audit-log-search-params';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { AdminPageHeader } from '../pages/admin-page';
import { AdminPagination } from '../shared/admin-pagination';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { AuditDiffTable, AuditEntity } from './audit-entry-parts';
import { AuditGroupSteps } from './audit-group-steps';
import { actionLabel, auditEntityOptions, entityLabel, groupSummary } from './audit-labels';
import { ExpandButton, fieldsToggleText } from './expand-button';
import { auditLogQueries } from './get-audit-log';

const COLUMNS = 5;

/** /admin/audit-log: every admin write, newest first, filtered by entity on the server. */
export function AuditLogPage({ search }: { search: AuditLogSearch }) {
  const navigate = useNavigate();
  const query = useQuery(auditLogQueries.page(search));
  const data = query.data;
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
      <AdminTable caption="Aktivitetslog">
        <thead>
          <tr>
            <AdminTh>Tidspunkt</AdminTh>
            <AdminTh>Bruger</AdminTh>
            <AdminTh>Handling</AdminTh>
            <AdminTh>Emne</AdminTh>
            <AdminTh className="text-right">Ændringer</AdminTh>
          </tr>
        </thead>
        <tbody aria-busy={query.isFetching}>
          {data ? (
            data.entries.length ? (
              data.entries.map((entry) => <AuditRow key={entry.id} entry={entry} />)
            ) : (
              <AdminTableMessage colSpan={COLUMNS}>
                {search.entity ? 'Ingen ændringer af denne type endnu.' : 'Ingen ændringer endnu.'}
              </AdminTableMessage>
            )
          ) : query.isError ? (
            <AdminTableMessage colSpan={COLUMNS}>Der opstod en fejl ved hentning af data</AdminTableMessage>
          ) : (
            <AdminTableMessage colSpan={COLUMNS}>
              <Spinner label="Henter aktivitetsloggen…" />
            </AdminTableMessage>
          )}
        </tbody>
      </AdminTable>
      {data ? (
        <AdminPagination
          to="/admin/audit-log"
          page={data.page}
          pageCount={data.pageCount}
          total={data.total}
          noun="ændringer"
        />
      ) : null}
    </>
  );
}

function AuditRow({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const changes = auditFieldChanges(entry.before, entry.after);
  const grouped = entry.groupSize > 0;
  const detailsId = `audit-${entry.id}`;
  const toggle = () => setOpen((value) => !value);
  return (
    <Fragment>
      <tr>
        <AdminTd className="whitespace-nowrap">
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        </AdminTd>
        <AdminTd className="max-w-56 truncate">{entry.actorEmail ?? 'Ukendt'}</AdminTd>
        <AdminTd className="font-medium">{actionLabel(entry.action)}</AdminTd>
        <AdminTd>
          <AuditEntity entry={entry} />
        </AdminTd>
        <AdminTd className="text-right">
          {grouped ? (
            <ExpandButton open={open} controls={detailsId} onToggle={toggle}>
              {groupSummary(entry)}
            </ExpandButton>
          ) : changes.length ? (
            <ExpandButton open={open} controls={detailsId} onToggle={toggle}>
              {fieldsToggleText(open, changes.length)}
            </ExpandButton>
          ) : (
            <span className="text-zinc-600">–</span>
          )}
        </AdminTd>
      </tr>
      {open ? (
        <tr id={detailsId}>
          <td colSpan={COLUMNS} className="border-b border-zinc-100 bg-zinc-50 px-3 py-3">
            {grouped ? <AuditGroupSteps groupId={entry.id} /> : <AuditDiffTable changes={changes} />}
          </td>
        </tr>
      ) : null}
    </Fragment>
  );
}
