import { useQueryClient } from '@tanstack/react-query';
import { type CatalogMakeJson, filterCatalogMakes } from '../../../../domain/catalog/make-model-schema';
import {
  MAKES_SORTS,
  type MakesSearch,
  type MakesSort,
} from '../../../../domain/catalog/makes-search-params';
import { ListView } from '../list-kit/list-view';
import type { ListPageModel } from '../list-kit/use-list-page';
import { useListTable } from '../list-kit/use-list-table';
import { useOpenRows } from '../list-kit/use-open-rows';
import { makeQueries } from './make-api';
import { MakeRowsOpen, makeColumns, makeCsvColumns } from './make-columns';
import {
  csvRows,
  MAKES_PAGE_SIZE,
  type MakeTableRow,
  makeTableRows,
  pageOfMakes,
  sortMakes,
} from './make-table-rows';

const isMakesSort = (sort: string | undefined): sort is MakesSort =>
  MAKES_SORTS.some((known) => known === sort);

/**
 * The table view of /admin/makes: a row per make, opened for its models (open while searching, so a
 * model found is in view), sorted and paged by make through the URL; the actions are the cards' own.
 */
export function MakesTable({
  search,
  shown,
  fullOf,
  query,
  onSearchChange,
}: {
  search: MakesSearch;
  shown: readonly CatalogMakeJson[];
  fullOf: (make: CatalogMakeJson) => CatalogMakeJson;
  query: ListPageModel<MakeTableRow>['query'];
  onSearchChange: (patch: Partial<MakesSearch>) => void;
}) {
  const queryClient = useQueryClient();
  // While searching every make shows its models; a new search puts each make back at that default.
  const { isOpen, toggle } = useOpenRows({ resetKey: search.search, openByDefault: Boolean(search.search) });

  const sorted = sortMakes(shown, search.sort);
  const { page: current, makes } = pageOfMakes(sorted, search.page ?? 1);
  const list = useListTable({
    listId: 'makes',
    columns: makeColumns,
    rows: makeTableRows(makes, fullOf, isOpen),
    getRowId: (row) => row.id,
    sort: search.sort ?? 'name',
    onSortChange: (sort) =>
      onSearchChange({ sort: sort !== 'name' && isMakesSort(sort) ? sort : undefined, page: undefined }),
  });

  const page: ListPageModel<MakeTableRow> = {
    query,
    list,
    filtered: Boolean(search.search),
    // The whole catalogue is one answer: the CSV is every filtered make, a line per model.
    fetchPage: async () => {
      const all = (await queryClient.fetchQuery(makeQueries.list())).makes;
      const latest = (make: CatalogMakeJson) => all.find((entry) => entry.id === make.id) ?? make;
      const filtered = sortMakes(filterCatalogMakes(all, search.search), search.sort);
      return { items: csvRows(filtered, latest), pageCount: 1 };
    },
    pagination: { page: current, pageSize: MAKES_PAGE_SIZE, total: shown.length },
  };

  return (
    <MakeRowsOpen value={{ isOpen, toggle }}>
      <ListView
        page={page}
        caption="Mærker og modeller"
        messages={{ loading: 'Henter mærker…', error: 'Mærkerne kunne ikke hentes.', empty: 'Ingen mærker.' }}
        pages={{ to: '/admin/makes', noun: ['mærke', 'mærker'] }}
        csv={{ fileName: 'maerker-og-modeller', columns: makeCsvColumns }}
        rowClassName={(row) => (row.kind === 'make' ? 'bg-zinc-50/70 hover:bg-zinc-100/60' : undefined)}
      />
    </MakeRowsOpen>
  );
}
