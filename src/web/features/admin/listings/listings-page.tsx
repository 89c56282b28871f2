import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Car, Plus, RefreshCw, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_LISTING_QUALITY_LABELS,
  type AdminListingQuality,
  type AdminListingsSearch,
  adminListingQualities,
} from '../../../../domain/admin/admin-search-params';
import { type ListingStatus, listingStatuses } from '../../../../domain/listings/vehicle-values';
import { Button, buttonClass } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { ListActionBar } from '../list-kit/list-action-bar';
import { ListPagination } from '../list-kit/list-pagination';
import { ListTable } from '../list-kit/list-table';
import { ListToolbar } from '../list-kit/list-toolbar';
import { useListTable } from '../list-kit/use-list-table';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { BulkEditDialog } from './bulk-edit-dialog';
import { BULK_TEXT, type BulkKind, listingCount } from './listing-bulk-text';
import { listingColumns } from './listing-columns';
import { listingCsvColumns } from './listing-csv';
import { bulkListingAction, listingQueries, NO_LISTING_FILTERS } from './listings-api';
import { QualityFilterNotice } from './quality-filter-notice';

const route = getRouteApi('/admin/listings/');

const STATUS_FILTER_LABELS: Record<ListingStatus, string> = {
  active: 'Aktive',
  pending: 'Afventer',
  inactive: 'Inaktive',
};

const activeSelectClass = '[&>select]:bg-brand-50 [&>select]:font-medium [&>select]:ring-brand-600';

export function ListingsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(listingQueries.list(search));
  const reference = useQuery(listingQueries.reference());
  const [confirming, setConfirming] = useState<BulkKind | null>(null);
  const [editing, setEditing] = useState(false);
  const data = query.data;
  const filtered = Boolean(search.search || search.status || search.seller_id || search.quality);
  const list = useListTable({
    listId: 'listings',
    columns: listingColumns,
    rows: data?.items,
    getRowId: (row) => row.id,
    selectionKey: JSON.stringify(search),
  });
  const selectedIds = list.selectedRows.map((row) => row.id);

  const bulk = useAdminMutation({
    kind: 'update',
    context: 'listing bulk action',
    mutationFn: bulkListingAction,
    invalidate: [listingQueries.all],
    successMessage: (result) => `${listingCount(result.count)} ${BULK_TEXT[result.action].done}`,
    onSuccess: () => {
      list.clearSelection();
      setConfirming(null);
    },
  });

  const setFilter = (patch: Partial<Omit<AdminListingsSearch, 'page'>>) =>
    navigate({ search: (previous) => ({ ...NO_LISTING_FILTERS, ...previous, ...patch, page: undefined }) });

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

      <ListToolbar
        search={{
          label: 'Søg i annoncer',
          placeholder: 'Søg efter mærke, model, variant eller sælger…',
          value: search.search,
          onSearch: (text) => setFilter({ search: text }),
        }}
        filtered={filtered}
        onClearFilters={() => navigate({ search: NO_LISTING_FILTERS })}
      >
        <Select
          aria-label="Status"
          className="w-full sm:w-40"
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
          className={`w-full sm:w-44 ${search.quality ? activeSelectClass : ''}`}
        />
        <Select
          aria-label="Sælger"
          className="w-full sm:w-52"
          value={search.seller_id ?? ''}
          placeholder="Alle sælgere"
          options={(reference.data?.sellers ?? []).map((seller) => ({
            value: seller.id,
            label: seller.name,
          }))}
          onChange={(event) => setFilter({ seller_id: event.target.value || undefined })}
        />
      </ListToolbar>

      {search.quality ? (
        <QualityFilterNotice quality={search.quality} onClear={() => setFilter({ quality: undefined })} />
      ) : null}

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
          <ListActionBar
            list={list}
            selectedText={(count) => `${listingCount(count)} valgt`}
            bulkActions={() => (
              <>
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
              </>
            )}
            csv={{
              fileName: 'annoncer',
              columns: listingCsvColumns,
              fetchPage: async (page) => {
                const result = await queryClient.fetchQuery(listingQueries.list({ ...search, page }));
                return { items: result.items, pageCount: result.page_count };
              },
            }}
          />
          <ListTable
            list={list}
            caption="Annoncer"
            query={query}
            messages={{
              loading: 'Henter annoncer…',
              error: 'Annoncerne kunne ikke hentes.',
              empty: 'Ingen annoncer matcher filtrene.',
            }}
          />
          {data ? (
            <ListPagination
              to="/admin/listings"
              page={search.page ?? 1}
              pageSize={data.limit}
              total={data.total}
              noun={['annonce', 'annoncer']}
            />
          ) : null}
        </>
      )}

      <BulkEditDialog
        open={editing}
        onOpenChange={setEditing}
        ids={selectedIds}
        bodyTypes={reference.data?.body_types ?? []}
        onDone={() => {
          setEditing(false);
          list.clearSelection();
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
            ? `${listingCount(selectedIds.length)} bliver ${BULK_TEXT[confirming].done} og ${BULK_TEXT[confirming].verb}.`
            : ''
        }
        confirmLabel={confirming ? BULK_TEXT[confirming].confirm : ''}
        tone={confirming === 'delete' ? 'danger' : 'primary'}
        busy={bulk.isPending}
        onConfirm={() => {
          if (confirming) bulk.mutate({ action: confirming, ids: selectedIds });
        }}
      />
    </>
  );
}
