import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Car, Copy, ExternalLink, Pencil, Plus, RefreshCw, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { AdminListingRow } from '../../../../domain/admin/admin-listing-types';
import {
  ADMIN_LISTING_QUALITY_LABELS,
  type AdminListingQuality,
  type AdminListingsSearch,
  adminListingQualities,
} from '../../../../domain/admin/admin-search-params';
import type { BulkListingAction } from '../../../../domain/admin/listing-form-schema';
import { formatDate, formatMonthly, formatNumber } from '../../../../domain/format/format-danish';
import { type ListingStatus, listingStatuses } from '../../../../domain/listings/vehicle-values';
import { Button, buttonClass } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { LeaseScorePill } from '../../listings/components/lease-score-pill';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { AdminPagination } from '../shared/admin-pagination';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { ClearFiltersButton } from '../shared/clear-filters-button';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { DebouncedSearchInput } from '../shared/debounced-search-input';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { BulkEditDialog } from './bulk-edit-dialog';
import { bulkListingAction, duplicateListing, listingQueries, NO_LISTING_FILTERS } from './listings-api';

const route = getRouteApi('/admin/listings/');

const STATUS_FILTER_LABELS: Record<ListingStatus, string> = {
  active: 'Aktive',
  pending: 'Afventer',
  inactive: 'Inaktive',
};

type BulkKind = BulkListingAction['action'];
const BULK_TEXT: Record<
  BulkKind,
  { button: string; title: string; confirm: string; done: string; verb: string }
> = {
  activate: {
    button: 'Aktivér',
    title: 'Aktivér annoncer?',
    confirm: 'Aktivér',
    done: 'aktiveret',
    verb: 'vises på siden med det samme',
  },
  deactivate: {
    button: 'Deaktivér',
    title: 'Deaktivér annoncer?',
    confirm: 'Deaktivér',
    done: 'deaktiveret',
    verb: 'fjernes fra siden med det samme',
  },
  delete: {
    button: 'Slet',
    title: 'Slet annoncer?',
    confirm: 'Slet for altid',
    done: 'slettet',
    verb: 'slettes med alle deres tilbud og billeder. Det kan ikke fortrydes (historikken bevares i loggen)',
  },
};

const plural = (count: number) => (count === 1 ? '1 annonce' : `${formatNumber(count)} annoncer`);
const listingName = (row: Pick<AdminListingRow, 'make' | 'model' | 'variant'>) =>
  [row.make, row.model, row.variant].filter(Boolean).join(' ');

