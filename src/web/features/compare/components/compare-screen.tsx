import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import type { CompareAnswer, ComparedCar, CompareTerm } from '../../../../domain/compare/compare-types';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { compareQueries } from '../api/get-comparison';
import { compareIdsOf } from '../lib/compare-search';
import { CompareConfigFields } from './compare-config-fields';
import { CompareEmptyState } from './compare-empty-state';
import { CompareTable } from './compare-table';

const routeApi = getRouteApi('/sammenlign');

/** /sammenlign: up to four cars side by side at the URL's configuration. */
export function CompareScreen() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const ids = compareIdsOf(search);
  const comparison = useQuery({ ...compareQueries.comparison(search), enabled: ids.length > 0 });
  const [differencesOnly, setDifferencesOnly] = useState(false);

  const removeCars = (removed: readonly string[]) => {
    const kept = ids.filter((id) => !removed.includes(id));
    void navigate({
      search: (previous) => ({ ...previous, ids: kept.length > 0 ? kept.join(',') : undefined }),
    });
  };
  const chooseTerm = (term: CompareTerm, value: number | undefined) => {
    void navigate({ search: (previous) => ({ ...previous, [term]: value }), replace: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 print:max-w-none print:px-0 print:py-0">
      <h1 className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl print:text-xl">
        Sammenlign biler
      </h1>
      <div className="mt-6">
        {ids.length === 0 ? (
          <CompareEmptyState />
        ) : comparison.data ? (
          <Comparison
            answer={comparison.data}
            isUpdating={comparison.isPlaceholderData}
            differencesOnly={differencesOnly}
            onToggleDifferences={() => setDifferencesOnly((on) => !on)}
            onChooseTerm={chooseTerm}
            onRemove={removeCars}
          />
        ) : comparison.isError ? (
          <CompareError error={comparison.error} onRetry={() => void comparison.refetch()} />
        ) : (
          <Spinner label="Henter bilerne…" className="py-16" />
        )}
      </div>
    </div>
  );
}

function Comparison({
  answer,
  isUpdating,
  differencesOnly,
  onToggleDifferences,
  onChooseTerm,
  onRemove,
}: {
  answer: CompareAnswer;
  isUpdating: boolean;
  differencesOnly: boolean;
  onToggleDifferences: () => void;
  onChooseTerm: (term: CompareTerm, value: number | undefined) => void;
  onRemove: (ids: readonly string[]) => void;
}) {
  const cars = answer.cars.filter((car): car is ComparedCar => car.status === 'available');
  const gone = answer.cars.filter((car) => car.status === 'gone').map((car) => car.id);
  return (
    <div className="space-y-5" aria-busy={isUpdating}>
      {gone.length > 0 ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950 ring-1 ring-amber-200 print:hidden"
        >
          <p>
            {gone.length === 1
              ? 'En af bilerne er ikke længere til salg.'
              : `${gone.length} af bilerne er ikke længere til salg.`}
          </p>
          <Button variant="secondary" size="sm" onClick={() => onRemove(gone)}>
            Fjern {gone.length === 1 ? 'den' : 'dem'} fra sammenligningen
          </Button>
        </div>
      ) : null}
      {cars.length < 2 ? (
        <CompareEmptyState car={cars[0]} />
      ) : (
        <>
          <div className="space-y-4 print:hidden">
            <CompareConfigFields config={answer.config} choices={answer.choices} onChange={onChooseTerm} />
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="secondary"
                size="sm"
                aria-pressed={differencesOnly}
                onClick={onToggleDifferences}
              >
                Vis kun forskelle
              </Button>
              <Button variant="ghost" size="sm" onClick={() => window.print()}>
                <Printer aria-hidden="true" className="size-4" />
                Udskriv
              </Button>
            </div>
          </div>
          <div className={isUpdating ? 'opacity-60 transition-opacity' : ''}>
            <CompareTable cars={cars} differencesOnly={differencesOnly} onRemove={(id) => onRemove([id])} />
          </div>
        </>
      )}
    </div>
  );
}

function CompareError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refused = error instanceof ApiError && error.status === 400;
  const message = refused
    ? (error.issues[0]?.message ?? error.message)
    : 'Vi kunne ikke hente bilerne lige nu. Prøv igen om lidt.';
  return (
    <div role="alert" className="space-y-4">
      <p className="text-sm text-zinc-800">{message}</p>
      {refused ? <CompareEmptyState /> : <Button onClick={onRetry}>Prøv igen</Button>}
    </div>
  );
}
