import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, GraduationCap } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import type { ExtractionSessionDetail } from '../../../../../domain/ingestion/ingestion-api';
import type {
  LayoutGridResponse,
  SavedLayoutTemplate,
} from '../../../../../domain/ingestion/layout-template-api';
import { Button } from '../../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { canRetryInPlace, retrySession } from '../sessions/retry-session';
import { extractionQueries } from '../shared/extraction-sessions-api';
import { ColumnMeaningsStep } from './column-meanings-step';
import { DefaultsStep } from './defaults-step';
import { HeaderStep } from './header-step';
import { LayoutPreview } from './layout-preview';
import { layoutQueries, saveLayoutTemplate } from './layout-template-api';
import { SaveTemplateBar, TemplateSaved } from './save-template-step';
import { useTeachForm } from './teach-form';
import {
  columnsOfHeader,
  emptyTeachValues,
  headerRows,
  isPriceChoice,
  templateOf,
  termsValues,
  valuesOfTemplate,
} from './teach-layout-values';

/** Whether a session's source has a layout to teach: a PDF or pasted text, once it has run. */
export function canTeachLayout(session: ExtractionSessionDetail): boolean {
  const finished = session.status === 'failed' || session.status === 'succeeded';
  const csv = session.source_kind === 'csv' || session.requested_extractor === 'csv';
  return finished && !csv && (session.source_kind === 'text' || Boolean(session.source_url));
}

/**
 * "Lær layoutet" on the session page: the admin marks the list's header row in its text, says what each
 * column holds and what the list never states, watches the cars it reads, and saves it as the seller's
 * template — which the seller's next lists are read with (ADR 032).
 */
export function TeachLayoutSection({ session }: { session: ExtractionSessionDetail }) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <section aria-labelledby="teach-layout" className="mt-6">
      <Card>
        <CardHeader className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <h2 id="teach-layout" className="font-semibold">
              Lær layoutet
            </h2>
            <p className="text-sm text-zinc-600">
              {session.status === 'failed'
                ? 'Læseren kunne ikke læse listen. Vis den, hvad kolonnerne betyder, så læses de næste lister fra '
                : 'Læste den listen forkert? Vis den, hvad kolonnerne betyder, så læses de næste lister fra '}
              {session.seller_name} på samme måde.
            </p>
          </div>
          <Button
            variant={session.status === 'failed' ? 'primary' : 'secondary'}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen((value) => !value)}
          >
            <GraduationCap aria-hidden="true" className="size-4" />
            {open ? 'Skjul' : 'Lær layoutet'}
            {open ? (
              <ChevronUp aria-hidden="true" className="size-4" />
            ) : (
              <ChevronDown aria-hidden="true" className="size-4" />
            )}
          </Button>
        </CardHeader>
        {open ? (
          <CardBody id={bodyId}>
            <TeachLayout session={session} />
          </CardBody>
        ) : null}
      </Card>
    </section>
  );
}

function TeachLayout({ session }: { session: ExtractionSessionDetail }) {
  const grid = useQuery(layoutQueries.grid(session.id));
  if (grid.isPending) {
    return (
      <div className="grid min-h-40 place-items-center" aria-live="polite">
        <Spinner label="Læser dokumentets tekst…" />
      </div>
    );
  }
  if (grid.isError) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
        {grid.error instanceof ApiError && grid.error.status === 409
          ? grid.error.message
          : 'Dokumentets tekst kunne ikke hentes. Prøv igen.'}
      </p>
    );
  }
  return <TeachLayoutForm session={session} grid={grid.data} />;
}

function TeachLayoutForm({ session, grid }: { session: ExtractionSessionDetail; grid: LayoutGridResponse }) {
  const rows = useMemo(() => grid.pages.flatMap((page) => page.rows), [grid]);
  const [saved, setSaved] = useState<SavedLayoutTemplate | null>(null);
  const save = useAdminMutation({
    kind: 'save',
    context: 'layout template save',
    mutationFn: saveLayoutTemplate,
    invalidate: [layoutQueries.all],
    successMessage: (result) => `Skabelon v${result.version} er gemt for ${result.seller_name}`,
    onSuccess: (result) => setSaved(result),
  });
  const retry = useAdminMutation({
    kind: 'upload',
    context: 'extraction session retry with template',
    mutationFn: retrySession,
    invalidate: [extractionQueries.all],
    successMessage: 'En ny udtrækning er startet',
  });

  const form = useTeachForm(
    { ...emptyTeachValues, ...(grid.active_template ? valuesOfTemplate(grid.active_template.template) : {}) },
    async (value) => {
      const template = templateOf(value);
      if (!template) return;
      const name = value.name.trim();
      try {
        await save.mutateAsync({ sessionId: session.id, input: { template, ...(name ? { name } : {}) } });
      } catch {
        // The mutation shows the failure (toast, and the server's issues under the button).
      }
    },
  );
  const values = useStore(form.store, (state) => state.values);
  const draft = useMemo(() => templateOf(values), [values]);
  const marked = headerRows(rows, values.headerFirst, values.headerLines);

  const setHeader = (first: number, lines: number) => {
    form.setFieldValue('headerFirst', first);
    form.setFieldValue('headerLines', lines);
    form.setFieldValue(
      'columns',
      columnsOfHeader(headerRows(rows, first, lines), form.getFieldValue('columns'), grid.suggestions),
    );
    setSaved(null);
  };
  const hasColumns = values.columns.length > 0;

  return (
    <form
      noValidate
      data-teach-layout
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      className="grid grid-cols-[minmax(0,1fr)] gap-6"
    >
      <HeaderStep
        grid={grid}
        rows={rows}
        marked={marked}
        onSetHeader={setHeader}
        onUseTerms={(terms) => {
          for (const [key, value] of Object.entries(termsValues(terms))) {
            form.setFieldValue(key as 'period' | 'mileage' | 'firstPayment', value);
          }
        }}
      />
      {hasColumns ? <ColumnMeaningsStep form={form} /> : null}
      {hasColumns ? <DefaultsStep form={form} /> : null}
      {draft ? <LayoutPreview sessionId={session.id} draft={draft} /> : null}
      {draft ? (
        <SaveTemplateBar
          form={form}
          sellerName={grid.seller_name}
          saving={save.isPending}
          canSave={values.columns.some((column) => isPriceChoice(column.kind))}
          issues={save.error instanceof ApiError ? save.error.issues : []}
        />
      ) : null}
      {saved ? (
        <TemplateSaved
          saved={saved}
          canRetry={canRetryInPlace(session)}
          retrying={retry.isPending}
          onRetry={() => retry.mutate(session)}
        />
      ) : null}
    </form>
  );
}
