import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, CircleX, ClipboardCheck, RotateCw, SearchX } from 'lucide-react';
import { useState } from 'react';
import { MISSING_VALUE } from '../../../../../domain/format/format-danish';
import { formatDateTime } from '../../../../../domain/format/format-date-time';
import {
  type ExtractionSessionDetail,
  sourceKindLabels,
} from '../../../../../domain/ingestion/ingestion-api';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { isClientError } from '../../../../lib/api-client';
import { AdminEmptyState, AdminPageHeader } from '../../pages/admin-page';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { SellerLink } from '../../shared/seller-link';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { canTeachLayout, TeachLayoutSection } from '../layout/teach-layout-section';
import {
  cancelSession,
  createBatch,
  extractionQueries,
  isSessionActive,
} from '../shared/extraction-sessions-api';
import { formatDuration, formatMicroUsd } from '../shared/format-duration';
import { ReadingSummary } from '../shared/reading-summary';
import { extractorText, foundText } from '../shared/session-labels';
import { SessionProgressBar, SessionStatusBadge } from '../shared/session-status';
import { carName } from './extracted-car-columns';
import { FoundCarsSection } from './found-cars-section';
import { canRetryInPlace, retrySession } from './retry-session';
import { Fact, Facts, SourceLink, TokenText } from './session-facts';
import { SessionLog } from './session-log';
import { SessionWarnings } from './session-warnings';

const route = getRouteApi('/admin/extraction-sessions/$id');

function BackToSessions() {
  return (
    <Link to="/admin/extraction-sessions" className={buttonClass('ghost', 'sm')}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Tilbage til udtrækninger
    </Link>
  );
}

/** /admin/extraction-sessions/$id: one run live (progress, log), its figures, and its cars once done. */
export function SessionDetailPage() {
  const { id } = route.useParams();
  const query = useQuery(extractionQueries.detail(id));

  if (query.isPending) {
    return (
      <div className="grid min-h-60 place-items-center" aria-live="polite">
        <Spinner label="Henter udtrækning…" />
      </div>
    );
  }
  if (query.isError) {
    const missing = isClientError(query.error);
    return (
      <>
        <BackToSessions />
        <AdminEmptyState
          icon={SearchX}
          title={missing ? 'Udtrækningen findes ikke' : 'Der opstod en fejl ved hentning af data'}
        >
          {missing ? (
            <p>Den kan være slettet. Gå tilbage til listen og vælg en anden.</p>
          ) : (
            <Button variant="secondary" onClick={() => query.refetch()}>
              Prøv igen
            </Button>
          )}
        </AdminEmptyState>
      </>
    );
  }
  return <SessionDetail session={query.data} />;
}

