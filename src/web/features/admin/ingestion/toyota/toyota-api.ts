import type { ToyotaBatchResponse, ToyotaParseResponse } from '../../../../../domain/ingestion/ingestion-api';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';

/**
 * Posts multipart form data. XMLHttpRequest rather than fetch, because only it reports upload
 * progress; a failure becomes the same ApiError apiRequest throws.
 */
function postForm<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new ApiError(NETWORK_ERROR_STATUS, 'NETWORK', 'Network error'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone tells what happened.
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload) {
        resolve(payload as T);
        return;
      }
      const { error, code } = (payload ?? {}) as { error?: unknown; code?: unknown };
      reject(
        new ApiError(
          xhr.status,
          typeof code === 'string' ? code : undefined,
          typeof error === 'string' ? error : `HTTP ${xhr.status}`,
        ),
      );
    };
    xhr.send(form);
  });
}

/** POST /api/admin/toyota-pdf/parse: reads the price list without storing anything. */
export function parseToyotaPdf(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ToyotaParseResponse> {
  const form = new FormData();
  form.append('file', file);
  return postForm('/api/admin/toyota-pdf/parse', form, onProgress);
}

/** POST /api/admin/toyota-pdf/batch: runs the toyota extractor as a session and makes its batch. */
export function createToyotaBatch({
  sellerId,
  file,
}: {
  sellerId: string;
  file: File;
}): Promise<ToyotaBatchResponse> {
  const form = new FormData();
  form.append('seller_id', sellerId);
  form.append('file', file);
  return postForm('/api/admin/toyota-pdf/batch', form);
}

/** The parse result as a downloadable JSON file: toyota-prisliste-2025-09-14.json. */
export function downloadParseResult(result: ToyotaParseResponse, today = new Date()): void {
  const blob = new Blob([JSON.stringify(result, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `toyota-prisliste-${today.toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
