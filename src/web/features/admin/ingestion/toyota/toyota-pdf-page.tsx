import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, Download, FileText, RotateCcw, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { z } from 'zod/mini';
import { errorCatalogue } from '../../../../../domain/errors/error-codes';
import type { ToyotaParseResponse } from '../../../../../domain/ingestion/ingestion-api';
import { MAX_RETRIES } from '../../../../components/errors/error-variants';
import { UploadError } from '../../../../components/errors/inline-error-screens';
import { Button } from '../../../../components/ui/button';
import { controlClass } from '../../../../components/ui/input';
import { notify } from '../../../../components/ui/toast';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';
import { AdminForm } from '../../form/admin-form';
import { fieldErrorOf } from '../../form/form-fields';
import { type ParseResult, parseWithSchema } from '../../form/form-issues';
import { type AdminFormApi, useAdminForm } from '../../form/use-admin-form';
import { AdminPageHeader } from '../../pages/admin-page';
import { sellerQueries } from '../../sellers/seller-api';
import { isFormRefusal, refusalAt } from '../shared/form-refusal';
import { PDF_ACCEPT, pdfFileProblem, readFileHead } from '../shared/price-list-file-rules';
import { createToyotaBatch, downloadParseResult, parseToyotaPdf } from './toyota-api';
import { defaultToyotaSeller } from './toyota-text';
import { ToyotaCounts, ToyotaVariantsTable } from './toyota-variants';

/** The chosen file with the browser's verdict on it (read from its first bytes when chosen). */
type CheckedPdf = { file: File; problem: string | null };
type UploadValues = { pdf: CheckedPdf | null };

const NO_PDF: UploadValues = { pdf: null };

function parseUpload({ pdf }: UploadValues): ParseResult<File> {
  if (!pdf) return { issues: [{ path: 'pdf', message: 'Vælg prislisten (en PDF-fil).' }] };
  return pdf.problem ? { issues: [{ path: 'pdf', message: pdf.problem }] } : { data: pdf.file };
}

/** Why the upload failed, above the failure screen: the network, or the server's own sentence. */
function uploadFailureText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === NETWORK_ERROR_STATUS) return errorCatalogue.NETWORK.message;
  if (error.status >= 400 && error.status < 500 && !error.message.startsWith('HTTP ')) return error.message;
  return null;
}

/**
 * /admin/toyota-pdf: choose the price list (a form on the admin form layer: the file is checked when
 * chosen and on sending, the server's refusal stands beside it), read it with upload progress, then
 * make a review for a seller. A failed upload shows the failure screen, whose 'Prøv igen' sends the
 * form again.
 */
export function ToyotaPdfPage() {
  const [progress, setProgress] = useState(0);
  const [attempts, setAttempts] = useState(0);
  const parse = useMutation({
    mutationFn: (file: File) => parseToyotaPdf(file, setProgress),
    onMutate: () => setProgress(0),
    onError: (error) =>
      console.error('Mutation failed', { context: 'toyota pdf parse', kind: 'upload', error }),
  });
  const upload = useAdminForm({
    defaultValues: NO_PDF,
    parse: parseUpload,
    fieldOfPath: (path) => (path === 'file' ? 'pdf' : path),
    kind: 'upload',
    submit: async (file) => {
      try {
        await parse.mutateAsync(file);
      } catch (error) {
        // Any other failure is the upload's: the failure screen below offers 'Prøv igen'.
        if (isFormRefusal(error)) throw refusalAt(error, 'file');
      }
    },
    blockNavigation: false,
  });
  const uploadFailed = parse.isError && !isFormRefusal(parse.error);

  const readAnother = () => {
    parse.reset();
    setAttempts(0);
    upload.form.reset(NO_PDF);
  };

  return (
    <>
      <AdminPageHeader
        title="Toyota-prisliste"
        description="Læs Toyota Danmarks privatleasing-prisliste, se varianterne og lav en gennemgang til en sælger."
        actions={
          parse.data ? (
            <Button variant="secondary" onClick={readAnother}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Læs en anden fil
            </Button>
          ) : null
        }
      />

      {parse.data ? (
        <ParsedPriceList result={parse.data} file={parse.variables} />
      ) : (
        <>
          {uploadFailed ? (
            <div className="space-y-3">
              {uploadFailureText(parse.error) ? (
                <p
                  role="status"
                  className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
                >
                  {uploadFailureText(parse.error)}
                </p>
              ) : null}
              <UploadError
                retry={{
                  onRetry: () => {
                    setAttempts((count) => count + 1);
                    void upload.submit();
                  },
                  attempts,
                  maxAttempts: MAX_RETRIES.upload,
                }}
                onCancel={() => {
                  parse.reset();
                  setAttempts(0);
                }}
              />
            </div>
          ) : null}
          {/* Hidden, not unmounted, while the failure screen shows: a retry's refusal lands on its field. */}
          <div hidden={uploadFailed}>
            <AdminForm
              handle={upload}
              className="max-w-2xl space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80 sm:p-6"
            >
              <PdfField
                form={upload.form}
                onChosen={() => parse.reset()}
                uploading={parse.isPending}
                progress={progress}
              />
            </AdminForm>
          </div>
        </>
      )}
    </>
  );
}

