import { type Endpoint, type PathArgs, pathOf, type ResponseOf } from '../../domain/api/endpoint';
import { apiErrorOf, networkError } from './api-client';

type UploadOptions = {
  params?: Record<string, string>;
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
};

/**
 * Posts multipart form data to an upload endpoint of the contract. XMLHttpRequest rather than fetch,
 * because only it reports upload progress; a failure becomes the same ApiError apiCall throws, and an
 * abort (through `signal`) rejects with an AbortError.
 */
export function uploadForm<E extends Endpoint<'POST'>>(
  endpoint: E,
  form: FormData,
  options: PathArgs<E['path']> & Omit<UploadOptions, 'params'>,
): Promise<ResponseOf<E>> {
  const { params, onProgress, signal } = options as UploadOptions;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', pathOf(endpoint.path, params));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): the status alone tells what happened.
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload) resolve(payload as ResponseOf<E>);
      else reject(apiErrorOf(xhr.status, payload));
    };
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
