import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditLogEntry } from '../../../../domain/admin/audit-log-search-params';
import { formatDateTime } from '../../../../domain/format/format-date-time';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { AuditEntryItem } from './audit-entry-item';
import { actionLabel, entityLabel, groupedStepOrigin } from './audit-labels';
import { auditLogQueries } from './get-audit-log';

/**
 * "Historik" on a listing's edit page: who changed the listing, its images and what was remembered from
 * it, newest first, a page at a time; a change made by a price-list import says so.
 */
export function ListingHistory({ listingId }: { listingId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(auditLogQueries.listing(listingId, page));
  const data = query.data;
  return (
    <Card>
      <CardHeader>
        <h2 id="listing-history-heading" className="text-base font-semibold text-zinc-900">
          Historik
        </h2>
      </CardHeader>
      <CardBody>
        {data ? (
          data.entries.length ? (
            <ol
              aria-labelledby="listing-history-heading"
              className="divide-y divide-zinc-100"
              aria-busy={query.isFetching}
            >
              {data.entries.map((entry) => (
                <HistoryEntry key={entry.id} entry={entry} />
              ))}
            </ol>
          ) : (
            <p className="text-sm text-zinc-600">Ingen ændringer endnu.</p>
          )
        ) : query.isError ? (
          <p className="text-sm text-red-800">Der opstod en fejl ved hentning af data</p>
        ) : (
          <Spinner label="Henter historikken…" />
        )}
        {data && data.pageCount > 1 ? (
          <nav
            aria-label="Historikkens sider"
            className="mt-3 flex items-center justify-between gap-3 text-sm"
          >
            <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Nyere
            </Button>
            <span className="text-zinc-600">
              Side {data.page} af {data.pageCount}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= data.pageCount}
              onClick={() => setPage(page + 1)}
            >
              Ældre
            </Button>
          </nav>
        ) : null}
      </CardBody>
    </Card>
  );
}

function HistoryEntry({ entry }: { entry: AuditLogEntry }) {
  return (
    <AuditEntryItem entry={entry} detailsId={`listing-history-${entry.id}`} className="py-2 text-sm">
      <span className="font-medium text-zinc-900">
        {entry.entity === 'listing'
          ? actionLabel(entry.action)
          : `${entityLabel(entry.entity)}: ${actionLabel(entry.action).toLowerCase()}`}
      </span>
      {entry.groupId ? <span className="text-zinc-600">{groupedStepOrigin(entry)}</span> : null}
      <span className="text-xs text-zinc-600">
        {entry.actorEmail ?? 'Ukendt'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </span>
    </AuditEntryItem>
  );
}