export function ListingsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(listingQueries.list(search));
  const reference = useQuery(listingQueries.reference());
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState<BulkKind | null>(null);
  const [editing, setEditing] = useState(false);
  const page = search.page ?? 1;
  const data = query.data;
  const filtered = Boolean(search.search || search.status || search.seller_id || search.quality);

  // A selection belongs to the rows on screen: a new page or filter starts with none.
  const searchKey = JSON.stringify(search);
  const lastSearchKey = useRef(searchKey);
  useEffect(() => {
    if (lastSearchKey.current !== searchKey) {
      lastSearchKey.current = searchKey;
      setSelected(new Set());
    }
  }, [searchKey]);

  const bulk = useAdminMutation({
    kind: 'update',
    context: 'listing bulk action',
    mutationFn: bulkListingAction,
    invalidate: [listingQueries.all],
    successMessage: (result) => `${plural(result.count)} ${BULK_TEXT[result.action].done}`,
    onSuccess: () => {
      setSelected(new Set());
      setConfirming(null);
    },
  });
  const duplicate = useAdminMutation({
    kind: 'create',
    context: 'listing duplicate',
    mutationFn: duplicateListing,
    invalidate: [listingQueries.all],
    successMessage: (copy) => `Annonce "${copy.name}" duplikeret (kopien afventer)`,
  });

  const setFilter = (patch: Partial<Omit<AdminListingsSearch, 'page'>>) =>
    navigate({ search: (previous) => ({ ...NO_LISTING_FILTERS, ...previous, ...patch, page: undefined }) });

  const items = data?.items ?? [];
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.id));
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const item of items) {
        if (allOnPage) next.delete(item.id);
        else next.add(item.id);
      }
      return next;
    });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const first = data && data.total > 0 ? (page - 1) * data.limit + 1 : 0;
  const last = data ? Math.min(page * data.limit, data.total) : 0;

  return (
    <>
      <AdminPageHeader
        title="Annoncer"
        description="Biler, deres status, tilbud og LeaseScore."
        actions={
          <>
            <Button variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
              Opdater
            </Button>
            <Link to="/admin/listings/create" className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Opret annonce
            </Link>
          </>
        }
      />

      <div className="mb-4 grid gap-3 sm:grid-cols-2 sm:items-center xl:grid-cols-[1fr_10rem_11rem_13rem_auto]">
        <div className="sm:col-span-2 xl:col-span-1">
          <DebouncedSearchInput
            label="Søg i annoncer"
            placeholder="Søg efter mærke, model, variant eller sælger…"
            value={search.search ?? ''}
            onSearch={(text) => setFilter({ search: text || undefined })}
          />
        </div>
        <Select
          aria-label="Status"
          value={search.status ?? ''}
          placeholder="Alle statusser"
          options={listingStatuses.map((status) => ({ value: status, label: STATUS_FILTER_LABELS[status] }))}
          onChange={(event) =>
            setFilter({ status: (event.target.value || undefined) as ListingStatus | undefined })
          }
        />
        <Select
          aria-label="Datakvalitet"
          value={search.quality ?? ''}
          placeholder="Datakvalitet: alle"
          options={adminListingQualities.map((quality) => ({
            value: quality,
            label: ADMIN_LISTING_QUALITY_LABELS[quality],
          }))}
          onChange={(event) =>
            setFilter({ quality: (event.target.value || undefined) as AdminListingQuality | undefined })
          }
          className={search.quality ? activeSelectClass : ''}
        />
        <Select
          aria-label="Sælger"
          value={search.seller_id ?? ''}
          placeholder="Alle sælgere"
          options={(reference.data?.sellers ?? []).map((seller) => ({
            value: seller.id,
            label: seller.name,
          }))}
          onChange={(event) => setFilter({ seller_id: event.target.value || undefined })}
        />
        <ClearFiltersButton
          visible={filtered}
          onClear={() => navigate({ search: NO_LISTING_FILTERS })}
          keepCell
        />
      </div>

      {search.quality ? (
        <QualityFilterNotice quality={search.quality} onClear={() => setFilter({ quality: undefined })} />
      ) : null}

      <div className="mb-3 flex min-h-11 flex-wrap items-center gap-3" aria-live="polite">
        {selected.size > 0 ? (
          <div className="flex w-full flex-wrap items-center gap-2 rounded-2xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100">
            <span className="mr-auto text-sm font-semibold text-brand-900">
              {plural(selected.size)} valgt
            </span>
            <Button size="sm" onClick={() => setEditing(true)}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              Rediger valgte
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming('activate')}>
              Aktivér
            </Button>
            <Button size="sm" variant="secondary" onClick={() => setConfirming('deactivate')}>
              Deaktivér
            </Button>
            <Button size="sm" variant="danger" onClick={() => setConfirming('delete')}>
              Slet
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Fravælg
            </Button>
          </div>
        ) : data ? (
          <p className="text-sm text-zinc-600">
            {data.total === 0
              ? 'Ingen annoncer'
              : `Viser ${formatNumber(first)}–${formatNumber(last)} af ${plural(data.total)}`}
          </p>
        ) : null}
      </div>

      {data && data.total === 0 && !filtered ? (
        <AdminEmptyState icon={Car} title="Ingen annoncer endnu">
          <p className="mb-4">Opret den første annonce med bilens data og tilbud.</p>
          <Link to="/admin/listings/create" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Opret annonce
          </Link>
        </AdminEmptyState>
      ) : (
        <>
          <AdminTable caption="Annoncer">
            <thead>
              <tr>
                <AdminTh className="w-10">
                  <input
                    type="checkbox"
                    className="size-5 accent-brand-700"
                    aria-label="Vælg alle annoncer på siden"
                    checked={allOnPage}
                    onChange={toggleAll}
                    disabled={items.length === 0}
                  />
                </AdminTh>
                <AdminTh>Bil</AdminTh>
                <AdminTh className="hidden md:table-cell">Sælger</AdminTh>
                <AdminTh className="hidden sm:table-cell">Status</AdminTh>
                <AdminTh className="hidden text-right sm:table-cell">Laveste pris</AdminTh>
                <AdminTh className="hidden sm:table-cell">Score</AdminTh>
                <AdminTh className="hidden 2xl:table-cell">Opdateret</AdminTh>
                <AdminTh className="text-right">
                  <span className="sr-only">Handlinger</span>
                </AdminTh>
              </tr>
            </thead>
            <tbody aria-busy={query.isFetching}>
              {query.isPending ? (
                <AdminTableMessage colSpan={8}>Henter annoncer…</AdminTableMessage>
              ) : query.isError ? (
                <AdminTableMessage colSpan={8}>
                  Annoncerne kunne ikke hentes.{' '}
                  <button
                    type="button"
                    className="font-semibold text-brand-800 underline"
                    onClick={() => query.refetch()}
                  >
                    Prøv igen
                  </button>
                </AdminTableMessage>
              ) : items.length === 0 ? (
                <AdminTableMessage colSpan={8}>Ingen annoncer matcher filtrene.</AdminTableMessage>
              ) : (
                items.map((row) => (
                  <ListingRow
                    key={row.id}
                    row={row}
                    selected={selected.has(row.id)}
                    onToggle={() => toggle(row.id)}
                    onDuplicate={() => duplicate.mutate(row.id)}
                    duplicating={duplicate.isPending && duplicate.variables === row.id}
                  />
                ))
              )}
            </tbody>
          </AdminTable>
          {data ? (
            <AdminPagination
              to="/admin/listings"
              page={page}
              pageCount={data.page_count}
              total={data.total}
              noun={data.total === 1 ? 'annonce' : 'annoncer'}
            />
          ) : null}
        </>
      )}

      <BulkEditDialog
        open={editing}
        onOpenChange={setEditing}
        ids={[...selected]}
        bodyTypes={reference.data?.body_types ?? []}
        onDone={() => {
          setEditing(false);
          setSelected(new Set());
        }}
      />

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={confirming ? BULK_TEXT[confirming].title : ''}
        description={
          confirming
            ? `${plural(selected.size)} ${selected.size === 1 ? 'bliver' : 'bliver'} ${BULK_TEXT[confirming].done} og ${BULK_TEXT[confirming].verb}.`
            : ''
        }
        confirmLabel={confirming ? BULK_TEXT[confirming].confirm : ''}
        tone={confirming === 'delete' ? 'danger' : 'primary'}
        busy={bulk.isPending}
        onConfirm={() => {
          if (confirming) bulk.mutate({ action: confirming, ids: [...selected] });
        }}
      />
    </>
  );
}