function PdfField({
  form,
  onChosen,
  uploading,
  progress,
}: {
  form: AdminFormApi<UploadValues>;
  onChosen: () => void;
  uploading: boolean;
  progress: number;
}) {
  const id = useId();
  return (
    <form.Field name="pdf">
      {(field) => {
        const problem = fieldErrorOf(field);
        return (
          <div className="flex items-start gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <FileText aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <label htmlFor={id} className="block font-semibold text-zinc-900">
                Prisliste (PDF)
              </label>
              <p id={`${id}-hint`} className="mt-0.5 text-sm text-zinc-600">
                Én PDF-fil på højst 25 MB – Toyota Danmarks privatleasing-priser. Intet gemmes, før du
                opretter en gennemgang.
              </p>
              <input
                id={id}
                name={field.name}
                type="file"
                accept={PDF_ACCEPT}
                disabled={uploading}
                aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
                aria-invalid={problem ? true : undefined}
                onChange={async (event) => {
                  const file = event.target.files?.[0] ?? null;
                  onChosen();
                  field.handleChange(
                    file && { file, problem: pdfFileProblem(file, await readFileHead(file)) },
                  );
                  // Named at once, not only on sending: a file that is no PDF.
                  await form.validate('submit');
                }}
                className={`${controlClass} mt-3 py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
              />
              {problem ? (
                <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
                  {problem}
                </p>
              ) : null}
              {uploading ? (
                <div className="mt-3">
                  <progress
                    className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
                    max={1}
                    value={progress}
                    aria-label="Upload"
                  />
                  <p className="mt-1 text-sm text-zinc-600" aria-live="polite">
                    {progress < 1 ? `Uploader ${field.state.value?.file.name ?? ''} …` : 'Læser prislisten …'}
                  </p>
                </div>
              ) : null}
              <div className="mt-4">
                <form.SubmitButton pendingLabel="Læser …">
                  <Upload aria-hidden="true" className="size-4" />
                  Læs prislisten
                </form.SubmitButton>
              </div>
            </div>
          </div>
        );
      }}
    </form.Field>
  );
}

const sellerChoiceSchema = z.object({ seller_id: z.uuid({ error: 'Vælg en sælger' }) });

function ParsedPriceList({ result, file }: { result: ToyotaParseResponse; file: File }) {
  const sellers = useQuery(sellerQueries.list({ limit: 100 }));
  return (
    <>
      <ToyotaCounts result={result} />
      {/* Mounted again once the sellers are in, so the Toyota dealer is the form's starting value. */}
      <CreateReviewForm
        key={sellers.data ? 'sellers' : 'loading'}
        result={result}
        file={file}
        sellers={sellers.data?.items}
        sellersFailed={sellers.isError}
      />
      {result.variants.length === 0 ? (
        <p className="rounded-2xl bg-white px-4 py-10 text-center text-zinc-600 ring-1 ring-zinc-200/80">
          Der blev ikke fundet nogen varianter i filen.
        </p>
      ) : (
        <ToyotaVariantsTable result={result} />
      )}
    </>
  );
}

type SellerItem = { id: string; name: string; make_name: string | null };

/** The review to make: the seller (the one Toyota dealer preselected) and 'Opret gennemgang'. */
function CreateReviewForm({
  result,
  file,
  sellers,
  sellersFailed,
}: {
  result: ToyotaParseResponse;
  file: File;
  sellers: SellerItem[] | undefined;
  sellersFailed: boolean;
}) {
  const navigate = useNavigate();
  const admin = useAdminForm({
    defaultValues: { seller_id: defaultToyotaSeller(sellers ?? []) },
    parse: (values: { seller_id: string }) => parseWithSchema(sellerChoiceSchema, values),
    kind: 'create',
    submit: async ({ seller_id }) => {
      try {
        const created = await createToyotaBatch({ sellerId: seller_id, file });
        notify.success('Gennemgangen er oprettet');
        await navigate({
          to: '/admin/batches/$batchId/review',
          params: { batchId: created.batch_id },
          search: { type: undefined, status: undefined },
        });
      } catch (error) {
        console.error('Mutation failed', { context: 'toyota batch', kind: 'create', error });
        throw isFormRefusal(error) ? refusalAt(error, '') : error;
      }
    },
    blockNavigation: false,
  });
  const sellerOptions = (sellers ?? []).map((seller) => ({
    value: seller.id,
    label: seller.make_name ? `${seller.name} (${seller.make_name})` : seller.name,
  }));

  return (
    <AdminForm
      handle={admin}
      className="mb-6 space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80"
    >
      <div className="flex flex-wrap items-end gap-3">
        <admin.form.AppField name="seller_id">
          {(field) => (
            <field.SelectField
              label="Sælger"
              className="min-w-64"
              placeholder={sellers ? 'Vælg sælger' : 'Henter sælgere…'}
              options={sellerOptions}
            />
          )}
        </admin.form.AppField>
        <admin.form.SubmitButton pendingLabel="Opretter …" disabled={result.variants.length === 0}>
          <ClipboardCheck aria-hidden="true" className="size-4" />
          Opret gennemgang
        </admin.form.SubmitButton>
        <Button variant="secondary" onClick={() => downloadParseResult(result)}>
          <Download aria-hidden="true" className="size-4" />
          Download JSON
        </Button>
      </div>
      <p className="text-sm text-zinc-600">
        Gennemgangen sammenligner prislisten med sælgerens annoncer. Intet ændres, før du godkender og
        anvender ændringerne.
      </p>
      {sellersFailed ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Der opstod en fejl ved hentning af data
        </p>
      ) : null}
    </AdminForm>
  );
}
