import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { AlertTriangle, ClipboardCheck, FolderPlus, Play, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatMonthly, formatNumber } from '../../../../../domain/format/format-danish';
import { NOUN } from '../../../../../domain/format/nouns';
import type { BatchReviewSearch } from '../../../../../domain/ingestion/batch-review-search';
import {
  changeStatusLabels,
  changeTypeLabels,
  type ImportBatchDetail,
  type ImportChangeJson,
} from '../../../../../domain/ingestion/ingestion-api';
import {
  type ChangeStatus,
  type ChangeType,
  changeStatuses,
  changeTypes,
} from '../../../../../domain/ingestion/proposed-change';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { isClientError } from '../../../../lib/api-client';
import { CardsOrTableToggle } from '../../list-kit/cards-or-table-toggle';
import { ClearFiltersButton } from '../../list-kit/clear-filters-button';
import { AdminEmptyState, AdminPageHeader } from '../../pages/admin-page';
import { LabelledSelect } from '../../sellers/labelled-select';
import { ApplyBatchDialog } from './apply-batch-dialog';
import { batchQueries } from './batch-api';
import { BatchChangesTable } from './batch-changes-table';
import { BatchOverview, BatchResult } from './batch-overview';
import { ChangeItem } from './change-item';
import { EditChangeDialog } from './edit-change-dialog';
import {
  applyPlan,
  approvableIds,
  decidableSelection,
  filterChanges,
  isBlocked,
  missingModels,
  pendingIdsOfType,
  tallyByType,
} from './review-selection';
import { useBatchReview } from './use-batch-review';

const route = getRouteApi('/admin/batches/$batchId/review');

const NO_FILTERS: BatchReviewSearch = { type: undefined, status: undefined };

const typeCardClass: Record<ChangeType, string> = {
  create: 'aria-pressed:ring-green-600 aria-pressed:bg-green-50',
  update: 'aria-pressed:ring-sky-600 aria-pressed:bg-sky-50',
  unchanged: 'aria-pressed:ring-zinc-600 aria-pressed:bg-zinc-50',
  missing_model: 'aria-pressed:ring-amber-600 aria-pressed:bg-amber-50',
  withdraw: 'aria-pressed:ring-red-600 aria-pressed:bg-red-50',
};

export function BatchReviewPage() {
  const { batchId } = route.useParams();
  const query = useQuery(batchQueries.detail(batchId));

  if (query.isPending) return <Spinner label="Henter batchen…" className="py-24" />;
  if (query.isError) {
    const notFound = isClientError(query.error) && query.error.status === 404;
    return (
      <>
        <AdminPageHeader title="Gennemgang af ændringer" />
        <AdminEmptyState
          icon={ClipboardCheck}
          title={notFound ? 'Batchen findes ikke' : 'Der opstod en fejl ved hentning af data'}
        >
          {notFound ? (
            <p>Den kan være kasseret, eller linket er forkert.</p>
          ) : (
            <Button variant="secondary" onClick={() => query.refetch()}>
              <RefreshCw aria-hidden="true" className="size-4" />
              Prøv igen
            </Button>
          )}
          <p className="mt-4">
            <Link to="/admin/extraction-sessions" className="font-semibold text-brand-800 underline">
              Til importoversigten
            </Link>
          </p>
        </AdminEmptyState>
      </>
    );
  }
  return <BatchReview batchId={batchId} changes={query.data.changes} batch={query.data} />;
}

