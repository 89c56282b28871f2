import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { type CatalogMakeJson, filterCatalogMakes } from '../../../../domain/catalog/make-model-schema';
import type { MakesSearch } from '../../../../domain/catalog/makes-search-params';
import { countNoun } from '../../../../domain/format/count-noun';
import { formatNumber } from '../../../../domain/format/format-danish';
import { Button } from '../../../components/ui/button';
import { CardsOrTableToggle } from '../list-kit/cards-or-table-toggle';
import { ListToolbar } from '../list-kit/list-toolbar';
import { RetryButton } from '../list-kit/retry-button';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { OpenMakeDialog } from './make-actions';
import { makeQueries } from './make-api';
import { MakeCards } from './make-cards';
import { type MakeDialogState, MakeDialogs } from './make-dialogs';
import { MakesTable } from './makes-table';

const route = getRouteApi('/admin/makes');

/** /admin/makes: the catalogue's makes and models, their aliases, defaults and listing counts, as cards or a table. */
export function MakesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(makeQueries.list());
  const [dialog, setDialog] = useState<MakeDialogState>(null);
  const all = query.data?.makes ?? [];
  const shown = filterCatalogMakes(all, search.search);
  const modelCount = all.reduce((sum, make) => sum + make.models.length, 0);
  const fullOf = (make: CatalogMakeJson) => all.find((entry) => entry.id === make.id) ?? make;
  const setSearch = (patch: Partial<MakesSearch>) =>
    navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });

  return (
    <OpenMakeDialog value={setDialog}>
      <AdminPageHeader
        title="Mærker og modeller"
        description="Katalogets mærker og modeller, de andre navne prislister bruger for dem, og modellernes standardværdier til import."
        actions={
          <Button onClick={() => setDialog({ kind: 'create-make' })}>
            <Plus aria-hidden="true" className="size-4" />
            Opret mærke
          </Button>
        }
      />

      <ListToolbar
        search={{
          label: 'Søg i mærker og modeller',
          placeholder: 'Søg på navn eller alias…',
          value: search.search,
          onSearch: (text) => setSearch({ search: text, page: undefined }),
        }}
      >
        <CardsOrTableToggle view={search.view ?? 'cards'} onChange={(view) => setSearch({ view })} />
        {query.data ? (
          <p className="text-sm text-zinc-600" aria-live="polite">
            {search.search ? `${formatNumber(shown.length)} af ` : ''}
            {countNoun(all.length, ['mærke', 'mærker'])} · {countNoun(modelCount, ['model', 'modeller'])}
          </p>
        ) : null}
      </ListToolbar>

      {query.isPending ? (
        <p className="rounded-2xl bg-white p-6 text-zinc-600 shadow-sm">Henter mærker…</p>
      ) : query.isError ? (
        <p className="rounded-2xl bg-white p-6 text-zinc-700 shadow-sm">
          Mærkerne kunne ikke hentes. <RetryButton onRetry={query.refetch} />
        </p>
      ) : all.length === 0 ? (
        <AdminEmptyState icon={Tags} title="Ingen mærker endnu">
          <p>Opret det første mærke, eller importér en prisliste og opret mærket fra gennemgangen.</p>
        </AdminEmptyState>
      ) : shown.length === 0 ? (
        <p className="rounded-2xl bg-white p-6 text-zinc-700 shadow-sm">
          Ingen mærker eller modeller matcher „{search.search}“.
        </p>
      ) : search.view === 'table' ? (
        <MakesTable search={search} shown={shown} fullOf={fullOf} query={query} onSearchChange={setSearch} />
      ) : (
        <MakeCards shown={shown} fullOf={fullOf} busy={query.isFetching} />
      )}

      <MakeDialogs state={dialog} makes={all} onClose={() => setDialog(null)} />
    </OpenMakeDialog>
  );
}
