import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, FileSearch, FileUp, RefreshCw } from 'lucide-react';
import { formatNumber } from '../../../../../domain/format/format-danish';
import type { ExtractionSessionsSearch } from '../../../../../domain/ingestion/extraction-search-params';
import {
  extractionSessionStatuses,
  sessionStatusLabels,
} from '../../../../../domain/ingestion/ingestion-api';
import { Chip } from '../../../../components/ui/badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { ListActionBar } from '../../list-kit/list-action-bar';
import { ListPagination } from '../../list-kit/list-pagination';
import { ListTable } from '../../list-kit/list-table';
import { ListToolbar } from '../../list-kit/list-toolbar';
import { useListTable } from '../../list-kit/use-list-table';
import { AdminEmptyState, AdminPageHeader } from '../../pages/admin-page';
import { sellerQueries } from '../../sellers/seller-api';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { createBatch, extractionQueries } from '../shared/extraction-sessions-api';
import { canJoinBatch, sessionColumns } from './session-columns';
import { sessionCsvColumns } from './session-csv';

const route = getRouteApi('/admin/extraction-sessions/');

const NO_FILTERS: ExtractionSessionsSearch = {
  search: undefined,
  seller: undefined,
  status: undefined,
  page: undefined,
};

/** /admin/extraction-sessions/: every run with its status, result and batch; live while one runs. */
export function SessionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(extractionQueries.list(search));
  const sellers = useQuery(sellerQueries.options());
  const data = query.data;
  const filtered = Boolean(search.search || search.seller || search.status);
  const list = useListTable({
    listId: 'extraction-sessions',
    columns: sessionColumns,
    rows: data?.items,
    getRowId: (session) => session.id,
    selectionKey: JSON.stringify(search),
    // A combined review is for one seller at a time.
    canSelect: (session, selected) =>
      canJoinBatch(session) && (selected.length === 0 || selected[0]?.seller_id === session.seller_id),
  });

  const batch = useAdminMutation({
    kind: 'create',
    context: 'import batch create',
    mutationFn: createBatch,
    invalidate: [extractionQueries.all],
    successMessage: 'Gennemgangen er oprettet',
    onSuccess: (result) =>
      goTo({ to: '/admin/batches/$batchId/review', params: { batchId: result.batch_id } }),
  });

  const setFilter = (patch: Partial<Omit<ExtractionSessionsSearch, 'page'>>) =>
    navigate({ search: (previous) => ({ ...NO_FILTERS, ...previous, ...patch, page: undefined }) });

  const counts = data?.status_counts;
  const countAll = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;

  return (
    <>
      <AdminPageHeader
        title="Udtrækninger"
        description="Hver kørsel af en prisliste: status, fundne biler og tilbud, varighed og gennemgang."
        actions={
          <>
            <Button variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
              Opdater
            </Button>
            <Link
              to="/admin/extraction"
              search={{ seller: search.seller }}
              className={buttonClass('primary')}
            >
              <FileUp aria-hidden="true" className="size-4" />
              Importér prisliste
            </Link>
          </>
        }
      />

      <ListToolbar
        search={{
          label: 'Søg i udtrækninger',
          placeholder: 'Søg på filnavn eller adresse…',
          value: search.search,
          onSearch: (text) => setFilter({ search: text }),
        }}
        filtered={filtered}
        onClearFilters={() => navigate({ search: NO_FILTERS })}
      >
        <Select
          aria-label="Sælger"
          className="w-full sm:w-64"
          value={search.seller ?? ''}
          placeholder="Alle sælgere"
          options={(sellers.data?.sellers ?? []).map((seller) => ({ value: seller.id, label: seller.name }))}
          onChange={(event) => setFilter({ seller: event.target.value || undefined })}
        />
      </ListToolbar>

      <fieldset className="mb-4">
        <legend className="sr-only">Status</legend>
        <div className="flex flex-wrap gap-2">
          <Chip pressed={!search.status} onClick={() => setFilter({ status: undefined })}>
            Alle{countAll !== undefined ? ` (${formatNumber(countAll)})` : ''}
          </Chip>
          {extractionSessionStatuses.map((status) => (
            <Chip
              key={status}
              pressed={search.status === status}
              onClick={() => setFilter({ status: search.status === status ? undefined : status })}
            >
              {sessionStatusLabels[status]}
              {counts ? ` (${formatNumber(counts[status])})` : ''}
            </Chip>
          ))}
        </div>
      </fieldset>

      {data && data.total === 0 && !filtered ? (
        <AdminEmptyState icon={FileSearch} title="Ingen udtrækninger endnu">
          <p className="mb-4">
            Importér en sælgers prisliste for at få dens biler og tilbud ind til gennemgang.
          </p>
          <Link to="/admin/extraction" search={{ seller: undefined }} className={buttonClass('primary')}>
            <FileUp aria-hidden="true" className="size-4" />
            Importér prisliste
          </Link>
        </AdminEmptyState>
      ) : (
        <>
          <ListActionBar
            list={list}
            selectedText={(count) => (count === 1 ? '1 udtrækning valgt' : `${count} udtrækninger valgt`)}
            bulkActions={(sessions) => (
              <Button
                size="sm"
                disabled={batch.isPending}
                onClick={() => batch.mutate(sessions.map((session) => session.id))}
              >
                <ClipboardCheck aria-hidden="true" className="size-4" />
                Opret samlet gennemgang
              </Button>
            )}
            summary={
              data?.items.some(canJoinBatch)
                ? 'Vælg flere gennemførte udtrækninger fra samme sælger for at gennemgå dem samlet.'
                : null
            }
            csv={{
              fileName: 'udtraekninger',
              columns: sessionCsvColumns,
              fetchPage: async (page) => {
                const result = await queryClient.fetchQuery(extractionQueries.list({ ...search, page }));
                return { items: result.items, pageCount: Math.ceil(result.total / result.page_size) };
              },
            }}
          />
          <ListTable
            list={list}
            caption="Udtrækninger"
            query={query}
            messages={{
              loading: 'Henter udtrækninger…',
              error: 'Der opstod en fejl ved hentning af data.',
              empty: 'Ingen udtrækninger matcher filtrene.',
            }}
          />
          {data ? (
            <ListPagination
              to="/admin/extraction-sessions"
              page={search.page ?? 1}
              pageSize={data.page_size}
              total={data.total}
              noun={['udtrækning', 'udtrækninger']}
            />
          ) : null}
        </>
      )}
    </>
  );
}
