import { adminExtractionApi } from '../../../../../domain/api/admin-extraction-api';
import type { ExtractorName } from '../../../../../domain/ingestion/extracted-price-list';
import type { ExtractionSourceKind } from '../../../../../domain/ingestion/ingestion-api';
import { uploadForm } from '../../../../lib/upload-form';

export type StartExtractionRequest = {
  sellerId: string;
  extractor: ExtractorName;
  sourceKind: ExtractionSourceKind;
  files?: readonly File[];
  url?: string;
  text?: string;
};

/**
 * POST /api/admin/extraction-sessions as multipart form data with upload progress; a failure is an
 * ApiError with the server's per-field issues. `signal` aborts the upload.
 */
export function startExtraction(
  request: StartExtractionRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
) {
  return uploadForm(adminExtractionApi.startSessions, toFormData(request), { onProgress, signal });
}

function toFormData(request: StartExtractionRequest): FormData {
  const form = new FormData();
  form.append('seller_id', request.sellerId);
  form.append('extractor', request.extractor);
  form.append('source_kind', request.sourceKind);
  for (const file of request.files ?? []) form.append('files', file);
  if (request.url !== undefined) form.append('url', request.url);
  if (request.text !== undefined) form.append('text', request.text);
  return form;
}
