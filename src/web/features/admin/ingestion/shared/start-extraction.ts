import type { ExtractorName } from '../../../../../domain/ingestion/extracted-price-list';
import type {
  ExtractionSourceKind,
  StartExtractionResponse,
} from '../../../../../domain/ingestion/ingestion-api';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';

export type StartExtractionRequest = {
  sellerId: string;
  extractor: ExtractorName;
  sourceKind: ExtractionSourceKind;
  files?: readonly File[];
  url?: string;
  text?: string;
};

/**
 * POST /api/admin/extraction-sessions as multipart form data. XMLHttpRequest rather than fetch,
 * because only it reports upload progress; a failure becomes the same ApiError (with the server's
 * per-field issues) apiRequest throws. `signal` aborts the upload.
 */
export function startExtraction(
  request: StartExtractionRequest,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<StartExtractionResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/extraction-sessions');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK', 'Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone tells what happened.
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload) {
        resolve(payload as StartExtractionResponse);
        return;
      }
      const { error, code, issues } = (payload ?? {}) as {
        error?: unknown;
        code?: unknown;
        issues?: unknown;
      };
      reject(
        new ApiError(
          xhr.status,
          typeof code === 'string' ? code : undefined,
          typeof error === 'string' ? error : `HTTP ${xhr.status}`,
          Array.isArray(issues)
            ? issues.filter(
                (issue): issue is { path: string; message: string } =>
                  typeof issue?.path === 'string' && typeof issue?.message === 'string',
              )
            : [],
        ),
      );
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(toFormData(request));
  });
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
