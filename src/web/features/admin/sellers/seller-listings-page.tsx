import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Download, ExternalLink, ListChecks, Pencil, RefreshCw } from 'lucide-react';
import type { SellerListingStatsJson } from '../../../../domain/admin/seller-api-types';
import { formatDate, formatMonthly } from '../../../../domain/format/format-danish';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import { type ListingStatus, listingStatuses } from '../../../../domain/listings/vehicle-values';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { AdminPagination } from '../shared/admin-pagination';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { DebouncedSearchInput } from '../shared/debounced-search-input';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import { LabelledSelect } from './labelled-select';
import { sellerExportUrl, sellerQueries } from './seller-api';

const route = getRouteApi('/admin/sellers/listings');

const STATUS_FILTER_LABELS: Record<ListingStatus, string> = {
  active: 'Aktive',
  pending: 'Afventende',
  inactive: 'Inaktive',
};
const LIMITS = [10, 20, 50, 100] as const;

/** /admin/sellers/listings: pick a seller, see its figures, search and filter its listings, export them. */
export function SellerListingsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const options = useQuery(sellerQueries.options());
  const sellerId = search.seller;
  const { seller: _seller, ...filters } = search;
  const listings = useQuery({
    ...sellerQueries.listings(sellerId ?? '', filters),
    enabled: Boolean(sellerId),
  });
  const data = listings.data;
  const sellerName = data?.seller.name ?? options.data?.sellers.find((s) => s.id === sellerId)?.name;

  return (
    <>
      <AdminPageHeader
        title={sellerName ? `Annoncer fra ${sellerName}` : 'Sælgerens annoncer'}
        description="Nøgletal, søgning og status for én forhandlers annoncer."
        actions={
          sellerId ? (
            <>
              <Button variant="secondary" onClick={() => listings.refetch()} disabled={listings.isFetching}>
                <RefreshCw
                  aria-hidden="true"
                  className={`size-4 ${listings.isFetching ? 'animate-spin' : ''}`}
                />
                Opdater
              </Button>
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
          onChange={(event) =>
            navigate({
              search: (previous) => ({
                ...previous,
                seller: event.target.value || undefined,
                page: undefined,
              }),
            })
          }
        />
      </div>

      {!sellerId ? (
        <AdminEmptyState icon={ListChecks} title="Vælg en sælger">
          <p>
            Vælg en forhandler ovenfor for at se nøgletal og annoncer, eller gå til en sælger fra
            sælgerlisten.
          </p>
        </AdminEmptyState>
      ) : listings.isError && !data ? (
        <AdminEmptyState icon={ListChecks} title="Annoncerne kunne ikke hentes">
          <p>Sælgeren findes måske ikke længere. Vælg en anden, eller prøv igen.</p>
        </AdminEmptyState>
      ) : (
        <>
          <StatsCards stats={data?.stats} />
          <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <DebouncedSearchInput
              className="flex-1"
              label="Søg i annoncer"
              placeholder="Søg i mærke, model og variant…"
              value={search.search ?? ''}
              onSearch={(text) =>
                navigate({
                  search: (previous) => ({ ...previous, search: text || undefined, page: undefined }),
                })
              }
            />
            <LabelledSelect
              label="Status"
              selectClassName="w-full sm:w-44"
              value={search.status ?? ''}
              placeholder="Alle statusser"
              options={listingStatuses.map((status) => ({
                value: status,
                label: STATUS_FILTER_LABELS[status],
              }))}
              onChange={(event) =>
                navigate({
                  search: (previous) => ({
                    ...previous,
                    status: (event.target.value || undefined) as ListingStatus | undefined,
                    page: undefined,
                  }),
                })
              }
            />
            <LabelledSelect
              label="Pr. side"
              selectClassName="w-full sm:w-24"
              value={String(search.limit ?? 20)}
              options={LIMITS.map((limit) => ({ value: String(limit), label: String(limit) }))}
              onChange={(event) => {
                const limit = Number(event.target.value);
                navigate({
                  search: (previous) => ({
                    ...previous,
                    limit: limit === 20 ? undefined : limit,
                    page: undefined,
                  }),
                });
              }}
            />
          </div>

          <AdminTable caption={`Annoncer fra ${sellerName ?? 'sælgeren'}`}>
            <thead>
              <tr>
                <AdminTh>Bil</AdminTh>
                <AdminTh className="hidden sm:table-cell">Status</AdminTh>
                <AdminTh className="text-right">Laveste pris</AdminTh>
                <AdminTh className="hidden text-right sm:table-cell">Tilbud</AdminTh>
                <AdminTh className="hidden lg:table-cell">Brændstof</AdminTh>
                <AdminTh className="hidden md:table-cell">Oprettet</AdminTh>
                <AdminTh className="hidden lg:table-cell">Opdateret</AdminTh>
                <AdminTh className="text-right">
                  <span className="sr-only">Handlinger</span>
                </AdminTh>
              </tr>
            </thead>
            <tbody aria-busy={listings.isFetching}>
              {listings.isPending ? (
                <AdminTableMessage colSpan={8}>Henter annoncer…</AdminTableMessage>
              ) : data?.items.length === 0 ? (
                <AdminTableMessage colSpan={8}>
                  {data.stats.total === 0
                    ? 'Sælgeren har ingen annoncer endnu.'
                    : 'Ingen annoncer matcher søgningen eller filteret.'}
                </AdminTableMessage>
              ) : (
                data?.items.map((listing) => (
                  <tr key={listing.id} className="hover:bg-zinc-50/60">
                    <AdminTd>
                      <p className="font-semibold text-zinc-950">
                        {listing.make} {listing.model}
                      </p>
                      <p className="text-xs text-zinc-600">
                        {[listing.variant, listing.year].filter(Boolean).join(' · ') || '—'}
                      </p>
                      <span className="mt-1 inline-block sm:hidden">
                        <ListingStatusBadge status={listing.status} />
                      </span>
                    </AdminTd>
                    <AdminTd className="hidden sm:table-cell">
                      <ListingStatusBadge status={listing.status} />
                    </AdminTd>
                    <AdminTd className="text-right whitespace-nowrap tabular-nums">
                      {listing.lowest_monthly_price === null
                        ? '—'
                        : formatMonthly(listing.lowest_monthly_price)}
                    </AdminTd>
                    <AdminTd className="hidden text-right tabular-nums sm:table-cell">
                      {listing.offer_count}
                    </AdminTd>
                    <AdminTd className="hidden lg:table-cell">
                      {listing.fuel_type ? fuelLabel(listing.fuel_type) : '—'}
                    </AdminTd>
                    <AdminTd className="hidden whitespace-nowrap text-zinc-600 md:table-cell">
                      {formatDate(listing.created_at)}
                    </AdminTd>
                    <AdminTd className="hidden whitespace-nowrap text-zinc-600 lg:table-cell">
                      {formatDate(listing.updated_at)}
                    </AdminTd>
                    <AdminTd className="text-right">
                      <div className="flex justify-end gap-0.5">
                        {listing.status === 'active' ? (
                          <a
                            href={`/listing/${listing.id}`}
                            target="_blank"
                            rel="noreferrer"
                            className="inline-grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 sm:size-9"
                            aria-label={`Vis ${listing.make} ${listing.model} på siden (nyt vindue)`}
                            title="Vis på siden"
                          >
                            <ExternalLink aria-hidden="true" className="size-4" />
                          </a>
                        ) : null}
                        <Link
                          to="/admin/listings/edit/$id"
                          params={{ id: listing.id }}
                          className="inline-grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 sm:size-9"
                          aria-label={`Rediger ${listing.make} ${listing.model}`}
                          title="Rediger"
                        >
                          <Pencil aria-hidden="true" className="size-4" />
                        </Link>
                      </div>
                    </AdminTd>
                  </tr>
                ))
              )}
            </tbody>
          </AdminTable>
          {data ? (
            <AdminPagination
              to="/admin/sellers/listings"
              page={search.page ?? 1}
              pageCount={Math.ceil(data.total / data.limit)}
              total={data.total}
              noun={data.total === 1 ? 'annonce' : 'annoncer'}
            />
          ) : null}
        </>
      )}
    </>
  );
}

function StatsCards({ stats }: { stats: SellerListingStatsJson | undefined }) {
  const cards: { label: string; value: number | undefined }[] = [
    { label: 'Annoncer i alt', value: stats?.total },
    { label: 'Aktive', value: stats?.active },
    { label: 'Afventende', value: stats?.pending },
    { label: 'Inaktive', value: stats?.inactive },
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
