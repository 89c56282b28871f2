import type { ExtractorName } from '../../../../../domain/ingestion/extracted-price-list';
import type { ExtractionSourceKind } from '../../../../../domain/ingestion/ingestion-api';
import { PRICE_LIST_MAX_REQUEST_BYTES } from '../shared/price-list-file-rules';
import type { StartExtractionRequest } from '../shared/start-extraction';

/** The server starts at most this many sessions per request. */
export const MAX_FILES_PER_START = 10;

/** Everything the admin has chosen on the start page; kept while uploading and after a failed upload. */
export type ExtractionForm = {
  sellerId: string;
  sourceKind: ExtractionSourceKind;
  pdfFiles: File[];
  url: string;
  text: string;
  csvFile: File | null;
  csvText: string;
  extractor: ExtractorName;
};

export type FormField = 'seller_id' | 'files' | 'url' | 'text' | 'csv' | 'extractor';
export type FormErrors = Partial<Record<FormField, string>>;

export const initialExtractionForm = (sellerId: string | undefined): ExtractionForm => ({
  sellerId: sellerId ?? '',
  sourceKind: 'pdf_upload',
  pdfFiles: [],
  url: '',
  text: '',
  csvFile: null,
  csvText: '',
  extractor: 'auto',
});

function urlProblem(url: string): string | undefined {
  if (!url) return 'Indtast prislistens adresse';
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:'
      ? undefined
      : 'Adressen skal begynde med https://';
  } catch {
    return 'Adressen er ikke gyldig – den skal begynde med https://';
  }
}

/** The browser's own check before sending: what is missing, per field (Danish). */
export function validateExtractionForm(form: ExtractionForm): FormErrors {
  const errors: FormErrors = {};
  if (!form.sellerId) errors.seller_id = 'Vælg en sælger';
  switch (form.sourceKind) {
    case 'pdf_upload':
      if (form.pdfFiles.length === 0) errors.files = 'Vælg mindst én PDF-fil';
      else if (form.pdfFiles.length > MAX_FILES_PER_START) {
        errors.files = `Højst ${MAX_FILES_PER_START} filer ad gangen`;
      } else if (form.pdfFiles.reduce((sum, file) => sum + file.size, 0) > PRICE_LIST_MAX_REQUEST_BYTES) {
        errors.files =
          'Filerne er for store til én overførsel (højst 60 MB i alt). Send dem i flere omgange.';
      }
      break;
    case 'pdf_url': {
      const problem = urlProblem(form.url.trim());
      if (problem) errors.url = problem;
      break;
    }
    case 'text':
      if (!form.text.trim()) errors.text = 'Indsæt prislistens tekst';
      break;
    case 'csv':
      if (!form.csvFile && !form.csvText.trim()) errors.csv = 'Vælg en CSV-fil eller indsæt CSV-tekst';
      break;
  }
  return errors;
}

/** The request for the chosen source only (the other tabs' contents stay in the form, unsent). */
export function toStartRequest(form: ExtractionForm): StartExtractionRequest {
  const base = { sellerId: form.sellerId, extractor: form.extractor, sourceKind: form.sourceKind };
  switch (form.sourceKind) {
    case 'pdf_upload':
      return { ...base, files: form.pdfFiles };
    case 'pdf_url':
      return { ...base, url: form.url.trim() };
    case 'text':
      return { ...base, text: form.text };
    case 'csv':
      return form.csvFile ? { ...base, files: [form.csvFile] } : { ...base, text: form.csvText };
  }
}

/** Where the server's issue about a field belongs on the page. */
export function fieldOfIssue(path: string, sourceKind: ExtractionSourceKind): FormField | undefined {
  const head = path.split('.')[0];
  if (head === 'seller_id' || head === 'extractor' || head === 'url') return head;
  if (head === 'files') return sourceKind === 'csv' ? 'csv' : 'files';
  if (head === 'text') return sourceKind === 'csv' ? 'csv' : 'text';
  return undefined;
}
