import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, FileSearch, FileUp } from 'lucide-react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatNumber } from '../../../../../domain/format/format-danish';
import type { ExtractionSessionsSearch } from '../../../../../domain/ingestion/extraction-search-params';
import {
  extractionSessionStatuses,
  sessionStatusLabels,
} from '../../../../../domain/ingestion/ingestion-api';
import { Chip } from '../../../../components/ui/badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { ListToolbar } from '../../list-kit/list-toolbar';
import { ListView } from '../../list-kit/list-view';
import { RefreshButton } from '../../list-kit/refresh-button';
import { useListPage } from '../../list-kit/use-list-page';
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
  const sellers = useQuery(sellerQueries.options());
  const page = useListPage({
    search,
    navigate,
    query: extractionQueries.list,
    read: (data) => ({ rows: data.items, total: data.total, pageSize: data.page_size }),
    noFilters: NO_FILTERS,
    listId: 'extraction-sessions',
    columns: sessionColumns,
    getRowId: (session) => session.id,
    // A combined review is for one seller at a time.
    canSelect: (session, selected) =>
      canJoinBatch(session) && (selected.length === 0 || selected[0]?.seller_id === session.seller_id),
  });
  const { data, setFilter } = page;

  const batch = useAdminMutation({
    kind: 'create',
    context: 'import batch create',
    mutationFn: createBatch,
    invalidate: [extractionQueries.all],
    successMessage: 'Gennemgangen er oprettet',
    onSuccess: (result) =>
      goTo({ to: '/admin/batches/$batchId/review', params: { batchId: result.batch_id } }),
  });

  const counts = data?.status_counts;
  const countAll = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : undefined;

  return (
    <>
      <AdminPageHeader
        title="Udtrækninger"
        description="Hver kørsel af en prisliste: status, fundne biler og tilbud, varighed og gennemgang."
        actions={
          <>
            <RefreshButton query={page.query} />
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
          ...page.searchText,
        }}
        filtered={page.filtered}
        onClearFilters={page.clearFilters}
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

      <ListView
        page={page}
        caption="Udtrækninger"
        messages={{
          loading: 'Henter udtrækninger…',
          error: 'Der opstod en fejl ved hentning af data.',
          empty: 'Ingen udtrækninger matcher filtrene.',
        }}
        pages={{ to: '/admin/extraction-sessions', noun: ['udtrækning', 'udtrækninger'] }}
        csv={{ fileName: 'udtraekninger', columns: sessionCsvColumns }}
        firstUse={
          <AdminEmptyState icon={FileSearch} title="Ingen udtrækninger endnu">
            <p className="mb-4">
              Importér en sælgers prisliste for at få dens biler og tilbud ind til gennemgang.
            </p>
            <Link to="/admin/extraction" search={{ seller: undefined }} className={buttonClass('primary')}>
              <FileUp aria-hidden="true" className="size-4" />
              Importér prisliste
            </Link>
          </AdminEmptyState>
        }
        selectedText={(count) => `${countNoun(count, ['udtrækning', 'udtrækninger'])} valgt`}
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
      />
    </>
  );
}
