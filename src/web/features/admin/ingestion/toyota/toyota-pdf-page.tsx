import { useMutation, useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { errorCatalogue } from '../../../../../domain/errors/error-codes';
import type { ToyotaParseResponse } from '../../../../../domain/ingestion/ingestion-api';
import { MAX_RETRIES } from '../../../../components/errors/error-variants';
import { UploadError } from '../../../../components/errors/inline-error-screens';
import { Button } from '../../../../components/ui/button';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';
import { AdminForm } from '../../form/admin-form';
import type { ParseResult } from '../../form/form-issues';
import { useAdminForm } from '../../form/use-admin-form';
import { AdminPageHeader } from '../../pages/admin-page';
import { sellerQueries } from '../../sellers/seller-api';
import { isFormRefusal, refusalAt } from '../shared/form-refusal';
import { CreateReviewForm } from './create-review-form';
import { parseToyotaPdf } from './toyota-api';
import { PdfField, type UploadValues } from './toyota-pdf-field';
import { ToyotaCounts, ToyotaVariantsTable } from './toyota-variants';

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
    submitVerb: 'upload',
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
