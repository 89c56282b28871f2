import { useForm, useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronDown, ChevronUp, GraduationCap, Minus, Plus, Save } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { countNoun } from '../../../../../domain/format/count-noun';
import { NOUN } from '../../../../../domain/format/nouns';
import type { ExtractionSessionDetail } from '../../../../../domain/ingestion/ingestion-api';
import {
  type ColumnKind,
  columnKindLabels,
  columnKinds,
} from '../../../../../domain/ingestion/layout-template';
import type {
  LayoutGridResponse,
  SavedLayoutTemplate,
} from '../../../../../domain/ingestion/layout-template-api';
import { Button } from '../../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../../components/ui/card';
import { Field, Input } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import { Spinner } from '../../../../components/ui/spinner';
import { ApiError } from '../../../../lib/api-client';
import { useAdminMutation } from '../../shared/use-admin-mutation';
import { ExtractedCarsTable } from '../sessions/extracted-cars-table';
import { canRetryInPlace, retrySession } from '../sessions/retry-session';
import { extractionQueries } from '../shared/extraction-sessions-api';
import { LayoutGridTable } from './layout-grid-table';
import { layoutQueries, saveLayoutTemplate } from './layout-template-api';
import {
  columnsOfHeader,
  emptyTeachValues,
  headerRows,
  MAX_HEADER_LINES,
  numberProblem,
  type TeachValues,
  templateOf,
  termsValues,
  valuesOfTemplate,
} from './teach-layout-values';

const PREVIEW_DEBOUNCE_MS = 400;