function BatchReview({
  batchId,
  batch,
  changes,
}: {
  batchId: string;
  batch: ImportBatchDetail;
  changes: ImportChangeJson[];
}) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const actions = useBatchReview(batchId);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<ImportChangeJson | null>(null);
  const [confirmingApply, setConfirmingApply] = useState(false);

  const editable = batch.status === 'review';
  const tally = useMemo(() => tallyByType(changes), [changes]);
  const plan = useMemo(() => applyPlan(changes), [changes]);
  const models = useMemo(() => missingModels(changes), [changes]);
  const visible = useMemo(() => filterChanges(changes, search), [changes, search]);
  const selection = decidableSelection(changes, selected);
  const busy = actions.review.isPending || actions.createModel.isPending || actions.choosePrice.isPending;
  const blockedCount = useMemo(
    () => changes.filter((change) => change.status !== 'applied' && isBlocked(change)).length,
    [changes],
  );
  const approvableSelection = approvableIds(changes, selection);

  const setFilter = (patch: Partial<BatchReviewSearch>) =>
    navigate({ search: (previous) => ({ ...NO_FILTERS, ...previous, ...patch }), replace: true });
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const decideSelected = (decision: 'approved' | 'rejected') =>
    actions.review.mutate(
      { changeIds: decision === 'approved' ? approvableSelection : selection, decision },
      { onSuccess: () => setSelected(new Set()) },
    );
  const modelCount = (change: ImportChangeJson) =>
    models.find(
      (model) =>
        change.car &&
        model.make.toLowerCase() === change.car.make.toLowerCase() &&
        model.model.toLowerCase() === change.car.model.toLowerCase(),
    )?.count ?? 0;

  // Unchanged cars are many and need no decision: folded away unless asked for.
  const showUnchangedInline = search.type === 'unchanged';
  const listed = showUnchangedInline ? visible : visible.filter((change) => change.type !== 'unchanged');
  const folded = showUnchangedInline ? [] : visible.filter((change) => change.type === 'unchanged');

  const renderChange = (change: ImportChangeJson) => (
    <ChangeItem
      key={change.id}
      change={change}
      editable={editable}
      selected={selected.has(change.id)}
      onToggle={() => toggle(change.id)}
      busy={busy}
      onDecide={(decision) => actions.decide([change.id], decision)}
      onEdit={() => setEditing(change)}
      onCreateModel={() =>
        change.car && actions.createModel.mutate({ batchId, make: change.car.make, model: change.car.model })
      }
      onChoosePrice={(offer, onFailed) =>
        actions.choosePrice.mutate(
          { batchId, changeId: change.id, offer, expectedVersion: change.version },
          {
            onError: (error) => {
              onFailed();
              actions.reportStale(error, [
                { label: `Månedspris for ${change.summary}`, value: formatMonthly(offer.monthly_price) },
              ]);
            },
          },
        )
      }
      missingModelCount={modelCount(change)}
    />
  );

  return (
    <>
      <AdminPageHeader
        title="Gennemgang af ændringer"
        description={`Foreslåede ændringer til ${batch.seller_name}s annoncer. Intet går live, før du anvender de godkendte.`}
        actions={
          editable ? (
            <Button onClick={() => setConfirmingApply(true)} disabled={plan.total === 0 || busy}>
              <Play aria-hidden="true" className="size-4" />
              Anvend godkendte ({formatNumber(plan.total)})
            </Button>
          ) : null
        }
      />

      <BatchOverview batch={batch} />
      {actions.staleNotice ? (
        <div className="mb-6">{actions.staleNotice}</div>
      ) : actions.applyError ? (
        <div role="alert" className="mb-6 rounded-2xl bg-red-50 p-4 text-red-950 ring-1 ring-red-200">
          <p className="font-semibold">Ændringerne blev ikke anvendt – intet blev ændret.</p>
          <p className="mt-1 text-sm">{actions.applyError}</p>
        </div>
      ) : (
        <BatchResult batch={batch} />
      )}

      <section
        aria-label="Ændringer pr. type"
        className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5"
      >
        {changeTypes.map((type) => {
          const pressed = search.type === type;
          return (
            <button
              key={type}
              type="button"
              aria-pressed={pressed}
              onClick={() => setFilter({ type: pressed ? undefined : type })}
              className={`rounded-2xl bg-white p-3 text-left shadow-sm ring-1 ring-zinc-200/80 transition-colors ring-inset hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-brand-600 aria-pressed:ring-2 ${typeCardClass[type]}`}
            >
              <span className="block text-sm font-medium text-zinc-700">{changeTypeLabels[type]}</span>
              <span className="numeric block text-2xl font-bold text-zinc-950">
                {formatNumber(tally[type].total)}
              </span>
              <span className="block text-xs text-zinc-600">
                {type === 'unchanged' || type === 'missing_model'
                  ? type === 'missing_model' && tally[type].total > 0
                    ? 'Opret modellen først'
                    : 'Ingen handling'
                  : `${formatNumber(tally[type].approved)} godkendt`}
              </span>
            </button>
          );
        })}
      </section>

      {editable && blockedCount > 0 ? (
        <section
          aria-label="Blokerede biler"
          className="mb-4 flex items-start gap-2 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-300"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-600" />
          <p className="text-sm">
            <span className="font-semibold">{countNoun(blockedCount, NOUN.car)} er blokeret:</span> prislisten
            angiver to priser for samme tilbud. Vælg den rigtige pris ved bilen – først da kan den godkendes.
          </p>
        </section>
      ) : null}

      {editable && models.length > 0 ? (
        <section className="mb-4 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200">
          <h2 className="font-semibold text-amber-950">Modeller der mangler i kataloget</h2>
          <p className="mt-1 text-sm text-amber-900">
            Bilerne kan først oprettes, når modellen findes. Opret den her, så bliver de til nye annoncer.
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            {models.map((model) => (
              <Button
                key={`${model.make}|${model.model}`}
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => actions.createModel.mutate({ batchId, make: model.make, model: model.model })}
              >
                <FolderPlus aria-hidden="true" className="size-4" />
                Opret modellen {model.model} under {model.make} ({countNoun(model.count, NOUN.car)})
              </Button>
            ))}
          </div>
        </section>
      ) : null}

      <div className="mb-3 flex flex-wrap items-end gap-3">
        <LabelledSelect
          label="Status"
          stacked
          value={search.status ?? ''}
          placeholder="Alle statusser"
          options={changeStatuses.map((status) => ({ value: status, label: changeStatusLabels[status] }))}
          onChange={(event) =>
            setFilter({ status: (event.target.value || undefined) as ChangeStatus | undefined })
          }
          selectClassName="min-w-44"
        />
        <ClearFiltersButton
          visible={Boolean(search.type || search.status)}
          onClear={() => setFilter(NO_FILTERS)}
        />
        <CardsOrTableToggle view={search.view ?? 'cards'} onChange={(view) => setFilter({ view })} />
        {editable ? (
          <div className="flex flex-wrap gap-2 lg:ml-auto">
            <BulkApprove
              type="create"
              label="Godkend alle nye"
              ids={pendingIdsOfType(changes, 'create')}
              busy={busy}
              onApprove={actions.decide}
            />
            <BulkApprove
              type="update"
              label="Godkend alle opdateringer"
              ids={pendingIdsOfType(changes, 'update')}
              busy={busy}
              onApprove={actions.decide}
            />
            <BulkApprove
              type="withdraw"
              label="Godkend alle tilbagetræk"
              ids={pendingIdsOfType(changes, 'withdraw')}
              busy={busy}
              onApprove={actions.decide}
            />
          </div>
        ) : null}
      </div>

      {editable ? (
        <div className="mb-3 min-h-11" aria-live="polite">
          {selection.length > 0 ? (
            <div className="flex flex-wrap items-center gap-2 rounded-2xl bg-brand-50 px-3 py-2 ring-1 ring-brand-100">
              <span className="mr-auto text-sm font-semibold text-brand-900">
                {countNoun(selection.length, NOUN.change)} valgt
              </span>
              <Button
                size="sm"
                disabled={busy || approvableSelection.length === 0}
                onClick={() => decideSelected('approved')}
              >
                Godkend valgte
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => decideSelected('rejected')}
              >
                Afvis valgte
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                Fravælg
              </Button>
            </div>
          ) : (
            <p className="py-2 text-sm text-zinc-600">
              Vælg ændringer med afkrydsningsfelterne for at godkende eller afvise flere ad gangen.
            </p>
          )}
        </div>
      ) : null}

      {changes.length === 0 ? (
        <AdminEmptyState icon={ClipboardCheck} title="Ingen ændringer">
          <p>Prislisten gav ingen biler at sammenligne.</p>
        </AdminEmptyState>
      ) : listed.length === 0 && folded.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-10 text-center text-zinc-600 ring-1 ring-zinc-200/80">
          Ingen ændringer matcher filtrene.
        </p>
      ) : search.view === 'table' ? (
        <BatchChangesTable changes={visible} />
      ) : (
        <>
          {listed.length > 0 ? (
            <ul aria-label="Ændringer" className="space-y-3">
              {listed.map(renderChange)}
            </ul>
          ) : null}
          {folded.length > 0 ? (
            <details className="group mt-4 rounded-2xl bg-zinc-50 ring-1 ring-zinc-200">
              <summary className="flex min-h-11 cursor-pointer items-center px-4 font-medium text-zinc-800">
                Uændrede biler ({formatNumber(folded.length)}) – prislisten og annoncen er ens
              </summary>
              <ul aria-label="Uændrede biler" className="space-y-3 p-3">
                {folded.map(renderChange)}
              </ul>
            </details>
          ) : null}
        </>
      )}

      {editing?.car ? (
        <EditChangeDialog
          batchId={batchId}
          change={editing}
          editCar={actions.editCar}
          onClose={() => setEditing(null)}
        />
      ) : null}

      <ApplyBatchDialog
        open={confirmingApply}
        onOpenChange={setConfirmingApply}
        plan={plan}
        busy={actions.apply.isPending}
        onConfirm={() => actions.apply.mutate(batch.version, { onSettled: () => setConfirmingApply(false) })}
      />

      <p className="mt-8 text-sm">
        <Link to="/admin/extraction-sessions" className={buttonClass('ghost')}>
          Til importoversigten
        </Link>
      </p>
    </>
  );
}

function BulkApprove({
  type,
  label,
  ids,
  busy,
  onApprove,
}: {
  type: ChangeType;
  label: string;
  ids: string[];
  busy: boolean;
  onApprove: (ids: string[], decision: 'approved') => void;
}) {
  if (ids.length === 0) return null;
  return (
    <Button
      size="sm"
      variant="secondary"
      data-change-type={type}
      disabled={busy}
      onClick={() => onApprove(ids, 'approved')}
    >
      {label} ({formatNumber(ids.length)})
    </Button>
  );
}
