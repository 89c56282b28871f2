import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Car, Plus, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import {
  ADMIN_LISTING_QUALITY_LABELS,
  type AdminListingQuality,
  adminListingQualities,
} from '../../../../domain/admin/admin-search-params';
import {
  bulkActionDoneText,
  type ListingStatusBulkAction,
  listingBulkActionDone,
} from '../../../../domain/admin/listing-bulk-actions';
import type { BulkListingActionBody } from '../../../../domain/admin/listing-form-schema';
import {
  BULK_FILTER_LIMIT,
  type ListingSelection,
  listingsFilterOf,
} from '../../../../domain/admin/listing-selection';
import { NOUN } from '../../../../domain/format/nouns';
import { listingStatusFilterOptions } from '../../../../domain/listings/listing-status-labels';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { Button, buttonClass } from '../../../components/ui/button';
import { Select } from '../../../components/ui/select';
import { ListToolbar } from '../list-kit/list-toolbar';
import { ListView } from '../list-kit/list-view';
import { RefreshButton } from '../list-kit/refresh-button';
import { useListPage } from '../list-kit/use-list-page';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useAdminMutation } from '../shared/use-admin-mutation';
import { BulkEditDialog } from './bulk-edit-dialog';
import { BULK_TEXT, listingCount, selectedListingsText } from './listing-bulk-text';
import { listingColumns } from './listing-columns';
import { listingCsvColumns } from './listing-csv';
import {
  bulkListingAction,
  listingQueries,
  NO_LISTING_FILTERS,
  refetchWhenSelectionChanged,
} from './listings-api';
import { QualityFilterNotice } from './quality-filter-notice';

const route = getRouteApi('/admin/listings/');

const activeSelectClass = '[&>select]:bg-brand-50 [&>select]:font-medium [&>select]:ring-brand-600';

const createLink = (
  <Link to="/admin/listings/create" className={buttonClass('primary')}>
    <Plus aria-hidden="true" className="size-4" />
    Opret annonce
  </Link>
);

export function ListingsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const reference = useQuery(listingQueries.reference());
  const [confirming, setConfirming] = useState<ListingStatusBulkAction | null>(null);
  const [editing, setEditing] = useState(false);
  const page = useListPage({
    search,
    navigate,
    query: listingQueries.list,
    read: (data) => ({ rows: data.items, total: data.total, pageSize: data.limit }),
    noFilters: NO_LISTING_FILTERS,
    listId: 'listings',
    columns: listingColumns,
    getRowId: (row) => row.id,
  });
  const { list, setFilter } = page;
  // The ticked rows, or every listing matching the filter (issue 25): the server finds those by the filter.
  const selection: ListingSelection =
    list.allMatching && page.pagination
      ? { filter: listingsFilterOf(search), expected_count: page.pagination.total }
      : { ids: list.selectedRows.map((row) => row.id) };
  const selectedCount = selection.filter ? selection.expected_count : selection.ids.length;
  const queryClient = useQueryClient();

  const bulk = useAdminMutation({
    kind: 'update',
    context: 'listing bulk action',
    mutationFn: (body: BulkListingActionBody) =>
      bulkListingAction(body).catch(refetchWhenSelectionChanged(queryClient)),
    invalidate: [listingQueries.all],
    successMessage: (result) => bulkActionDoneText(result.action, result.count),
    onSuccess: () => {
      list.clearSelection();
      setConfirming(null);
    },
  });

  return (
    <>
      <AdminPageHeader
        title="Annoncer"
        description="Biler, deres status, tilbud og LeaseScore."
        actions={
          <>
            <RefreshButton query={page.query} />
            {createLink}
          </>
        }
      />

      <ListToolbar
        search={{
          label: 'Søg i annoncer',
          placeholder: 'Søg efter mærke, model, variant eller sælger…',
          ...page.searchText,
        }}
        filtered={page.filtered}
        onClearFilters={page.clearFilters}
      >
        <Select
          aria-label="Status"
          className="w-full sm:w-40"
          value={search.status ?? ''}
          placeholder="Alle statusser"
          options={listingStatusFilterOptions}
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

      <ListView
        page={page}
        caption="Annoncer"
        messages={{
          loading: 'Henter annoncer…',
          error: 'Annoncerne kunne ikke hentes.',
          empty: 'Ingen annoncer matcher filtrene.',
        }}
        pages={{ to: '/admin/listings', noun: ['annonce', 'annoncer'] }}
        csv={{ fileName: 'annoncer', columns: listingCsvColumns }}
        firstUse={
          <AdminEmptyState icon={Car} title="Ingen annoncer endnu">
            <p className="mb-4">Opret den første annonce med bilens data og tilbud.</p>
            {createLink}
          </AdminEmptyState>
        }
        selectedText={(count) => `${listingCount(count)} valgt`}
        selectAll={{ noun: NOUN.listing, limit: BULK_FILTER_LIMIT }}
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
      />

      <BulkEditDialog
        open={editing}
        onOpenChange={setEditing}
        selection={selection}
        count={selectedCount}
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
            ? `${selectedListingsText(selectedCount, selection.filter !== undefined, page.filtered)} bliver ${listingBulkActionDone[confirming]} og ${BULK_TEXT[confirming].verb}.`
            : ''
        }
        confirmLabel={confirming ? BULK_TEXT[confirming].confirm : ''}
        tone={confirming === 'delete' ? 'danger' : 'primary'}
        busy={bulk.isPending}
        onConfirm={() => {
          if (confirming) bulk.mutate({ action: confirming, ...selection });
        }}
      />
    </>
  );
}
