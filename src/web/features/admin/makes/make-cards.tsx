import type { CatalogMakeJson, CatalogModelJson } from '../../../../domain/catalog/make-model-schema';
import { countNoun } from '../../../../domain/format/count-noun';
import { Badge } from '../../../components/ui/badge';
import { MakeActions, ModelActions } from './make-actions';
import { Aliases, modelDefaults } from './make-texts';

/** The cards view: one card per make with its models; `fullOf` gives a make with every model (a search may show only some). */
export function MakeCards({
  shown,
  fullOf,
  busy,
}: {
  shown: readonly CatalogMakeJson[];
  fullOf: (make: CatalogMakeJson) => CatalogMakeJson;
  busy: boolean;
}) {
  return (
    <ul className="space-y-4" aria-busy={busy}>
      {shown.map((make) => (
        <MakeCard key={make.id} make={make} full={fullOf(make)} />
      ))}
    </ul>
  );
}

function MakeCard({ make, full }: { make: CatalogMakeJson; full: CatalogMakeJson }) {
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
              {countNoun(full.models.length, ['model', 'modeller'])} ·{' '}
              {countNoun(make.listing_count, ['annonce', 'annoncer'])}
            </p>
            <Aliases aliases={make.aliases} />
          </div>
          <MakeActions make={full} />
        </div>
        {make.models.length === 0 ? (
          <p className="px-4 py-3 text-sm text-zinc-600">Ingen modeller endnu.</p>
        ) : (
          <ul className="divide-y divide-zinc-100" aria-label={`Modeller under ${make.name}`}>
            {make.models.map((model) => (
              <ModelItem key={model.id} make={full} model={model} />
            ))}
          </ul>
        )}
      </section>
    </li>
  );
}

function ModelItem({ make, model }: { make: CatalogMakeJson; model: CatalogModelJson }) {
  const defaults = modelDefaults(model);
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
            {countNoun(model.listing_count, ['annonce', 'annoncer'])}
          </p>
        </div>
      </div>
      <ModelActions make={make} model={model} />
    </li>
  );
}