const activeSelectClass = '[&>select]:bg-brand-50 [&>select]:font-medium [&>select]:ring-brand-600';

/** Says which data-quality filter narrows the list (the admin often arrives from a dashboard card). */
function QualityFilterNotice({ quality, onClear }: { quality: AdminListingQuality; onClear: () => void }) {
  const label = ADMIN_LISTING_QUALITY_LABELS[quality];
  return (
    <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-zinc-700">
      <span>Aktivt filter:</span>
      <span className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 pr-0.5 sm:min-h-9 sm:pr-1 pl-3 font-medium text-brand-900 ring-1 ring-brand-200 ring-inset">
        Datakvalitet: {label}
        <button
          type="button"
          onClick={onClear}
          aria-label={`Fjern filteret Datakvalitet: ${label}`}
          title="Fjern filteret"
          className="grid size-10 place-items-center rounded-full text-brand-800 sm:size-8 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </span>
    </p>
  );
}

function ListingRow({
  row,
  selected,
  onToggle,
  onDuplicate,
  duplicating,
}: {
  row: AdminListingRow;
  selected: boolean;
  onToggle: () => void;
  onDuplicate: () => void;
  duplicating: boolean;
}) {
  const name = listingName(row);
  // No display class here: each use says when it shows (`inline-grid`, or `hidden sm:inline-grid`).
  const iconButton =
    'size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 disabled:opacity-50 sm:size-9';
  return (
    <tr className={selected ? 'bg-brand-50/50' : 'hover:bg-zinc-50/60'}>
      <AdminTd>
        <input
          type="checkbox"
          className="size-5 accent-brand-700"
          aria-label={`Vælg ${name}`}
          checked={selected}
          onChange={onToggle}
        />
      </AdminTd>
      <AdminTd>
        <div className="flex items-center gap-3">
          <div className="hidden h-10 w-16 shrink-0 overflow-hidden rounded-lg bg-zinc-100 sm:block">
            {row.image ? (
              <img src={row.image} alt="" loading="lazy" className="size-full object-cover" />
            ) : (
              <Car aria-hidden="true" className="m-auto mt-2.5 size-5 text-zinc-400" />
            )}
          </div>
          <div className="max-w-[12rem] min-w-0 sm:max-w-[16rem]">
            <Link
              to="/admin/listings/edit/$id"
              params={{ id: row.id }}
              className="font-semibold text-zinc-950 hover:text-brand-800 hover:underline"
            >
              {row.make} {row.model}
            </Link>
            <p className="truncate text-xs text-zinc-600" title={row.variant ?? undefined}>
              {[row.variant, row.year].filter(Boolean).join(' · ') || '–'}
            </p>
            <p className="truncate text-xs text-zinc-600 md:hidden">{row.seller_name ?? 'Ingen sælger'}</p>
            <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs sm:hidden">
              <ListingStatusBadge status={row.status} />
              <span className="numeric font-medium text-zinc-800">
                {row.lowest_monthly_price === null
                  ? 'Ingen tilbud'
                  : `${formatMonthly(row.lowest_monthly_price)} · ${row.offer_count} tilbud`}
              </span>
            </div>
          </div>
        </div>
      </AdminTd>
      <AdminTd className="hidden md:table-cell">
        {row.seller_name ?? <span className="text-zinc-500">Ingen sælger</span>}
      </AdminTd>
      <AdminTd className="hidden sm:table-cell">
        <ListingStatusBadge status={row.status} />
        <span className="mt-1 block text-xs whitespace-nowrap text-zinc-600 2xl:hidden">
          Opd. {formatDate(row.updated_at)}
        </span>
      </AdminTd>
      <AdminTd className="numeric hidden text-right whitespace-nowrap sm:table-cell">
        {row.lowest_monthly_price === null ? (
          <span className="text-zinc-500">Ingen tilbud</span>
        ) : (
          <>
            {formatMonthly(row.lowest_monthly_price)}
            <span className="block text-xs text-zinc-600">
              {row.offer_count === 1 ? '1 tilbud' : `${formatNumber(row.offer_count)} tilbud`}
            </span>
          </>
        )}
      </AdminTd>
      <AdminTd className="hidden sm:table-cell">
        {row.offer_count === 0 ? (
          <span className="text-zinc-500">–</span>
        ) : (
          <LeaseScorePill score={row.best_lease_score} size="sm" />
        )}
      </AdminTd>
      <AdminTd className="hidden whitespace-nowrap text-zinc-600 2xl:table-cell">
        {formatDate(row.updated_at)}
      </AdminTd>
      <AdminTd>
        <div className="flex justify-end gap-0.5">
          <Link
            to="/admin/listings/edit/$id"
            params={{ id: row.id }}
            className={`${iconButton} hidden sm:inline-grid`}
            aria-label={`Rediger ${name}`}
            title="Rediger"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          <button
            type="button"
            className={`${iconButton} inline-grid`}
            onClick={onDuplicate}
            disabled={duplicating}
            aria-label={`Dupliker ${name}`}
            title="Dupliker"
          >
            <Copy aria-hidden="true" className="size-4" />
          </button>
          {row.status === 'active' ? (
            <a
              href={`/listing/${row.id}`}
              target="_blank"
              rel="noreferrer"
              className={`${iconButton} hidden 2xl:inline-grid`}
              aria-label={`Vis ${name} på siden (nyt faneblad)`}
              title="Vis på siden"
            >
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          ) : null}
        </div>
      </AdminTd>
    </tr>
  );
}
