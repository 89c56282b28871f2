import { backgroundRemovalApi } from '../../../domain/api/background-removal-api';
import type { ResponseOf } from '../../../domain/api/endpoint';
import { ApiError, NETWORK_ERROR_STATUS } from '../../lib/api-client';

type BackgroundRemovalResponse = ResponseOf<typeof backgroundRemovalApi.removeBackground>;

/** POST /api/background-removal with the photo; failures become ApiError with the server's text. */
export async function requestBackgroundRemoval(
  file: File,
  signal?: AbortSignal,
): Promise<BackgroundRemovalResponse> {
  const form = new FormData();
  form.append('file', file);
  let response: Response;
  try {
    response = await fetch(backgroundRemovalApi.removeBackground.path, {
      method: 'POST',
      body: form,
      headers: { Accept: 'application/json' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_STATUS, 'NETWORK', 'Netværksfejl - prøv igen senere');
  }
  const payload = (await response.json().catch(() => null)) as
    | (BackgroundRemovalResponse & { error?: string; code?: string })
    | null;
  if (response.ok && payload) return payload;
  throw new ApiError(
    response.status,
    typeof payload?.code === 'string' ? payload.code : undefined,
    typeof payload?.error === 'string' ? payload.error : 'Der opstod en fejl ved behandling af anmodningen',
  );
}
