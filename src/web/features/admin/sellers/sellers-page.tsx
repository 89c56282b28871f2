import { getRouteApi, Link } from '@tanstack/react-router';
import { Plus, Store } from 'lucide-react';
import { SELLER_SORTS, type SellerSort } from '../../../../domain/admin/seller-search-params';
import { buttonClass } from '../../../components/ui/button';
import { ListToolbar } from '../list-kit/list-toolbar';
import { ListView } from '../list-kit/list-view';
import { RefreshButton } from '../list-kit/refresh-button';
import { useListPage } from '../list-kit/use-list-page';
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
/** The URL leaves out the default order (by name). */
const sortSearch = (sort: string | undefined) => ({
  sort: isSellerSort(sort) && sort !== 'name' ? sort : undefined,
});

const createLink = (
  <Link to="/admin/sellers/create" className={buttonClass('primary')}>
    <Plus aria-hidden="true" className="size-4" />
    Tilføj sælger
  </Link>
);

export function SellersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = useListPage({
    search,
    navigate,
    query: sellerQueries.list,
    read: (data) => ({ rows: data.items, total: data.total, pageSize: data.limit }),
    csvSearch: { limit: 100 },
    noFilters: { search: undefined },
    sort: { value: search.sort ?? 'name', toSearch: sortSearch },
    listId: 'sellers',
    columns: sellerColumns,
    getRowId: (seller) => seller.id,
  });

  return (
    <>
      <AdminPageHeader
        title="Sælgere"
        description="Forhandlere, deres kontaktoplysninger og prislister."
        actions={
          <>
            <RefreshButton query={page.query} />
            {createLink}
          </>
        }
      />

      <ListToolbar
        search={{
          label: 'Søg i sælgere',
          placeholder: 'Søg på navn, firma, e-mail eller telefon…',
          ...page.searchText,
        }}
      >
        <LabelledSelect
          label="Sortér"
          selectClassName="w-full sm:w-48"
          value={search.sort ?? 'name'}
          options={sortOptions}
          onChange={(event) => page.setFilter(sortSearch(event.target.value))}
        />
      </ListToolbar>

      <ListView
        page={page}
        caption="Sælgere"
        messages={{
          loading: 'Henter sælgere…',
          error: 'Sælgerne kunne ikke hentes.',
          empty: `Ingen sælgere matcher „${search.search ?? ''}“.`,
        }}
        pages={{ to: '/admin/sellers', noun: ['sælger', 'sælgere'] }}
        csv={{ fileName: 'saelgere', columns: sellerCsvColumns }}
        firstUse={
          <AdminEmptyState icon={Store} title="Ingen sælgere endnu">
            <p className="mb-4">Opret den første forhandler for at kunne tilknytte annoncer og prislister.</p>
            {createLink}
          </AdminEmptyState>
        }
      />
    </>
  );
}