function SessionDetail({ session }: { session: ExtractionSessionDetail }) {
  const navigate = useNavigate();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const active = isSessionActive(session.status);
  const goToBatch = (batchId: string) =>
    navigate({ to: '/admin/batches/$batchId/review', params: { batchId } });

  const cancel = useAdminMutation({
    kind: 'update',
    context: 'extraction session cancel',
    mutationFn: cancelSession,
    invalidate: [extractionQueries.all],
    successMessage: 'Udtrækningen er annulleret',
    onSuccess: () => setConfirmCancel(false),
  });
  const batch = useAdminMutation({
    kind: 'create',
    context: 'import batch create',
    mutationFn: createBatch,
    invalidate: [extractionQueries.all],
    onSuccess: (result) => goToBatch(result.batch_id),
  });
  const retry = useAdminMutation({
    kind: 'upload',
    context: 'extraction session retry',
    mutationFn: retrySession,
    invalidate: [extractionQueries.all],
    successMessage: 'En ny udtrækning er startet',
    onSuccess: (result) => {
      const [first] = result.session_ids;
      if (first) void navigate({ to: '/admin/extraction-sessions/$id', params: { id: first } });
    },
  });

  const review = session.batch_id ? (
    <Link
      to="/admin/batches/$batchId/review"
      params={{ batchId: session.batch_id }}
      className={buttonClass('primary')}
    >
      <ClipboardCheck aria-hidden="true" className="size-4" />
      Gennemgå ændringer
    </Link>
  ) : (
    <Button disabled={batch.isPending} onClick={() => batch.mutate([session.id])}>
      <ClipboardCheck aria-hidden="true" className="size-4" />
      {batch.isPending ? 'Opretter gennemgang…' : 'Gennemgå ændringer'}
    </Button>
  );

  return (
    <>
      <BackToSessions />
      <AdminPageHeader
        title={session.source_label}
        description={`${sourceKindLabels[session.source_kind]} · ${session.seller_name}`}
        actions={
          active ? (
            <Button variant="secondary" onClick={() => setConfirmCancel(true)}>
              <CircleX aria-hidden="true" className="size-4" />
              Annuller
            </Button>
          ) : session.status === 'succeeded' && (session.cars_found ?? 0) > 0 ? (
            review
          ) : null
        }
      />

      {session.status === 'failed' ? (
        <section role="alert" className="mb-4 rounded-2xl bg-red-50 p-4 ring-1 ring-red-200 sm:p-5">
          <h2 className="font-semibold text-red-900">Udtrækningen fejlede</h2>
          <p className="mt-1 text-red-900">
            {session.error_message ?? 'Der opstod en fejl ved behandling af anmodningen'}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            {canRetryInPlace(session) ? (
              <Button disabled={retry.isPending} onClick={() => retry.mutate(session)}>
                <RotateCw aria-hidden="true" className={`size-4 ${retry.isPending ? 'animate-spin' : ''}`} />
                Prøv igen
              </Button>
            ) : null}
            <Link
              to="/admin/extraction"
              search={{ seller: session.seller_id }}
              className={buttonClass(canRetryInPlace(session) ? 'secondary' : 'primary')}
            >
              {canRetryInPlace(session) ? 'Vælg en anden kilde eller metode' : 'Prøv igen'}
            </Link>
          </div>
        </section>
      ) : session.status === 'cancelled' ? (
        <p className="mb-4 rounded-2xl bg-amber-50 p-4 text-amber-950 ring-1 ring-amber-200">
          Udtrækningen blev annulleret. Der er ikke lavet nogen ændringer.
        </p>
      ) : null}

      {session.status === 'succeeded' && session.result ? (
        <ReadingSummary cars={session.result.cars} className="mb-4" />
      ) : null}

      <div className="grid gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">Status</h2>
            <SessionStatusBadge status={session.status} />
          </CardHeader>
          <CardBody>
            {active || session.status === 'succeeded' ? (
              <SessionProgressBar
                progress={session.status === 'succeeded' ? 100 : session.progress}
                step={session.status === 'succeeded' ? 'Færdig' : (session.step ?? 'Venter i kø')}
                label="Fremdrift"
                size="lg"
              />
            ) : null}
            <Facts>
              <Fact label="Kilde">
                <SourceLink session={session} />
              </Fact>
              <Fact label="Sælger">
                <SellerLink id={session.seller_id} name={session.seller_name} look="plain" />
              </Fact>
              <Fact label="Udtræksmetode">{extractorText(session)}</Fact>
              <Fact label="Startet af">{session.created_by_email ?? MISSING_VALUE}</Fact>
              {session.status === 'succeeded' ? (
                <Fact label="Fundet">
                  {foundText({
                    cars_found: session.cars_found ?? 0,
                    offers_found: session.offers_found ?? 0,
                  })}
                </Fact>
              ) : null}
            </Facts>
          </CardBody>
        </Card>

        <Card>
          <CardHeader>
            <h2 className="font-semibold">Tider og forbrug</h2>
          </CardHeader>
          <CardBody>
            <Facts>
              <Fact label="I kø fra">{formatDateTime(session.created_at)}</Fact>
              <Fact label="Startet">
                {session.started_at ? formatDateTime(session.started_at) : MISSING_VALUE}
              </Fact>
              <Fact label="Afsluttet">
                {session.finished_at ? formatDateTime(session.finished_at) : MISSING_VALUE}
              </Fact>
              <Fact label="Varighed">{formatDuration(session.duration_ms)}</Fact>
              <Fact label="Model">{session.model ?? MISSING_VALUE}</Fact>
              <Fact label="Promptversion">{session.prompt_version ?? MISSING_VALUE}</Fact>
              <Fact label="Tokens">
                <TokenText session={session} />
              </Fact>
              <Fact label="Pris">{formatMicroUsd(session.cost_micro_usd)}</Fact>
            </Facts>
          </CardBody>
        </Card>
      </div>

      <SessionWarnings warnings={session.warnings} carNames={session.result?.cars.map(carName) ?? []} />

      {session.status === 'succeeded' && session.result ? (
        <FoundCarsSection cars={session.result.cars} />
      ) : null}

      {canTeachLayout(session) ? <TeachLayoutSection key={session.id} session={session} /> : null}

      <section aria-labelledby="session-log" className="mt-6">
        <h2 id="session-log" className="mb-3 text-lg font-semibold">
          Log
        </h2>
        <SessionLog key={session.id} sessionId={session.id} active={active} />
      </section>

      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        title="Stop udtrækningen?"
        description="Kørslen stoppes, og der laves ingen ændringer. Du kan starte en ny bagefter."
        confirmLabel="Ja, stop udtrækningen"
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate(session.id)}
      />
    </>
  );
}
