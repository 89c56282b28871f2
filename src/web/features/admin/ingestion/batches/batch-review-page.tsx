import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ClipboardCheck, Play, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { formatMonthly, formatNumber } from '../../../../../domain/format/format-danish';
import type { BatchReviewSearch } from '../../../../../domain/ingestion/batch-review-search';
import type { ImportBatchDetail, ImportChangeJson } from '../../../../../domain/ingestion/ingestion-api';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Spinner } from '../../../../components/ui/spinner';
import { AdminEmptyState, AdminPageHeader } from '../../pages/admin-page';
import { ReadingSummary } from '../shared/reading-summary';
import { AddCarDialog } from './add-car-dialog';
import { ApplyBatchDialog } from './apply-batch-dialog';
import { batchQueries } from './batch-api';
import { BatchChangesTable } from './batch-changes-table';
import { BatchOverview, BatchResult } from './batch-overview';
import { BatchReviewError } from './batch-review-error';
import { ChangeItem } from './change-item';
import { CreateModelDialog } from './create-model-dialog';
import { EditChangeDialog } from './edit-change-dialog';
import { RememberedCorrectionsNote } from './remembered-corrections';
import { BlockedNotice, MissingModelsNotice } from './review-notices';
import {
  applyPlan,
  approvableIds,
  blockedCounts,
  decidableSelection,
  filterChanges,
  type MissingModel,
  missingModelKey,
  missingModels,
  reviewedCars,
  tallyByType,
} from './review-selection';
import { ReviewToolbar, SelectionBar } from './review-toolbar';
import { ReviewTypeCards } from './review-type-cards';
import { SplitCarDialog } from './split-car-dialog';
import { useBatchReview } from './use-batch-review';

const route = getRouteApi('/admin/batches/$batchId/review');

const NO_FILTERS: BatchReviewSearch = { type: undefined, status: undefined };

export function BatchReviewPage() {
  const { batchId } = route.useParams();
  const query = useQuery(batchQueries.detail(batchId));

  if (query.isPending) return <Spinner label="Henter batchen…" className="py-24" />;
  if (query.isError) return <BatchReviewError error={query.error} onRetry={() => query.refetch()} />;
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
  const [splitting, setSplitting] = useState<ImportChangeJson | null>(null);
  const [adding, setAdding] = useState(false);
  const [confirmingApply, setConfirmingApply] = useState(false);
  const [confirmingModel, setConfirmingModel] = useState<MissingModel | null>(null);

  const editable = batch.status === 'review';
  const tally = useMemo(() => tallyByType(changes), [changes]);
  const plan = useMemo(() => applyPlan(changes), [changes]);
  const models = useMemo(() => missingModels(changes), [changes]);
  const cars = useMemo(() => reviewedCars(changes), [changes]);
  const blocked = useMemo(() => blockedCounts(changes), [changes]);
  const visible = useMemo(() => filterChanges(changes, search), [changes, search]);
  const selection = decidableSelection(changes, selected);
  const busy = actions.review.isPending || actions.createModel.isPending || actions.choosePrice.isPending;
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
  const modelOf = ({ car }: ImportChangeJson) =>
    car ? models.find((model) => missingModelKey(model) === missingModelKey(car)) : undefined;
  const createModel = (model: MissingModel) =>
    actions.createModel.mutate(
      { batchId, make: model.make, model: model.model },
      { onSettled: () => setConfirmingModel(null) },
    );

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
      onSplit={() => setSplitting(change)}
      onCreateModel={() => setConfirmingModel(modelOf(change) ?? null)}
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
      missingModelCount={modelOf(change)?.count ?? 0}
    />
  );

  return (
    <>
      <AdminPageHeader
        title="Gennemgang af ændringer"
        description={`Foreslåede ændringer til ${batch.seller_name}s annoncer. Intet går live, før du anvender de godkendte.`}
        actions={
          editable ? (
            <>
              <Button variant="secondary" onClick={() => setAdding(true)} disabled={busy}>
                <Plus aria-hidden="true" className="size-4" />
                Tilføj bil
              </Button>
              <Button onClick={() => setConfirmingApply(true)} disabled={plan.total === 0 || busy}>
                <Play aria-hidden="true" className="size-4" />
                Anvend godkendte ({formatNumber(plan.total)})
              </Button>
            </>
          ) : null
        }
      />

      <ReadingSummary cars={cars} className="mb-4" />
      <RememberedCorrectionsNote rules={batch.remembered_corrections} />
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

      <ReviewTypeCards tally={tally} active={search.type} onFilter={(type) => setFilter({ type })} />
      {editable ? <BlockedNotice counts={blocked} /> : null}
      {editable ? <MissingModelsNotice models={models} busy={busy} onCreate={setConfirmingModel} /> : null}

      <ReviewToolbar
        search={search}
        changes={changes}
        editable={editable}
        busy={busy}
        onFilter={setFilter}
        onApprove={actions.decide}
      />
      {editable ? (
        <SelectionBar
          selected={selection.length}
          approvable={approvableSelection.length}
          busy={busy}
          onDecide={decideSelected}
          onClear={() => setSelected(new Set())}
        />
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
      {splitting?.car ? (
        <SplitCarDialog
          batchId={batchId}
          change={splitting}
          splitCar={actions.splitCar}
          onClose={() => setSplitting(null)}
        />
      ) : null}
      {adding ? (
        <AddCarDialog
          batchId={batchId}
          sellerName={batch.seller_name}
          addCar={actions.addCar}
          onClose={() => setAdding(false)}
        />
      ) : null}

      <CreateModelDialog
        model={confirmingModel}
        busy={actions.createModel.isPending}
        onOpenChange={(open) => {
          if (!open) setConfirmingModel(null);
        }}
        onConfirm={createModel}
      />

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
