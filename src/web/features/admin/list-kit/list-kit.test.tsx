import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useNavigate,
  useSearch,
} from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { Button } from '../../../components/ui/button';
import { catchDownloads, csvLines } from '../../../test-support/catch-downloads';
import { renderWithQueryClient } from '../../../test-support/render-admin-page';
import { listColumnHelper } from './list-features';
import { ListToolbar } from './list-toolbar';
import { ListView } from './list-view';
import { selectionColumn } from './selection-column';
import { useListPage } from './use-list-page';

type Car = { id: string; name: string; seller: string; price: number };

const CARS: Car[] = Array.from({ length: 25 }, (_, index) => ({
  id: `car-${index + 1}`,
  name: `${index % 2 === 0 ? 'Audi' : 'Skoda'} ${index + 1}`,
  seller: index % 3 === 0 ? 'Bilhuset' : 'Autohuset',
  price: 2000 + index * 100,
}));
const PAGE_SIZE = 10;
/** The cars the stand-in endpoint knows; a test empties it to see a list before its first row. */
let storedCars: readonly Car[] = CARS;

const searchSchema = z.object({
  search: z.optional(z.string()),
  seller: z.optional(z.string()),
  sort: z.optional(z.string()),
  page: z.optional(z.number()),
});
type CarSearch = z.infer<typeof searchSchema>;

/** A stand-in for a list endpoint: filters, sorts and pages like the server does. */
function serverPage(search: CarSearch) {
  const page = search.page ?? 1;
  const desc = search.sort?.startsWith('-') ?? false;
  const key = (search.sort ?? 'name').replace('-', '') as 'name' | 'price';
  const matching = storedCars
    .filter(
      (car) =>
        (!search.search || car.name.includes(search.search)) &&
        (!search.seller || car.seller === search.seller),
    )
    .sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (desc ? -1 : 1));
  return {
    items: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total: matching.length,
  };
}

const column = listColumnHelper<Car>();
const columns = column.columns([
  selectionColumn<Car>({ all: 'Vælg alle biler på siden', one: (car) => `Vælg ${car.name}` }),
  column.accessor('name', { header: 'Bil' }),
  column.accessor('seller', { header: 'Sælger', enableSorting: false }),
  column.accessor('price', { header: 'Pris', meta: { align: 'right' } }),
]);

const onBulkDelete = vi.fn<(ids: string[]) => void>();

// The app's registered routes type `useSearch`/`navigate`; this test route is read and written untyped.
const LIST_PATH: string = '/admin/listings';

const rootRoute = createRootRoute({ component: () => <Outlet /> });
const listRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: LIST_PATH,
  validateSearch: (raw: Record<string, unknown>): CarSearch => searchSchema.parse(raw),
  component: CarList,
});

const carsQuery = (search: CarSearch) =>
  queryOptions({
    queryKey: ['cars', search],
    queryFn: async () => serverPage(search),
    placeholderData: keepPreviousData,
  });

function CarList() {
  const search = searchSchema.parse(useSearch({ strict: false }));
  const navigate = useNavigate();
  const page = useListPage({
    search,
    navigate: ({ search: update }) => navigate({ to: LIST_PATH, search: update(search) }),
    query: carsQuery,
    read: (data) => ({ rows: data.items, total: data.total, pageSize: PAGE_SIZE }),
    noFilters: { search: undefined, seller: undefined },
    sort: { value: search.sort, toSearch: (sort) => ({ sort }) },
    listId: 'test-cars',
    columns,
    getRowId: (car) => car.id,
  });
  return (
    <>
      <ListToolbar
        search={{ label: 'Søg i biler', placeholder: 'Søg…', ...page.searchText }}
        filtered={page.filtered}
        onClearFilters={page.clearFilters}
      >
        <select
          aria-label="Sælger"
          value={search.seller ?? ''}
          onChange={(event) => page.setFilter({ seller: event.target.value || undefined })}
        >
          <option value="">Alle sælgere</option>
          <option value="Bilhuset">Bilhuset</option>
          <option value="Autohuset">Autohuset</option>
        </select>
      </ListToolbar>
      <ListView
        page={page}
        caption="Biler"
        messages={{ loading: 'Henter biler…', error: 'Fejl', empty: 'Ingen biler matcher filtrene.' }}
        pages={{ to: '/admin/listings', noun: ['bil', 'biler'] }}
        firstUse={<p>Ingen biler endnu</p>}
        selectedText={(count) => `${count} biler valgt`}
        bulkActions={(cars) => (
          <Button size="sm" onClick={() => onBulkDelete(cars.map((car) => car.id))}>
            Slet
          </Button>
        )}
        csv={{
          fileName: 'biler',
          columns: [
            { header: 'Bil', value: (car) => car.name },
            { header: 'Pris', value: (car) => car.price },
          ],
        }}
      />
    </>
  );
}

