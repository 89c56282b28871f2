import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Download, ListChecks } from 'lucide-react';
import type { SellerListingStatsJson } from '../../../../domain/admin/seller-api-types';
import type { SellerListingsPageSearch } from '../../../../domain/admin/seller-search-params';
import {
  LISTING_STATUS_PLURAL_LABELS,
  listingStatusFilterOptions,
} from '../../../../domain/listings/listing-status-labels';
import type { ListingStatus } from '../../../../domain/listings/vehicle-values';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ListToolbar } from '../list-kit/list-toolbar';
import { ListView } from '../list-kit/list-view';
import { RefreshButton } from '../list-kit/refresh-button';
import { useListPage } from '../list-kit/use-list-page';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { LabelledSelect } from './labelled-select';
import { sellerExportUrl, sellerQueries } from './seller-api';
import { sellerListingColumns, sellerListingCsvColumns } from './seller-listing-columns';

const route = getRouteApi('/admin/sellers/listings');

const LIMITS = [10, 20, 50, 100] as const;

/** The listings of the URL's seller; none is asked for before a seller is chosen. */
const sellerListingsQuery = ({ seller, ...filters }: SellerListingsPageSearch) => ({
  ...sellerQueries.listings(seller ?? '', filters),
  enabled: Boolean(seller),
});

/** /admin/sellers/listings: pick a seller, see its figures, search and filter its listings, export them. */
export function SellerListingsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const options = useQuery(sellerQueries.options());
  const sellerId = search.seller;
  const page = useListPage({
    search,
    navigate,
    query: sellerListingsQuery,
    read: (data) => ({ rows: data.items, total: data.total, pageSize: data.limit }),
    csvSearch: { limit: 100 },
    listId: 'seller-listings',
    columns: sellerListingColumns,
    getRowId: (listing) => listing.id,
  });
  const { data, setFilter } = page;
  const sellerName = data?.seller.name ?? options.data?.sellers.find((s) => s.id === sellerId)?.name;

  return (
    <>
      <AdminPageHeader
        title={sellerName ? `Annoncer fra ${sellerName}` : 'Sælgerens annoncer'}
        description="Nøgletal, søgning og status for én forhandlers annoncer."
        actions={
          sellerId ? (
            <>
              <RefreshButton query={page.query} />
              <a href={sellerExportUrl(sellerId)} download className={buttonClass('primary')}>
                <Download aria-hidden="true" className="size-4" />
                Eksportér JSON
              </a>
            </>
          ) : null
        }
      />

      <div className="mb-6 max-w-md">
        <LabelledSelect
          label="Sælger"
          stacked
          value={sellerId ?? ''}
          placeholder="Vælg en sælger…"
          options={(options.data?.sellers ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(event) => setFilter({ seller: event.target.value || undefined })}
        />
      </div>

      {!sellerId ? (
        <AdminEmptyState icon={ListChecks} title="Vælg en sælger">
          <p>
            Vælg en forhandler ovenfor for at se nøgletal og annoncer, eller gå til en sælger fra
            sælgerlisten.
          </p>
        </AdminEmptyState>
      ) : page.query.isError && !data ? (
        <AdminEmptyState icon={ListChecks} title="Annoncerne kunne ikke hentes">
          <p>Sælgeren findes måske ikke længere. Vælg en anden, eller prøv igen.</p>
        </AdminEmptyState>
      ) : (
        <>
          <StatsCards stats={data?.stats} />
          <ListToolbar
            search={{
              label: 'Søg i annoncer',
              placeholder: 'Søg i mærke, model og variant…',
              ...page.searchText,
            }}
          >
            <LabelledSelect
              label="Status"
              selectClassName="w-full sm:w-44"
              value={search.status ?? ''}
              placeholder="Alle statusser"
              options={listingStatusFilterOptions}
              onChange={(event) =>
                setFilter({ status: (event.target.value || undefined) as ListingStatus | undefined })
              }
            />
            <LabelledSelect
              label="Pr. side"
              selectClassName="w-full sm:w-24"
              value={String(search.limit ?? 20)}
              options={LIMITS.map((limit) => ({ value: String(limit), label: String(limit) }))}
              onChange={(event) => {
                const limit = Number(event.target.value);
                setFilter({ limit: limit === 20 ? undefined : limit });
              }}
            />
          </ListToolbar>

          <ListView
            page={page}
            caption={`Annoncer fra ${sellerName ?? 'sælgeren'}`}
            messages={{
              loading: 'Henter annoncer…',
              error: 'Annoncerne kunne ikke hentes.',
              empty:
                data?.stats.total === 0
                  ? 'Sælgeren har ingen annoncer endnu.'
                  : 'Ingen annoncer matcher søgningen eller filteret.',
            }}
            pages={{ to: '/admin/sellers/listings', noun: ['annonce', 'annoncer'] }}
            csv={{ fileName: 'saelger-annoncer', columns: sellerListingCsvColumns }}
          />
        </>
      )}
    </>
  );
}

function StatsCards({ stats }: { stats: SellerListingStatsJson | undefined }) {
  const cards: { label: string; value: number | undefined }[] = [
    { label: 'Annoncer i alt', value: stats?.total },
    { label: LISTING_STATUS_PLURAL_LABELS.active, value: stats?.active },
    { label: LISTING_STATUS_PLURAL_LABELS.pending, value: stats?.pending },
    { label: LISTING_STATUS_PLURAL_LABELS.inactive, value: stats?.inactive },
    { label: 'Tilbud', value: stats?.offers },
  ];
  return (
    <dl className="mb-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((card) => (
        <Card key={card.label} className="px-4 py-3 last:col-span-2 sm:last:col-span-1">
          <dt className="text-sm text-zinc-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">
            {card.value === undefined ? '…' : card.value.toLocaleString('da-DK')}
          </dd>
        </Card>
      ))}
    </dl>
  );
}
