import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Combine, Pencil, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import {
  type CatalogMakeJson,
  type CatalogModelJson,
  filterCatalogMakes,
} from '../../../../domain/catalog/make-model-schema';
import { bodyTypeLabel } from '../../../../domain/listings/body-type-labels';
import { fuelLabel } from '../../../../domain/listings/fuel-type-labels';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ListToolbar } from '../list-kit/list-toolbar';
import { RetryButton } from '../list-kit/retry-button';
import { AdminEmptyState, AdminPageHeader } from '../pages/admin-page';
import { makeQueries } from './make-api';
import { type MakeDialogState, MakeDialogs } from './make-dialogs';

const route = getRouteApi('/admin/makes');

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('da-DK')} ${n === 1 ? one : many}`;

/** /admin/makes: the catalogue's makes and models, their aliases, defaults and listing counts. */
export function MakesPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const query = useQuery(makeQueries.list());
  const [dialog, setDialog] = useState<MakeDialogState>(null);
  const all = query.data?.makes ?? [];
  const shown = filterCatalogMakes(all, search.search);
  const modelCount = all.reduce((sum, make) => sum + make.models.length, 0);

  return (
    <>
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
          onSearch: (text) => navigate({ search: { search: text }, replace: true }),
        }}
      >
        {query.data ? (
          <p className="text-sm text-zinc-600" aria-live="polite">
            {count(all.length, 'mærke', 'mærker')} · {count(modelCount, 'model', 'modeller')}
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
      ) : (
        <ul className="space-y-4" aria-busy={query.isFetching}>
          {shown.map((make) => (
            <MakeCard
              key={make.id}
              make={make}
              full={all.find((entry) => entry.id === make.id) ?? make}
              onOpen={setDialog}
            />
          ))}
        </ul>
      )}

      <MakeDialogs state={dialog} makes={all} onClose={() => setDialog(null)} />
    </>
  );
}

const iconButton =
  'inline-grid size-11 shrink-0 place-items-center rounded-xl text-zinc-700 hover:bg-zinc-100 hover:text-zinc-950 sm:size-9';

function Aliases({ aliases }: { aliases: readonly string[] }) {
  if (aliases.length === 0) return null;
  return (
    <p className="text-xs text-zinc-600">
      <span className="font-medium text-zinc-700">Alias:</span> {aliases.join(', ')}
    </p>
  );
}

/** One make with its models; `full` is the make with every model (a search may show only some). */
function MakeCard({
  make,
  full,
  onOpen,
}: {
  make: CatalogMakeJson;
  full: CatalogMakeJson;
  onOpen: (state: MakeDialogState) => void;
}) {
  const headingId = `make-${make.id}`;
  return (
    <li>
      <section aria-labelledby={headingId} className="rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/80">
        <div className="flex flex-col gap-2 border-b border-zinc-100 px-4 py-3 sm:flex-row sm:items-start sm:gap-4">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg font-semibold text-zinc-950">
              {make.name}
            </h2>
            <p className="text-sm text-zinc-600">
              {count(full.models.length, 'model', 'modeller')} ·{' '}
              {count(make.listing_count, 'annonce', 'annoncer')}
            </p>
            <Aliases aliases={make.aliases} />
          </div>
          <div className="flex flex-wrap gap-1">
            <Button
              size="sm"
              variant="secondary"
              onClick={() => onOpen({ kind: 'create-model', make: full })}
            >
              <Plus aria-hidden="true" className="size-4" />
              Tilføj model<span className="sr-only"> under {make.name}</span>
            </Button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Rediger mærket ${make.name}`}
              title="Rediger navn og aliaser"
              onClick={() => onOpen({ kind: 'edit-make', make: full })}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={`Læg mærket ${make.name} sammen med et andet`}
              title="Læg sammen med et andet mærke"
              onClick={() => onOpen({ kind: 'merge-make', make: full })}
            >
              <Combine aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
        {make.models.length === 0 ? (
          <p className="px-4 py-3 text-sm text-zinc-600">Ingen modeller endnu.</p>
        ) : (
          <ul className="divide-y divide-zinc-100" aria-label={`Modeller under ${make.name}`}>
            {make.models.map((model) => (
              <ModelRow key={model.id} make={full} model={model} onOpen={onOpen} />
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

function ModelRow({
  make,
  model,
  onOpen,
}: {
  make: CatalogMakeJson;
  model: CatalogModelJson;
  onOpen: (state: MakeDialogState) => void;
}) {
  const defaults = [
    model.default_body_type ? bodyTypeLabel(model.default_body_type) : null,
    model.default_fuel_type ? fuelLabel(model.default_fuel_type) : null,
    model.default_seats ? `${model.default_seats} sæder` : null,
    model.default_doors ? `${model.default_doors} døre` : null,
  ].filter((value): value is string => value !== null);
  const full = `${make.name} ${model.name}`;
  return (
    <li className="flex items-start gap-3 px-4 py-2.5 hover:bg-zinc-50/60 sm:items-center">
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-4">
        <div className="min-w-0 sm:flex-1 sm:basis-48">
          <p className="font-medium text-zinc-950">{model.name}</p>
          <Aliases aliases={model.aliases} />
        </div>
        <div className="mt-1 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 sm:mt-0">
          <div className="flex flex-wrap gap-1 sm:w-64">
            {defaults.length > 0 ? (
              defaults.map((value) => (
                <Badge key={value} tone="brand">
                  {value}
                </Badge>
              ))
            ) : (
              <span className="text-xs text-zinc-500">Ingen standardværdier</span>
            )}
          </div>
          <p className="text-sm text-zinc-700 tabular-nums sm:w-24 sm:text-right">
            {count(model.listing_count, 'annonce', 'annoncer')}
          </p>
        </div>
      </div>
      <div className="flex gap-0.5">
        <button
          type="button"
          className={iconButton}
          aria-label={`Rediger modellen ${full}`}
          title="Rediger navn, aliaser og standardværdier"
          onClick={() => onOpen({ kind: 'edit-model', make, model })}
        >
          <Pencil aria-hidden="true" className="size-4" />
        </button>
        <button
          type="button"
          className={iconButton}
          aria-label={`Læg modellen ${full} sammen med en anden`}
          title="Læg sammen med en anden model"
          onClick={() => onOpen({ kind: 'merge-model', make, model })}
        >
          <Combine aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
