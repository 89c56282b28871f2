import type { FieldIssue } from '../../../../../domain/api/endpoint';
import type { ExtractorName } from '../../../../../domain/ingestion/extracted-price-list';
import {
  type ExtractionSourceKind,
  startExtractionFieldsSchema,
} from '../../../../../domain/ingestion/ingestion-api';
import { type ParseResult, parseWithSchema } from '../../form/form-issues';
import { PRICE_LIST_MAX_REQUEST_BYTES } from '../shared/price-list-file-rules';
import type { StartExtractionRequest } from '../shared/start-extraction';

/** The server starts at most this many sessions per request. */
export const MAX_FILES_PER_START = 10;

/**
 * Everything the admin has chosen on the start page, named like the request's fields where there is
 * one (so the server's issues land by path); the other tabs' contents stay, unsent.
 */
export type ExtractionFormValues = {
  seller_id: string;
  source_kind: ExtractionSourceKind;
  /** The PDF files of 'Upload PDF'. */
  files: File[];
  url: string;
  text: string;
  csv_file: File | null;
  csv_text: string;
  extractor: ExtractorName;
};

export const initialExtractionValues = (sellerId: string | undefined): ExtractionFormValues => ({
  seller_id: sellerId ?? '',
  source_kind: 'pdf_upload',
  files: [],
  url: '',
  text: '',
  csv_file: null,
  csv_text: '',
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

/** What the chosen source lacks, beyond the schema the server checks the fields with (Danish). */
function sourceIssues(values: ExtractionFormValues): FieldIssue[] {
  const issue = (path: string, message: string) => [{ path, message }];
  switch (values.source_kind) {
    case 'pdf_upload':
      if (values.files.length === 0) return issue('files', 'Vælg mindst én PDF-fil');
      if (values.files.length > MAX_FILES_PER_START) {
        return issue('files', `Højst ${MAX_FILES_PER_START} filer ad gangen`);
      }
      if (values.files.reduce((sum, file) => sum + file.size, 0) > PRICE_LIST_MAX_REQUEST_BYTES) {
        return issue(
          'files',
          'Filerne er for store til én overførsel (højst 60 MB i alt). Send dem i flere omgange.',
        );
      }
      return [];
    case 'pdf_url': {
      const problem = urlProblem(values.url.trim());
      return problem ? issue('url', problem) : [];
    }
    case 'text':
      return values.text.trim() ? [] : issue('text', 'Indsæt prislistens tekst');
    case 'csv':
      return values.csv_file || values.csv_text.trim()
        ? []
        : issue('csv_file', 'Vælg en CSV-fil eller indsæt CSV-tekst');
  }
}

/** The request for the chosen source only (the other tabs' contents stay in the form, unsent). */
export function toStartRequest(values: ExtractionFormValues): StartExtractionRequest {
  const base = { sellerId: values.seller_id, extractor: values.extractor, sourceKind: values.source_kind };
  switch (values.source_kind) {
    case 'pdf_upload':
      return { ...base, files: values.files };
    case 'pdf_url':
      return { ...base, url: values.url.trim() };
    case 'text':
      return { ...base, text: values.text };
    case 'csv':
      return values.csv_file ? { ...base, files: [values.csv_file] } : { ...base, text: values.csv_text };
  }
}

/**
 * The form's values as the start request, checked by the fields schema the server uses plus the
 * chosen source's own rules; issues are keyed by the form's fields.
 */
export function parseExtractionForm(values: ExtractionFormValues): ParseResult<StartExtractionRequest> {
  const request = toStartRequest(values);
  const fields = parseWithSchema(startExtractionFieldsSchema, {
    seller_id: request.sellerId,
    extractor: request.extractor,
    source_kind: request.sourceKind,
    url: request.url,
    text: request.text,
  });
  const issues = onFormFields([...(fields.issues ?? []), ...sourceIssues(values)], values.source_kind);
  return issues.length > 0 ? { issues } : { data: request };
}

/** Issues keyed by the request's fields, keyed by the form's: on the CSV tab, 'files' and 'text' are its file. */
export function onFormFields(issues: readonly FieldIssue[], sourceKind: ExtractionSourceKind): FieldIssue[] {
  if (sourceKind !== 'csv') return [...issues];
  return issues.map((issue) => {
    const [head, ...rest] = issue.path.split('.');
    return head === 'files' || head === 'text' ? { ...issue, path: ['csv_file', ...rest].join('.') } : issue;
  });
}
