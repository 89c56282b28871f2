import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Eye, Pencil, Plus, RefreshCw, Store, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { SellerListItem } from '../../../../domain/admin/seller-api-types';
import { SELLER_SORTS, type SellerSort } from '../../../../domain/admin/seller-search-params';
import { formatDate } from '../../../../domain/format/format-danish';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClass } from '../../../components/ui/button';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { AdminPagination } from '../shared/admin-pagination';
import { AdminTable, AdminTableMessage, AdminTd, AdminTh } from '../shared/admin-table';
import { DebouncedSearchInput } from '../shared/debounced-search-input';
import { DeleteSellerDialog } from './delete-seller-dialog';
import { LabelledSelect } from './labelled-select';
import { sellerQueries } from './seller-api';
import { SellerLogo } from './seller-logo';

const route = getRouteApi('/admin/sellers/');

const SORT_LABELS: Record<SellerSort, string> = {
  name: 'Navn A–Å',
  '-name': 'Navn Å–A',
  '-created': 'Nyeste først',
  created: 'Ældste først',
  '-listings': 'Flest annoncer',
  listings: 'Færrest annoncer',
};
const sortOptions = SELLER_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

export function SellersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(sellerQueries.list(search));
  const [toDelete, setToDelete] = useState<SellerListItem | null>(null);
  const data = query.data;
  const page = search.page ?? 1;

  return (
    <>
      <AdminPageHeader
        title="Sælgere"
        description="Forhandlere, deres kontaktoplysninger og prislister."
        actions={
          <>
            <Button variant="secondary" onClick={() => query.refetch()} disabled={query.isFetching}>
              <RefreshCw aria-hidden="true" className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`} />
              Opdater
            </Button>
            <Link to="/admin/sellers/create" className={buttonClass('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Tilføj sælger
            </Link>
          </>
        }
      />

      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center">
        <DebouncedSearchInput
          className="flex-1"
          label="Søg i sælgere"
          placeholder="Søg på navn, firma, e-mail eller telefon…"
          value={search.search ?? ''}
          onSearch={(text) =>
            navigate({ search: (previous) => ({ ...previous, search: text || undefined, page: undefined }) })
          }
        />
        <LabelledSelect
          label="Sortér"
          selectClassName="w-full sm:w-48"
          value={search.sort ?? 'name'}
          options={sortOptions}
          onChange={(event) => {
            const sort = event.target.value as SellerSort;
            navigate({
              search: (previous) => ({
                ...previous,
                sort: sort === 'name' ? undefined : sort,
                page: undefined,
              }),
            });
          }}
        />
      </div>

      {data && data.total === 0 && !search.search ? (
        <AdminEmptyState icon={Store} title="Ingen sælgere endnu">
          <p className="mb-4">Opret den første forhandler for at kunne tilknytte annoncer og prislister.</p>
          <Link to="/admin/sellers/create" className={buttonClass('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Tilføj sælger
          </Link>
        </AdminEmptyState>
      ) : (
        <>
          <AdminTable caption="Sælgere">
            <thead>
              <tr>
                <AdminTh>Navn</AdminTh>
                <AdminTh className="hidden xl:table-cell">Kontakt</AdminTh>
                <AdminTh className="hidden md:table-cell">Specialisering</AdminTh>
                <AdminTh className="hidden sm:table-cell">Annoncer</AdminTh>
                <AdminTh className="hidden lg:table-cell">Seneste import</AdminTh>
                <AdminTh className="hidden 2xl:table-cell">Oprettet</AdminTh>
                <AdminTh className="text-right">
                  <span className="sr-only">Handlinger</span>
                </AdminTh>
              </tr>
            </thead>
            <tbody aria-busy={query.isFetching}>
              {query.isPending ? (
                <AdminTableMessage colSpan={7}>Henter sælgere…</AdminTableMessage>
              ) : query.isError ? (
                <AdminTableMessage colSpan={7}>
                  Sælgerne kunne ikke hentes.{' '}
                  <button
                    type="button"
                    className="font-semibold text-brand-800 underline"
                    onClick={() => query.refetch()}
                  >
                    Prøv igen
                  </button>
                </AdminTableMessage>
              ) : data?.items.length === 0 ? (
                <AdminTableMessage colSpan={7}>Ingen sælgere matcher „{search.search}“.</AdminTableMessage>
              ) : (
                data?.items.map((seller) => (
                  <SellerRow key={seller.id} seller={seller} onDelete={() => setToDelete(seller)} />
                ))
              )}
            </tbody>
          </AdminTable>
          {data ? (
            <AdminPagination
              to="/admin/sellers"
              page={page}
              pageCount={Math.ceil(data.total / data.limit)}
              total={data.total}
              noun={data.total === 1 ? 'sælger' : 'sælgere'}
            />
          ) : null}
        </>
      )}

      <DeleteSellerDialog seller={toDelete} onClose={() => setToDelete(null)} />
    </>
  );
}

function SellerRow({ seller, onDelete }: { seller: SellerListItem; onDelete: () => void }) {
  const iconLink =
    'inline-grid size-11 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 sm:size-9';
  return (
    <tr className="hover:bg-zinc-50/60">
      <AdminTd>
        <div className="flex items-center gap-3 sm:min-w-44">
          <span className="hidden sm:contents">
            <SellerLogo url={seller.logo_url} name={seller.name} />
          </span>
          <div className="min-w-0 max-w-40 sm:max-w-none">
            <Link
              to="/admin/sellers/edit/$id"
              params={{ id: seller.id }}
              className="font-semibold text-zinc-950 hover:text-brand-800 hover:underline"
            >
              {seller.name}
            </Link>
            {seller.company && seller.company !== seller.name ? (
              <p className="text-xs text-zinc-600">{seller.company}</p>
            ) : null}
            <p className="truncate text-xs text-zinc-600 xl:hidden">{seller.email ?? seller.phone ?? ''}</p>
            <p className="text-xs text-zinc-600 sm:hidden">
              {seller.listing_count} annoncer · {seller.active_listing_count} aktive
            </p>
          </div>
        </div>
      </AdminTd>
      <AdminTd className="hidden xl:table-cell">
        <div className="space-y-0.5">
          {seller.email ? (
            <a href={`mailto:${seller.email}`} className="block text-brand-800 hover:underline">
              {seller.email}
            </a>
          ) : null}
          {seller.phone ? (
            <a
              href={`tel:${seller.phone.replace(/[^\d+]/g, '')}`}
              className="block text-zinc-700 hover:underline"
            >
              {seller.phone}
            </a>
          ) : null}
          {!seller.email && !seller.phone ? <span className="text-zinc-500">—</span> : null}
        </div>
      </AdminTd>
      <AdminTd className="hidden md:table-cell">
        {seller.make_name ? (
          <Badge tone="brand">{seller.make_name}</Badge>
        ) : (
          <span className="text-zinc-600">Alle mærker</span>
        )}
      </AdminTd>
      <AdminTd className="hidden sm:table-cell">
        <span className="font-semibold tabular-nums">{seller.listing_count.toLocaleString('da-DK')}</span>
        <span className="block text-xs text-zinc-600 tabular-nums">{seller.active_listing_count} aktive</span>
      </AdminTd>
      <AdminTd className="hidden text-zinc-600 lg:table-cell">
        {seller.last_import_at ? formatDate(seller.last_import_at) : '—'}
      </AdminTd>
      <AdminTd className="hidden whitespace-nowrap text-zinc-600 2xl:table-cell">
        {formatDate(seller.created_at)}
      </AdminTd>
      <AdminTd className="text-right">
        <div className="flex justify-end gap-0.5">
          <Link
            to="/admin/sellers/listings"
            search={{ seller: seller.id }}
            className={iconLink}
            aria-label={`Se annoncer fra ${seller.name}`}
            title="Se annoncer"
          >
            <Eye aria-hidden="true" className="size-4" />
          </Link>
          <Link
            to="/admin/sellers/edit/$id"
            params={{ id: seller.id }}
            className={iconLink}
            aria-label={`Rediger ${seller.name}`}
            title="Rediger"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </Link>
          <button
            type="button"
            onClick={onDelete}
            className={`${iconLink} hover:bg-red-50 hover:text-red-700`}
            aria-label={`Slet ${seller.name}`}
            title="Slet"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </AdminTd>
    </tr>
  );
}
