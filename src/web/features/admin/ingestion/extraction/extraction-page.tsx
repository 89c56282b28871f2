import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ListChecks, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { errorCatalogue } from '../../../../../domain/errors/error-codes';
import type { ExtractorName } from '../../../../../domain/ingestion/extracted-price-list';
import { extractorLabels } from '../../../../../domain/ingestion/ingestion-api';
import { UploadError } from '../../../../components/errors/inline-error-screens';
import { Button, buttonClass } from '../../../../components/ui/button';
import { Card, CardBody } from '../../../../components/ui/card';
import { Field } from '../../../../components/ui/input';
import { Select } from '../../../../components/ui/select';
import type { ApiError } from '../../../../lib/api-client';
import { AdminPageHeader } from '../../pages/admin-page';
import { sellerQueries } from '../../sellers/seller-api';
import {
  type ExtractionForm,
  type FormErrors,
  fieldOfIssue,
  initialExtractionForm,
  toStartRequest,
  validateExtractionForm,
} from './extraction-form-state';
import { EXTRACTOR_HINTS, EXTRACTOR_ORDER, extractorFits, extractorForSource } from './extractor-choice';
import { SourceTabs } from './source-tabs';
import { UploadProgressPanel } from './upload-progress-panel';
import { UPLOAD_MAX_RETRIES, useStartExtraction } from './use-start-extraction';

const route = getRouteApi('/admin/extraction');

/** The server's refusal as field errors, plus one sentence for what belongs to no field. */
function serverErrors(
  error: ApiError | null,
  form: ExtractionForm,
): { fields: FormErrors; general?: string } {
  if (!error) return { fields: {} };
  const fields: FormErrors = {};
  for (const issue of error.issues) {
    const field = fieldOfIssue(issue.path, form.sourceKind);
    if (field && !fields[field]) fields[field] = issue.message;
  }
  if (error.issues.length > 0) return { fields };
  const known = error.code && error.code !== 'VALIDATION' && error.code in errorCatalogue;
  return {
    fields,
    general: known ? errorCatalogue[error.code as keyof typeof errorCatalogue].message : error.message,
  };
}

function sourceSummary(form: ExtractionForm): string {
  switch (form.sourceKind) {
    case 'pdf_upload':
      return form.pdfFiles.map((file) => file.name).join(', ');
    case 'pdf_url':
      return form.url;
    case 'text':
      return 'Indsat tekst';
    case 'csv':
      return form.csvFile?.name ?? 'Indsat CSV';
  }
}

/** /admin/extraction: pick seller, source and extractor, send, and go to the run(s). */
export function ExtractionPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const options = useQuery(sellerQueries.options());
  const [form, setForm] = useState<ExtractionForm>(() => initialExtractionForm(search.seller));
  const [clientErrors, setClientErrors] = useState<FormErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [focusRequest]);
  const seller = useQuery({ ...sellerQueries.detail(form.sellerId), enabled: Boolean(form.sellerId) });

  const starter = useStartExtraction((result) => {
    const [only] = result.session_ids;
    if (result.session_ids.length === 1 && only) {
      void navigate({ to: '/admin/extraction-sessions/$id', params: { id: only } });
    } else {
      void navigate({ to: '/admin/extraction-sessions', search: { seller: form.sellerId } });
    }
  });

  const server = serverErrors(starter.formError, form);
  const errors: FormErrors = { ...server.fields, ...clientErrors };
  const change = (patch: Partial<ExtractionForm>) => {
    setForm((current) => ({ ...current, ...patch }));
    setClientErrors((current) => {
      const next = { ...current };
      if ('sellerId' in patch) delete next.seller_id;
      if ('url' in patch) delete next.url;
      if ('text' in patch) delete next.text;
      if ('csvText' in patch || 'csvFile' in patch) delete next.csv;
      if ('pdfFiles' in patch) delete next.files;
      return next;
    });
  };

  const submit = () => {
    const found = validateExtractionForm(form);
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }
    starter.start(toStartRequest(form));
  };

  const sellerOptions = (options.data?.sellers ?? []).map((item) => ({ value: item.id, label: item.name }));
  const fileCount = form.sourceKind === 'pdf_upload' ? form.pdfFiles.length : 1;

  return (
    <>
      <AdminPageHeader
        title="Import af prislister"
        description="Læs en sælgers prisliste ind: vælg kilde og udtræksmetode, og følg kørslen bagefter."
        actions={
          <Link to="/admin/extraction-sessions" className={buttonClass('secondary')}>
            <ListChecks aria-hidden="true" className="size-4" />
            Se udtrækninger
          </Link>
        }
      />

      {starter.phase.kind === 'uploading' ? (
        <UploadProgressPanel
          progress={starter.phase.progress}
          sourceLabel={sourceSummary(form)}
          onCancel={starter.cancel}
        />
      ) : starter.phase.kind === 'failed' ? (
        <UploadError
          code={starter.phase.code}
          retry={{
            onRetry: starter.retry,
            attempts: starter.phase.retries,
            maxAttempts: UPLOAD_MAX_RETRIES,
          }}
          onCancel={starter.cancel}
        />
      ) : (
        <form
          ref={formRef}
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Card>
            <CardBody className="space-y-2">
              <h2 className="font-semibold">1. Sælger</h2>
              <Field label="Sælger" error={errors.seller_id} className="max-w-md">
                {(field) => (
                  <Select
                    {...field}
                    value={form.sellerId}
                    placeholder={options.isPending ? 'Henter sælgere…' : 'Vælg sælger'}
                    options={sellerOptions}
                    onChange={(event) => change({ sellerId: event.target.value })}
                  />
                )}
              </Field>
            </CardBody>
          </Card>

          <Card>
            <CardBody>
              <h2 className="mb-3 font-semibold">2. Prisliste</h2>
              <SourceTabs
                form={form}
                errors={errors}
                sellerChosen={Boolean(form.sellerId)}
                savedPriceLists={seller.data?.price_lists}
                onChange={change}
                onSourceChange={(sourceKind) =>
                  change({ sourceKind, extractor: extractorForSource(form.extractor, sourceKind) })
                }
                onFileProblems={(field, problems) =>
                  setClientErrors((current) => {
                    const next = { ...current };
                    if (problems.length) next[field] = problems.join('\n');
                    else delete next[field];
                    return next;
                  })
                }
              />
            </CardBody>
          </Card>

          <Card>
            <CardBody className="space-y-2">
              <h2 className="font-semibold">3. Udtræksmetode</h2>
              <Field
                label="Udtræksmetode"
                hint={EXTRACTOR_HINTS[form.extractor]}
                error={errors.extractor}
                className="max-w-xl"
              >
                {(field) => (
                  <Select
                    {...field}
                    value={form.extractor}
                    options={EXTRACTOR_ORDER.map((name) => ({
                      value: name,
                      label: extractorLabels[name],
                      disabled: !extractorFits(name, form.sourceKind),
                    }))}
                    onChange={(event) => change({ extractor: event.target.value as ExtractorName })}
                  />
                )}
              </Field>
            </CardBody>
          </Card>

          {server.general ? (
            <p
              role="alert"
              className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
            >
              {server.general}
            </p>
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit">
              <Play aria-hidden="true" className="size-4" />
              {fileCount > 1 ? `Start ${fileCount} udtrækninger` : 'Start udtrækning'}
            </Button>
            <p className="text-sm text-zinc-600">Du følger kørslen på næste side.</p>
          </div>
        </form>
      )}
    </>
  );
}
