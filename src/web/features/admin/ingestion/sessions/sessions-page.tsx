import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, FileSearch, FileUp, RefreshCw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { formatNumber } from '../../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../../domain/format/format-date-time';
import type { ExtractionSessionsSearch } from '../../../../../domain/ingestion/extraction-search-params';
import {
  type ExtractionSessionSummary,
  extractionSessionStatuses,
  sessionStatusLabels,
  sourceKindLabels,
} from '../../../../../domain/ingestion/ingestion-api';
import { Chip } from '../../../../components/ui/badge';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { AdminEmptyState, AdminPageHeader } from '../../pages/admin-page';
import { sellerQueries } from '../../sellers/seller-api';
import { AdminPagination } from '../../shared/admin-pagination';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../../shared/admin-table';
import { ClearFiltersButton } from '../../shared/clear-filters-button';
import { DebouncedSearchInput } from '../../shared/debounced-search-input';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { createBatch, extractionQueries, isSessionActive } from '../shared/extraction-sessions-api';
import { formatDuration } from '../shared/format-duration';
import { extractorText, foundText } from '../shared/session-labels';
import { SessionProgressBar, SessionStatusBadge } from '../shared/session-status';

const route = getRouteApi('/admin/extraction-sessions/');

const NO_FILTERS: ExtractionSessionsSearch = {
  search: undefined,
  seller: undefined,
  status: undefined,
  page: undefined,
};

/** Only a succeeded run without a batch can join a new batch. */
const canJoinBatch = (session: ExtractionSessionSummary) =>
  session.status === 'succeeded' && !session.batch_id;

/** /admin/extraction-sessions/: every run with its status, result and batch; live while one runs. */
export function SessionsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const goTo = useNavigate();
  const query = useQuery(extractionQueries.list(search));
  const sellers = useQuery(sellerQueries.options());
  const [selected, setSelected] = useState<Map<string, ExtractionSessionSummary>>(new Map());
  const data = query.data;
  const page = search.page ?? 1;
  const filtered = Boolean(search.search || search.seller || search.status);

  // A selection belongs to the rows on screen: a new page or filter starts with none.
  const searchKey = JSON.stringify(search);
  const lastSearchKey = useRef(searchKey);
  useEffect(() => {
    if (lastSearchKey.current !== searchKey) {
      lastSearchKey.current = searchKey;
      setSelected(new Map());
    }
  }, [searchKey]);

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

  const selectedSeller = selected.values().next().value?.seller_id;
  const toggle = (session: ExtractionSessionSummary) =>
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(session.id)) next.delete(session.id);
      else next.set(session.id, session);
      return next;
    });

  const items = data?.items ?? [];
  const selectColumn = items.some(canJoinBatch);
  const columns = selectColumn ? 9 : 8;
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

      <div className="mb-3 grid gap-3 sm:grid-cols-[1fr_16rem_auto] sm:items-center">
        <DebouncedSearchInput
          label="Søg i udtrækninger"
          placeholder="Søg på filnavn eller adresse…"
          value={search.search ?? ''}
          onSearch={(text) => setFilter({ search: text || undefined })}
        />
        <Select
          aria-label="Sælger"
          value={search.seller ?? ''}
          placeholder="Alle sælgere"
          options={(sellers.data?.sellers ?? []).map((seller) => ({ value: seller.id, label: seller.name }))}
          onChange={(event) => setFilter({ seller: event.target.value || undefined })}
        />
        <ClearFiltersButton visible={filtered} onClear={() => navigate({ search: NO_FILTERS })} keepCell />
      </div>

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

      <div className="mb-3 flex flex-wrap items-center gap-3 empty:hidden" aria-live="polite">
        {selected.size > 0 ? (
          <div className="flex w-full flex-wrap items-center gap-2 rounded-2xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100">
            <span className="mr-auto text-sm font-semibold text-brand-900">
              {selected.size === 1 ? '1 udtrækning valgt' : `${selected.size} udtrækninger valgt`}
            </span>
            <Button size="sm" disabled={batch.isPending} onClick={() => batch.mutate([...selected.keys()])}>
              <ClipboardCheck aria-hidden="true" className="size-4" />
              Opret samlet gennemgang
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Map())}>
              Fravælg
            </Button>
          </div>
        ) : items.some(canJoinBatch) ? (
          <p className="text-sm text-zinc-600">
            Vælg flere gennemførte udtrækninger fra samme sælger for at gennemgå dem samlet.
          </p>
        ) : null}
      </div>

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
          <AdminTable caption="Udtrækninger">
            <thead>
              <tr>
                {selectColumn ? (
                  <AdminTh className="w-10">
                    <span className="sr-only">Vælg</span>
                  </AdminTh>
                ) : null}
                <AdminTh>Kilde</AdminTh>
                <AdminTh className="hidden md:table-cell">Sælger</AdminTh>
                <AdminTh className="hidden lg:table-cell">Udtræksmetode</AdminTh>
                <AdminTh>Status</AdminTh>
                <AdminTh className="hidden sm:table-cell">Fundet</AdminTh>
                <AdminTh className="hidden xl:table-cell">Oprettet</AdminTh>
                <AdminTh className="hidden sm:table-cell">Varighed</AdminTh>
                <AdminTh className="text-right">Gennemgang</AdminTh>
              </tr>
            </thead>
            <tbody aria-busy={query.isFetching}>
              {query.isPending ? (
                <AdminTableMessage colSpan={columns}>Henter udtrækninger…</AdminTableMessage>
              ) : query.isError ? (
                <AdminTableMessage colSpan={columns}>
                  Der opstod en fejl ved hentning af data.{' '}
                  <button
                    type="button"
                    className="font-semibold text-brand-800 underline"
                    onClick={() => query.refetch()}
                  >
                    Prøv igen
                  </button>
                </AdminTableMessage>
              ) : items.length === 0 ? (
                <AdminTableMessage colSpan={columns}>Ingen udtrækninger matcher filtrene.</AdminTableMessage>
              ) : (
                items.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    selected={selected.has(session.id)}
                    selectable={
                      canJoinBatch(session) && (!selectedSeller || selectedSeller === session.seller_id)
                    }
                    onToggle={() => toggle(session)}
                    selectColumn={selectColumn}
                  />
                ))
              )}
            </tbody>
          </AdminTable>
          {data ? (
            <AdminPagination
              to="/admin/extraction-sessions"
              page={page}
              pageCount={Math.ceil(data.total / data.page_size)}
              total={data.total}
              noun={data.total === 1 ? 'udtrækning' : 'udtrækninger'}
            />
          ) : null}
        </>
      )}
    </>
  );
}

