import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus, RefreshCw, Store } from 'lucide-react';
import { SELLER_SORTS, type SellerSort } from '../../../../domain/admin/seller-search-params';
import { Button, buttonClass } from '../../../components/ui/button';
import { ListActionBar } from '../list-kit/list-action-bar';
import { ListPagination } from '../list-kit/list-pagination';
import { ListTable } from '../list-kit/list-table';
import { ListToolbar } from '../list-kit/list-toolbar';
import { useListTable } from '../list-kit/use-list-table';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { LabelledSelect } from './labelled-select';
import { sellerQueries } from './seller-api';
import { sellerColumns } from './seller-columns';
import { sellerCsvColumns } from './seller-csv';

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
const isSellerSort = (value: string | undefined): value is SellerSort =>
  SELLER_SORTS.some((sort) => sort === value);

export function SellersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const queryClient = useQueryClient();
  const query = useQuery(sellerQueries.list(search));
  const data = query.data;
  const setSort = (sort: string | undefined) =>
    navigate({
      search: (previous) => ({
        ...previous,
        sort: isSellerSort(sort) && sort !== 'name' ? sort : undefined,
        page: undefined,
      }),
    });
  const list = useListTable({
    listId: 'sellers',
    columns: sellerColumns,
    rows: data?.items,
    getRowId: (seller) => seller.id,
    sort: search.sort ?? 'name',
    onSortChange: setSort,
  });

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

      <ListToolbar
        search={{
          label: 'Søg i sælgere',
          placeholder: 'Søg på navn, firma, e-mail eller telefon…',
          value: search.search,
          onSearch: (text) =>
            navigate({ search: (previous) => ({ ...previous, search: text, page: undefined }) }),
        }}
      >
        <LabelledSelect
          label="Sortér"
          selectClassName="w-full sm:w-48"
          value={search.sort ?? 'name'}
          options={sortOptions}
          onChange={(event) => setSort(event.target.value)}
        />
      </ListToolbar>

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
          <ListActionBar
            list={list}
            csv={{
              fileName: 'saelgere',
              columns: sellerCsvColumns,
              fetchPage: async (page) => {
                const result = await queryClient.fetchQuery(
                  sellerQueries.list({ ...search, page, limit: 100 }),
                );
                return { items: result.items, pageCount: Math.ceil(result.total / result.limit) };
              },
            }}
          />
          <ListTable
            list={list}
            caption="Sælgere"
            query={query}
            messages={{
              loading: 'Henter sælgere…',
              error: 'Sælgerne kunne ikke hentes.',
              empty: `Ingen sælgere matcher „${search.search ?? ''}“.`,
            }}
          />
          {data ? (
            <ListPagination
              to="/admin/sellers"
              page={search.page ?? 1}
              pageSize={data.limit}
              total={data.total}
              noun={['sælger', 'sælgere']}
            />
          ) : null}
        </>
      )}
    </>
  );
}
