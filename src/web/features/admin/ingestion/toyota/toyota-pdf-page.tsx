import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ClipboardCheck, Download, FileText, RotateCcw, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { errorCatalogue } from '../../../../../domain/errors/error-codes';
import type { ToyotaParseResponse } from '../../../../../domain/ingestion/ingestion-api';
import { MAX_RETRIES } from '../../../../components/errors/error-variants';
import { UploadError } from '../../../../components/errors/inline-error-screens';
import { Button } from '../../../../components/ui/button';
import { controlClass } from '../../../../components/ui/input';
import { notify } from '../../../../components/ui/toast';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';
import { AdminPageHeader } from '../../pages/admin-page';
import { LabelledSelect } from '../../sellers/labelled-select';
import { sellerQueries } from '../../sellers/seller-api';
import { PDF_ACCEPT, pdfFileProblem, readFileHead } from '../shared/price-list-file-rules';
import { createToyotaBatch, downloadParseResult, parseToyotaPdf } from './toyota-api';
import { defaultToyotaSeller } from './toyota-text';
import { ToyotaCounts, ToyotaVariantsTable } from './toyota-variants';

/** The server's own Danish sentence (e.g. "not a Toyota price list"), when it gave one. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === NETWORK_ERROR_STATUS) return errorCatalogue.NETWORK.message;
  if (error.status >= 400 && error.status < 500 && !error.message.startsWith('HTTP ')) return error.message;
  return null;
}

export function ToyotaPdfPage() {
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [attempts, setAttempts] = useState(0);
  const [inputKey, setInputKey] = useState(0);

  const parse = useMutation({
    mutationFn: (chosen: File) => parseToyotaPdf(chosen, setProgress),
    onMutate: () => setProgress(0),
    onError: (error) =>
      console.error('Mutation failed', { context: 'toyota pdf parse', kind: 'upload', error }),
  });

  const reset = () => {
    parse.reset();
    setFile(null);
    setFileProblem(null);
    setAttempts(0);
    setInputKey((key) => key + 1);
  };

  const choose = async (chosen: File | null) => {
    parse.reset();
    setFile(chosen);
    setAttempts(0);
    setFileProblem(chosen ? pdfFileProblem(chosen, await readFileHead(chosen)) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileProblem('Vælg prislisten (en PDF-fil).');
      return;
    }
    if (fileProblem) return;
    parse.mutate(file);
  };

  return (
    <>
      <AdminPageHeader
        title="Toyota-prisliste"
        description="Læs Toyota Danmarks privatleasing-prisliste, se varianterne og lav en gennemgang til en sælger."
        actions={
          parse.data ? (
            <Button variant="secondary" onClick={reset}>
              <RotateCcw aria-hidden="true" className="size-4" />
              Læs en anden fil
            </Button>
          ) : null
        }
      />

      {parse.isError ? (
        <div className="space-y-3">
          {serverMessage(parse.error) ? (
            <p
              role="status"
              className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900 ring-1 ring-red-200"
            >
              {serverMessage(parse.error)}
            </p>
          ) : null}
          <UploadError
            retry={{
              onRetry: () => {
                setAttempts((count) => count + 1);
                if (file) parse.mutate(file);
              },
              attempts,
              maxAttempts: MAX_RETRIES.upload,
            }}
            onCancel={reset}
          />
        </div>
      ) : parse.data && file ? (
        <ParsedPriceList result={parse.data} file={file} />
      ) : (
        <UploadForm
          key={inputKey}
          file={file}
          problem={fileProblem}
          uploading={parse.isPending}
          progress={progress}
          onChoose={choose}
          onSubmit={submit}
        />
      )}
    </>
  );
}

function UploadForm({
  file,
  problem,
  uploading,
  progress,
  onChoose,
  onSubmit,
}: {
  file: File | null;
  problem: string | null;
  uploading: boolean;
  progress: number;
  onChoose: (file: File | null) => void;
  onSubmit: (event: FormEvent) => void;
}) {
  const id = useId();
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="max-w-2xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80 sm:p-6"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
          <FileText aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="block font-semibold text-zinc-900">
            Prisliste (PDF)
          </label>
          <p id={`${id}-hint`} className="mt-0.5 text-sm text-zinc-600">
            Én PDF-fil på højst 25 MB – Toyota Danmarks privatleasing-priser. Intet gemmes, før du opretter en
            gennemgang.
          </p>
          <input
            id={id}
            type="file"
            accept={PDF_ACCEPT}
            disabled={uploading}
            aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
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
                {progress < 1 ? `Uploader ${file?.name ?? ''} …` : 'Læser prislisten …'}
              </p>
            </div>
          ) : null}
          <Button type="submit" className="mt-4" disabled={uploading || (file !== null && problem !== null)}>
            <Upload aria-hidden="true" className="size-4" />
            {uploading ? 'Læser …' : 'Læs prislisten'}
          </Button>
        </div>
      </div>
    </form>
  );
}

function ParsedPriceList({ result, file }: { result: ToyotaParseResponse; file: File }) {
  const navigate = useNavigate();
  const sellers = useQuery(sellerQueries.list({ limit: 100 }));
  const [chosenSeller, setChosenSeller] = useState<string | null>(null);
  const [batchError, setBatchError] = useState<string | null>(null);
  const sellerId = chosenSeller ?? defaultToyotaSeller(sellers.data?.items ?? []);

  const createBatch = useMutation({
    mutationFn: createToyotaBatch,
    onMutate: () => setBatchError(null),
    onSuccess: async (created) => {
      notify.success('Gennemgangen er oprettet');
      await navigate({
        to: '/admin/batches/$batchId/review',
        params: { batchId: created.batch_id },
        search: { type: undefined, status: undefined },
      });
    },
    onError: (error) => {
      console.error('Mutation failed', { context: 'toyota batch', kind: 'create', error });
      setBatchError(serverMessage(error) ?? 'Der opstod en fejl ved oprettelse');
    },
  });

  return (
    <>
      <ToyotaCounts result={result} />

      <section className="mb-6 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/80">
        <LabelledSelect
          label="Sælger"
          stacked
          value={sellerId}
          placeholder={sellers.isPending ? 'Henter sælgere…' : 'Vælg sælger'}
          options={(sellers.data?.items ?? []).map((seller) => ({
            value: seller.id,
            label: seller.make_name ? `${seller.name} (${seller.make_name})` : seller.name,
          }))}
          onChange={(event) => setChosenSeller(event.target.value)}
          selectClassName="min-w-64"
        />
        <Button
          disabled={!sellerId || createBatch.isPending || result.variants.length === 0}
          onClick={() => createBatch.mutate({ sellerId, file })}
        >
          <ClipboardCheck aria-hidden="true" className="size-4" />
          {createBatch.isPending ? 'Opretter …' : 'Opret gennemgang'}
        </Button>
        <Button variant="secondary" onClick={() => downloadParseResult(result)}>
          <Download aria-hidden="true" className="size-4" />
          Download JSON
        </Button>
        <p className="w-full text-sm text-zinc-600">
          Gennemgangen sammenligner prislisten med sælgerens annoncer. Intet ændres, før du godkender og
          anvender ændringerne.
        </p>
        {sellers.isError ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            Der opstod en fejl ved hentning af data
          </p>
        ) : null}
        {batchError ? (
          <p role="alert" className="w-full text-sm font-medium text-red-700">
            {batchError}
          </p>
        ) : null}
      </section>

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