function SessionRow({
  session,
  selected,
  selectable,
  onToggle,
  selectColumn,
}: {
  session: ExtractionSessionSummary;
  selected: boolean;
  selectable: boolean;
  onToggle: () => void;
  selectColumn: boolean;
}) {
  const active = isSessionActive(session.status);
  return (
    <tr className={selected ? 'bg-brand-50/50' : 'hover:bg-zinc-50/60'}>
      {selectColumn ? (
        <AdminTd>
          {canJoinBatch(session) ? (
            <input
              type="checkbox"
              className="size-5 accent-brand-700 disabled:opacity-40"
              aria-label={`Vælg ${session.source_label}`}
              title={selectable || selected ? undefined : 'En samlet gennemgang er for én sælger ad gangen'}
              checked={selected}
              disabled={!selectable && !selected}
              onChange={onToggle}
            />
          ) : null}
        </AdminTd>
      ) : null}
      <AdminTd>
        <div className="max-w-[11rem] min-w-0 sm:max-w-[18rem]">
          <Link
            to="/admin/extraction-sessions/$id"
            params={{ id: session.id }}
            className="block truncate font-semibold text-zinc-950 hover:text-brand-800 hover:underline"
            title={session.source_label}
          >
            {session.source_label}
          </Link>
          <p className="text-xs text-zinc-600">
            {sourceKindLabels[session.source_kind]}
            <span className="md:hidden"> · {session.seller_name}</span>
          </p>
          <p className="text-xs text-zinc-600 tabular-nums sm:hidden">
            {session.cars_found !== null ? <span>{foundText(session)}</span> : null}
            {session.cars_found !== null && session.duration_ms !== null ? ' · ' : null}
            {session.duration_ms !== null ? <span>{formatDuration(session.duration_ms)}</span> : null}
          </p>
        </div>
      </AdminTd>
      <AdminTd className="hidden whitespace-nowrap md:table-cell">{session.seller_name}</AdminTd>
      <AdminTd className="hidden whitespace-nowrap text-zinc-700 lg:table-cell">
        {extractorText(session)}
      </AdminTd>
      <AdminTd>
        <SessionStatusBadge status={session.status} />
        {active ? (
          <SessionProgressBar
            progress={session.progress}
            step={session.step}
            label={`Fremdrift for ${session.source_label}`}
          />
        ) : session.status === 'failed' && session.error_message ? (
          <p className="mt-1 line-clamp-2 max-w-56 text-xs text-red-800" title={session.error_message}>
            {session.error_message}
          </p>
        ) : null}
      </AdminTd>
      <AdminTd className="hidden whitespace-nowrap tabular-nums sm:table-cell">{foundText(session)}</AdminTd>
      <AdminTd className="hidden whitespace-nowrap text-zinc-600 xl:table-cell">
        {formatDateTime(session.created_at)}
      </AdminTd>
      <AdminTd className="hidden whitespace-nowrap tabular-nums sm:table-cell">
        {formatDuration(session.duration_ms)}
      </AdminTd>
      <AdminTd className="text-right">
        {session.batch_id ? (
          <Link
            to="/admin/batches/$batchId/review"
            params={{ batchId: session.batch_id }}
            className={buttonClass('secondary', 'sm')}
            aria-label={`Gennemgå ${session.source_label}`}
          >
            Gennemgå
          </Link>
        ) : (
          <span className="text-zinc-500">–</span>
        )}
      </AdminTd>
    </tr>
  );
}
