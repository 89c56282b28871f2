import { type QueryKey, type UseQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type { ListPage } from './fetch-all-pages';
import { type ListTableModel, type ListTableOptions, useListTable } from './use-list-table';

/** A list answer read the same way for every list: its rows, how many match, and the page size. */
export type ListAnswer<TRow> = {
  rows: readonly TRow[];
  total: number;
  pageSize: number;
  /** The page the server answered, when it may differ from the URL's (the audit log clamps it). */
  page?: number;
};

/** The URL state every list may have: a page and a search text. */
type ListSearch = { page?: number; search?: string };

type QueryState = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

type ListPageOptions<TSearch extends ListSearch, TData, TKey extends QueryKey, TRow extends RowData> = Omit<
  ListTableOptions<TRow>,
  'rows' | 'selectionKey' | 'sort' | 'onSortChange'
> & {
  /** The URL's search params (`route.useSearch()`); a list without URL state gives `{}`. */
  search: TSearch;
  /** Writes the URL's search params (`route.useNavigate()`); omitted, the list has no filters to write. */
  navigate?: (options: { search: (previous: TSearch) => TSearch }) => unknown;
  /** The list's query for a search, its page included. */
  query: (search: TSearch) => UseQueryOptions<TData, Error, TData, TKey>;
  read: (data: TData) => ListAnswer<TRow>;
  /** Search params the CSV export reads its pages with (e.g. the largest page size). */
  csvSearch?: Partial<TSearch>;
  /** The search with every filter cleared; its keys (but `page`) are the list's filters. */
  noFilters?: TSearch;
  /** The order in the URL, and the search params a newly chosen order writes. */
  sort?: { value: string | undefined; toSearch: (sort: string | undefined) => Partial<TSearch> };
};

/** What the kit's `ListView` reads from a list page. */
export type ListPageModel<TRow extends RowData> = {
  query: QueryState;
  list: ListTableModel<TRow>;
  /** Whether any filter is set (a list with no rows and no filter shows its first-use state). */
  filtered: boolean;
  /** One page of the list under the current filters, for the CSV export of every page. */
  fetchPage: (page: number) => Promise<ListPage<TRow>>;
  pagination: { page: number; pageSize: number; total: number } | undefined;
};

const pageCountOf = ({ total, pageSize }: ListAnswer<unknown>) =>
  pageSize > 0 ? Math.ceil(total / pageSize) : 1;

/**
 * The wiring of an admin list page (ADR 041): the list's query from the URL state, the table with a
 * selection that empties when the search changes, filter writes that go back to page 1, "Ryd filtre",
 * the search box's URL text, the CSV's page reader and the pagination counts. The page says only what
 * differs: its query, how to read the answer, its columns and filters.
 */
export function useListPage<TSearch extends ListSearch, TData, TKey extends QueryKey, TRow extends RowData>(
  options: ListPageOptions<TSearch, TData, TKey, TRow>,
) {
  const { search, navigate, query: queryOf, read, csvSearch, noFilters, sort, ...table } = options;
  const queryClient = useQueryClient();
  const query = useQuery(queryOf(search));
  const answer = query.data === undefined ? undefined : read(query.data);

  const setFilter = (patch: Partial<TSearch>) =>
    navigate?.({ search: (previous) => ({ ...previous, ...patch, page: undefined }) });
  const list = useListTable({
    ...table,
    rows: answer?.rows,
    selectionKey: JSON.stringify(search),
    sort: sort?.value,
    onSortChange: sort ? (value) => setFilter(sort.toSearch(value)) : undefined,
  });

  const filterKeys = Object.keys(noFilters ?? {}).filter((key) => key !== 'page') as (keyof TSearch)[];
  const model: ListPageModel<TRow> = {
    query,
    list,
    filtered: filterKeys.some((key) => search[key] !== undefined),
    fetchPage: async (page) => {
      const pageAnswer = read(await queryClient.fetchQuery(queryOf({ ...search, ...csvSearch, page })));
      return { items: pageAnswer.rows, pageCount: pageCountOf(pageAnswer) };
    },
    pagination: answer && {
      page: answer.page ?? search.page ?? 1,
      pageSize: answer.pageSize,
      total: answer.total,
    },
  };
  return {
    ...model,
    data: query.data,
    setFilter,
    clearFilters: () => {
      if (noFilters) navigate?.({ search: () => noFilters });
    },
    /** The search box's URL text and how to write it (`ListToolbar`'s `search`, beside its label). */
    searchText: {
      value: search.search,
      // TSearch extends ListSearch, so its `search` takes the text; TypeScript cannot see that through the generic.
      onSearch: (text: string | undefined) => setFilter({ search: text } as Partial<TSearch>),
    },
  };
}
