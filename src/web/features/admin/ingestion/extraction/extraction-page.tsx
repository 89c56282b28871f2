import { useStore } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { ListChecks, Play } from 'lucide-react';
import { extractorLabels } from '../../../../../domain/ingestion/ingestion-api';
import { UploadError } from '../../../../components/errors/inline-error-screens';
import { buttonClass } from '../../../../components/ui/button';
import { Card, CardBody } from '../../../../components/ui/card';
import { ApiError } from '../../../../lib/api-client';
import { AdminForm } from '../../form/admin-form';
import { useAdminForm } from '../../form/use-admin-form';
import { AdminPageHeader } from '../../pages/admin-page';
import { sellerQueries } from '../../sellers/seller-api';
import { refusalAt } from '../shared/form-refusal';
import {
  type ExtractionFormValues,
  initialExtractionValues,
  onFormFields,
  parseExtractionForm,
} from './extraction-form-state';
import { EXTRACTOR_HINTS, EXTRACTOR_ORDER, extractorFits, extractorForSource } from './extractor-choice';
import { SourceTabs } from './source-tabs';
import { UploadProgressPanel } from './upload-progress-panel';
import { UPLOAD_MAX_RETRIES, useStartExtraction } from './use-start-extraction';

const route = getRouteApi('/admin/extraction');

function sourceSummary(values: ExtractionFormValues): string {
  switch (values.source_kind) {
    case 'pdf_upload':
      return values.files.map((file) => file.name).join(', ');
    case 'pdf_url':
      return values.url;
    case 'text':
      return 'Indsat tekst';
    case 'csv':
      return values.csv_file?.name ?? 'Indsat CSV';
  }
}

/**
 * /admin/extraction: pick seller, source and extractor, send, and go to the run(s). The choices are a
 * form on the admin form layer, checked like the server checks them; while the upload runs or after it
 * failed, the form stays mounted (hidden), so 'Prøv igen' sends it again and a refusal lands on its field.
 */
export function ExtractionPage() {
  const search = route.useSearch();
  const navigate = useNavigate();
  const options = useQuery(sellerQueries.options());
  const starter = useStartExtraction((result) => {
    const [only] = result.session_ids;
    if (result.session_ids.length === 1 && only) {
      void navigate({ to: '/admin/extraction-sessions/$id', params: { id: only } });
    } else {
      void navigate({
        to: '/admin/extraction-sessions',
        search: { seller: admin.form.state.values.seller_id },
      });
    }
  });
  const admin = useAdminForm({
    defaultValues: initialExtractionValues(search.seller),
    parse: parseExtractionForm,
    kind: 'upload',
    // Not only files: a URL or text starts a run as well.
    submitVerb: 'continue',
    submit: (request, { values }) =>
      starter.start(request).catch((error: unknown) => {
        if (!(error instanceof ApiError)) throw error;
        const refusal = refusalAt(error, '');
        throw new ApiError(
          refusal.status,
          refusal.code,
          refusal.message,
          onFormFields(refusal.issues, values.source_kind),
        );
      }),
    blockNavigation: false,
  });
  const { form } = admin;
  const values = useStore(form.store, (state) => state.values);
  const seller = useQuery({ ...sellerQueries.detail(values.seller_id), enabled: Boolean(values.seller_id) });
  const sellerOptions = (options.data?.sellers ?? []).map((item) => ({ value: item.id, label: item.name }));
  const fileCount = values.source_kind === 'pdf_upload' ? values.files.length : 1;

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
          sourceLabel={sourceSummary(values)}
          onCancel={starter.cancel}
        />
      ) : starter.phase.kind === 'failed' ? (
        <UploadError
          code={starter.phase.code}
          retry={{
            onRetry: () => void admin.submit(),
            attempts: starter.phase.retries,
            maxAttempts: UPLOAD_MAX_RETRIES,
          }}
          onCancel={starter.cancel}
        />
      ) : null}

      <div hidden={starter.phase.kind !== 'idle'}>
        <AdminForm handle={admin}>
          <Card>
            <CardBody className="space-y-2">
              <h2 className="font-semibold">1. Sælger</h2>
              <form.AppField name="seller_id">
                {(field) => (
                  <field.SelectField
                    label="Sælger"
                    className="max-w-md"
                    placeholder={options.isPending ? 'Henter sælgere…' : 'Vælg sælger'}
                    options={sellerOptions}
                  />
                )}
              </form.AppField>
            </CardBody>
          </Card>

          <Card>
            <CardBody>
              <h2 className="mb-3 font-semibold">2. Prisliste</h2>
              <SourceTabs
                form={form}
                sellerChosen={Boolean(values.seller_id)}
                savedPriceLists={seller.data?.price_lists}
                onSourceChange={(sourceKind) => {
                  form.setFieldValue('source_kind', sourceKind);
                  form.setFieldValue('extractor', extractorForSource(values.extractor, sourceKind));
                }}
              />
            </CardBody>
          </Card>

          <Card>
            <CardBody className="space-y-2">
              <h2 className="font-semibold">3. Udtræksmetode</h2>
              <form.AppField name="extractor">
                {(field) => (
                  <field.SelectField
                    label="Udtræksmetode"
                    hint={EXTRACTOR_HINTS[values.extractor]}
                    className="max-w-xl"
                    options={EXTRACTOR_ORDER.map((name) => ({
                      value: name,
                      label: extractorLabels[name],
                      disabled: !extractorFits(name, values.source_kind),
                    }))}
                  />
                )}
              </form.AppField>
            </CardBody>
          </Card>

          <div className="flex flex-wrap items-center gap-3">
            <form.SubmitButton pendingLabel="Sender …">
              <Play aria-hidden="true" className="size-4" />
              {fileCount > 1 ? `Start ${fileCount} udtrækninger` : 'Start udtrækning'}
            </form.SubmitButton>
            <p className="text-sm text-zinc-600">Du følger kørslen på næste side.</p>
          </div>
        </AdminForm>
      </div>
    </>
  );
}