function renderList(url: string) {
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  renderWithQueryClient(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const bodyRowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
const headers = () => screen.getAllByRole('columnheader').map((header) => header.textContent);

beforeEach(() => {
  storedCars = CARS;
  window.localStorage.clear();
  onBulkDelete.mockClear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('admin list kit', () => {
  it('reads search, filter, sort and page from the URL and writes them back', async () => {
    const { router, user } = renderList('/admin/listings?search=Audi&sort=-price&page=2');
    // 13 Audis (1, 3, …, 25) by price descending, page 2 of 2: the three cheapest.
    await waitFor(() => expect(bodyRowNames()).toEqual(['Audi 5', 'Audi 3', 'Audi 1']));
    expect(screen.getByText('Viser 11–13 af 13 biler · Side 2 af 2')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Pris/ }).getAttribute('aria-sort')).toBe('descending');
    expect((screen.getByLabelText('Søg i biler') as HTMLInputElement).value).toBe('Audi');

    // A new order starts at page 1 again.
    await user.click(within(screen.getByRole('columnheader', { name: /Pris/ })).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toEqual({ search: 'Audi', sort: 'price' }));
    await waitFor(() => expect(bodyRowNames()[0]).toBe('Audi 1'));

    await user.click(screen.getByRole('link', { name: 'Næste' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sælger' }), 'Bilhuset');
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ search: 'Audi', sort: 'price', seller: 'Bilhuset' }),
    );
    await user.clear(screen.getByLabelText('Søg i biler'));
    await user.type(screen.getByLabelText('Søg i biler'), 'Skoda');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ search: 'Skoda' }));

    await user.click(screen.getByRole('button', { name: 'Ryd filtre' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(screen.queryByRole('button', { name: 'Ryd filtre' })).toBeNull();
  });

  it('runs a bulk action on the selected rows, and a new filter empties the selection', async () => {
    const { user } = renderList('/admin/listings');
    await user.click(await screen.findByLabelText('Vælg Audi 1'));
    await user.click(screen.getByLabelText('Vælg Audi 11'));
    expect(screen.getByText('2 biler valgt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Slet' }));
    expect(onBulkDelete).toHaveBeenCalledWith(['car-1', 'car-11']);

    await user.click(screen.getByLabelText('Vælg alle biler på siden'));
    expect(screen.getByText('10 biler valgt')).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sælger' }), 'Bilhuset');
    await waitFor(() => expect(screen.queryByText(/biler valgt/)).toBeNull());
    await screen.findByLabelText('Vælg Audi 7');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false);

    await user.click(screen.getByLabelText('Vælg Audi 7'));
    expect(screen.getByText('1 biler valgt')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fravælg' }));
    expect(screen.queryByText(/biler valgt/)).toBeNull();
  });

  it('hides a column the admin unticks, and remembers it for the list', async () => {
    const { user } = renderList('/admin/listings');
    await screen.findByLabelText('Vælg Audi 1');
    expect(headers()).toContain('Sælger');
    await user.click(screen.getByText('Kolonner'));
    await user.click(screen.getByRole('checkbox', { name: 'Sælger' }));
    expect(headers()).not.toContain('Sælger');
    expect(screen.queryByRole('cell', { name: 'Bilhuset' })).toBeNull();
    expect(
      JSON.parse(window.localStorage.getItem('leasingmatch.admin.list.test-cars') ?? '{}'),
    ).toMatchObject({
      hidden: { seller: false },
    });

    await user.click(screen.getByRole('button', { name: 'Tæt visning' }));
    expect(screen.getByRole('button', { name: 'Tæt visning' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('remembered hidden columns apply when the list opens again', async () => {
    window.localStorage.setItem(
      'leasingmatch.admin.list.test-cars',
      JSON.stringify({ hidden: { price: false }, compact: true }),
    );
    renderList('/admin/listings');
    await screen.findByLabelText('Vælg Audi 1');
    expect(headers()).toEqual(['', 'Bil', 'Sælger']);
    expect(screen.getByRole('button', { name: 'Tæt visning' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('exports every page of the filtered list as CSV', async () => {
    const files = catchDownloads();
    const { user } = renderList('/admin/listings?search=Skoda&sort=price');
    await screen.findByLabelText('Vælg Skoda 2');
    expect(bodyRowNames()).toHaveLength(10); // page 1 of the 12 Skodas

    await user.click(screen.getByRole('button', { name: 'Eksportér CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^biler-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(files[0]);
    expect(lines[0]).toBe('"Bil";"Pris"');
    expect(lines.slice(1)).toEqual(
      CARS.filter((car) => car.name.startsWith('Skoda')).map((car) => `"${car.name}";${car.price}`),
    );
  });

  it('spans message rows over exactly the visible columns', async () => {
    window.localStorage.setItem(
      'leasingmatch.admin.list.test-cars',
      JSON.stringify({ hidden: { seller: false } }),
    );
    renderList('/admin/listings?search=Volvo');
    const message = await screen.findByRole('cell', { name: 'Ingen biler matcher filtrene.' });
    expect(headers()).toHaveLength(3);
    expect(message.getAttribute('colspan')).toBe('3');
  });

  it('shows the first-use state while the list has no rows and no filter, the table once a filter is set', async () => {
    storedCars = [];
    const { user } = renderList('/admin/listings');
    expect(await screen.findByText('Ingen biler endnu')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sælger' }), 'Bilhuset');
    expect(await screen.findByRole('cell', { name: 'Ingen biler matcher filtrene.' })).toBeTruthy();
    expect(screen.queryByText('Ingen biler endnu')).toBeNull();
  });
});