const kindOptions = columnKinds.map((kind) => ({ value: kind, label: columnKindLabels[kind] }));

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

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
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
  const previewed = useDebouncedValue(draft, PREVIEW_DEBOUNCE_MS);
  const preview = useQuery(layoutQueries.preview(session.id, previewed));

  const marked = headerRows(rows, values.headerFirst, values.headerLines);
  const markedIndexes = new Set(marked.map((row) => row.index));
  const lastMarked = marked.at(-1);
  const afterHeader = lastMarked ? rows[rows.indexOf(lastMarked) + 1] : undefined;
  const canExtend =
    marked.length > 0 && marked.length < MAX_HEADER_LINES && afterHeader?.page === marked[0]?.page;

  const setHeader = (first: number, lines: number) => {
    form.setFieldValue('headerFirst', first);
    form.setFieldValue('headerLines', lines);
    form.setFieldValue(
      'columns',
      columnsOfHeader(headerRows(rows, first, lines), form.getFieldValue('columns'), grid.suggestions),
    );
    setSaved(null);
  };
  const hasMonthly = values.columns.some((column) => column.kind === 'monthly');
  const issues = save.error instanceof ApiError ? save.error.issues : [];

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
      className="grid grid-cols-[minmax(0,1fr)] gap-6"
    >
      <div>
        <h3 className="font-semibold">1. Marker overskriften</h3>
        <p className="mb-3 text-sm text-zinc-600">
          Klik på linjenummeret ved den linje, der har kolonnernes overskrifter. Fylder overskriften to eller
          tre linjer, så tag de næste med.
        </p>
        <LayoutGridTable
          pages={grid.pages}
          headerIndexes={markedIndexes}
          statedTerms={grid.stated_terms}
          onMarkHeader={(index) => setHeader(index, 1)}
          onUseTerms={(terms) => {
            for (const [key, value] of Object.entries(termsValues(terms))) {
              form.setFieldValue(key as 'period' | 'mileage' | 'firstPayment', value);
            }
          }}
        />
        <div className="mt-3 flex flex-wrap items-center gap-2 text-sm" aria-live="polite">
          {marked.length > 0 && marked[0] ? (
            <>
              <span>
                Overskrift: side {marked[0].page}, linje {marked[0].line}
                {marked.length > 1 ? `–${marked.at(-1)?.line}` : ''}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={!canExtend}
                onClick={() => setHeader(marked[0]?.index ?? 0, marked.length + 1)}
              >
                <Plus aria-hidden="true" className="size-4" />
                Tag næste linje med
              </Button>
              {marked.length > 1 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setHeader(marked[0]?.index ?? 0, marked.length - 1)}
                >
                  <Minus aria-hidden="true" className="size-4" />
                  Fjern sidste linje
                </Button>
              ) : null}
            </>
          ) : (
            <span className="text-zinc-600">Ingen overskrift markeret endnu.</span>
          )}
        </div>
      </div>

      {values.columns.length > 0 ? (
        <fieldset>
          <legend className="font-semibold">2. Hvad står i kolonnerne?</legend>
          <p className="mb-3 text-sm text-zinc-600">
            Vælg betydningen af hver kolonne. En kolonne med en pris for et bestemt antal km/år eller måneder
            (en matrix) får sit tal med.
          </p>
          <form.Field name="columns" mode="array">
            {(columnsField) => (
              <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {columnsField.state.value.map((column, index) => (
                  <li key={column.header} className="rounded-xl p-3 ring-1 ring-zinc-200">
                    <form.Field name={`columns[${index}].kind`}>
                      {(field) => (
                        <Field label={<>Kolonnen «{column.header}»</>}>
                          {(props) => (
                            <Select
                              {...props}
                              options={kindOptions}
                              value={field.state.value}
                              onBlur={field.handleBlur}
                              onChange={(event) => field.handleChange(event.target.value as ColumnKind)}
                            />
                          )}
                        </Field>
                      )}
                    </form.Field>
                    {column.kind === 'monthly' ? (
                      <div className="mt-2 grid grid-cols-2 gap-2">
                        <NumberField
                          form={form}
                          name={`columns[${index}].mileage`}
                          label="Km/år (matrix)"
                          min={1000}
                          max={100_000}
                          what="Km/år"
                        />
                        <NumberField
                          form={form}
                          name={`columns[${index}].period`}
                          label="Måneder (matrix)"
                          min={1}
                          max={120}
                          what="Måneder"
                        />
                      </div>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </form.Field>
          {!hasMonthly ? (
            <p className="mt-2 text-sm font-medium text-amber-900">
              Vælg mindst én kolonne med månedlig ydelse.
            </p>
          ) : null}
        </fieldset>
      ) : null}

      {values.columns.length > 0 ? (
        <fieldset>
          <legend className="font-semibold">3. Det, listen ikke skriver</legend>
          <p className="mb-3 text-sm text-zinc-600">
            Udfyld kun det, listen hverken har en kolonne eller en linje for. Står vilkårene i en linje over
            tabellen, så klik «Brug vilkår» ved linjen.
          </p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
            <TextField form={form} name="make" label="Mærke" />
            <TextField form={form} name="model" label="Model" />
            <NumberField
              form={form}
              name="period"
              label="Løbetid (mdr.)"
              min={1}
              max={120}
              what="Løbetiden"
            />
            <NumberField form={form} name="mileage" label="Km/år" min={1000} max={100_000} what="Km/år" />
            <NumberField
              form={form}
              name="firstPayment"
              label="Udbetaling (kr.)"
              min={0}
              max={2_000_000}
              what="Udbetalingen"
            />
          </div>
        </fieldset>
      ) : null}

      {draft ? (
        <section aria-labelledby="layout-preview" aria-busy={preview.isFetching}>
          <h3 id="layout-preview" className="font-semibold">
            4. Forhåndsvisning
            {preview.data
              ? ` (${countNoun(preview.data.cars.length, NOUN.car)}, ${countNoun(preview.data.offers, NOUN.offer)})`
              : ''}
          </h3>
          <p className="mb-3 text-sm text-zinc-600" aria-live="polite">
            {preview.isError
              ? 'Forhåndsvisningen kunne ikke hentes.'
              : preview.isFetching || !preview.data
                ? 'Læser listen med skabelonen…'
                : preview.data.cars.length > 0
                  ? 'Sådan læses listen med skabelonen. Klik på en bil for at se dens tilbud.'
                  : preview.data.found_table
                    ? 'Tabellen blev fundet, men ingen række gav en bil med pris. Tjek kolonnernes betydning og vilkårene.'
                    : 'Der blev ikke fundet en tabel med denne overskrift. Tjek, at overskriften er markeret, og at en kolonne er månedlig ydelse.'}
          </p>
          {preview.data && preview.data.cars.length > 0 ? (
            <ExtractedCarsTable cars={preview.data.cars} />
          ) : null}
          {preview.data && preview.data.warnings.length > 0 ? (
            <ul className="mt-2 list-disc pl-5 text-xs text-zinc-600">
              {preview.data.warnings.slice(0, 5).map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      {draft ? (
        <div className="grid gap-3 border-t border-zinc-100 pt-4 sm:grid-cols-[minmax(0,20rem)_auto] sm:items-end">
          <TextField form={form} name="name" label="Navn på skabelonen (valgfrit)" />
          <form.Subscribe selector={(state) => state.canSubmit && !state.isSubmitting}>
            {(ready) => (
              <Button
                type="submit"
                className="h-auto py-2 text-left"
                disabled={!ready || !hasMonthly || save.isPending}
              >
                <Save aria-hidden="true" className="size-4" />
                {save.isPending ? 'Gemmer…' : `Gem som skabelon for ${grid.seller_name}`}
              </Button>
            )}
          </form.Subscribe>
          {issues.length > 0 ? (
            <ul role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
              {issues.map((issue) => (
                <li key={`${issue.path}:${issue.message}`}>{issue.message}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {saved ? (
        <div
          role="status"
          className="rounded-xl bg-green-50 p-4 text-sm text-green-900 ring-1 ring-green-200"
        >
          <p className="font-semibold">
            Skabelon v{saved.version} er gemt for {saved.seller_name}.
          </p>
          <p className="mt-1">
            De næste prislister fra {saved.seller_name} læses med den; passer den ikke, læses de med den
            generelle læser. Se versionerne på{' '}
            <Link
              to="/admin/sellers/edit/$id"
              params={{ id: saved.seller_id }}
              className="font-semibold underline"
            >
              sælgerens side
            </Link>
            .
          </p>
          {canRetryInPlace(session) ? (
            <Button
              className="mt-3"
              variant="secondary"
              size="sm"
              disabled={retry.isPending}
              onClick={() => retry.mutate(session)}
            >
              Læs denne prisliste igen med skabelonen
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

/** The teach form (TanStack Form); the save runs on submit, and a failed save leaves the values as they were. */
function useTeachForm(defaultValues: TeachValues, submit: (value: TeachValues) => Promise<void>) {
  return useForm({ defaultValues, onSubmit: ({ value }) => submit(value) });
}
type TeachForm = ReturnType<typeof useTeachForm>;

type TextName = 'make' | 'model' | 'name';
type NumberName =
  | 'period'
  | 'mileage'
  | 'firstPayment'
  | `columns[${number}].mileage`
  | `columns[${number}].period`;

function TextField({ form, name, label }: { form: TeachForm; name: TextName; label: string }) {
  return (
    <form.Field name={name}>
      {(field) => (
        <Field label={label}>
          {(props) => (
            <Input
              {...props}
              value={field.state.value}
              maxLength={name === 'name' ? 80 : 60}
              onBlur={field.handleBlur}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </form.Field>
  );
}

function NumberField({
  form,
  name,
  label,
  min,
  max,
  what,
}: {
  form: TeachForm;
  name: NumberName;
  label: string;
  min: number;
  max: number;
  what: string;
}) {
  return (
    <form.Field
      name={name}
      validators={{ onChange: ({ value }) => numberProblem(String(value), min, max, what) }}
    >
      {(field) => (
        <Field label={label} error={field.state.meta.errors[0]}>
          {(props) => (
            <Input
              {...props}
              inputMode="numeric"
              value={String(field.state.value)}
              onBlur={field.handleBlur}
              onChange={(event) => field.handleChange(event.target.value)}
            />
          )}
        </Field>
      )}
    </form.Field>
  );
}
