import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { StartExtractionResponse } from '../../../../../domain/ingestion/ingestion-api';
import { MAX_RETRIES } from '../../../../components/errors/error-variants';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';
import { extractionQueries } from '../shared/extraction-sessions-api';
import { type StartExtractionRequest, startExtraction } from '../shared/start-extraction';

export type StartPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  /** The upload itself failed (network, server, too large): the 'Fil upload fejlede' screen. */
  | { kind: 'failed'; code: string | undefined; retries: number };

export const UPLOAD_MAX_RETRIES = MAX_RETRIES.upload;

/** A failure the admin can fix in the form (a field, the file's content, the seller), not a failed upload. */
function isFormError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status !== NETWORK_ERROR_STATUS &&
    error.status < 500 &&
    error.status !== 413 &&
    error.status !== 408 &&
    error.status !== 429
  );
}

/**
 * Sends the start request with upload progress. A failed upload keeps the request, so 'Prøv igen'
 * sends exactly the same again and 'Annuller' goes back to the untouched form; a refusal the form
 * can show (400 with issues, a file the server did not accept) comes back as `formError`.
 */
export function useStartExtraction(onStarted: (result: StartExtractionResponse) => void) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<StartPhase>({ kind: 'idle' });
  const [formError, setFormError] = useState<ApiError | null>(null);
  const lastRequest = useRef<StartExtractionRequest | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onStartedRef = useRef(onStarted);
  onStartedRef.current = onStarted;

  const send = useCallback(
    async (request: StartExtractionRequest, retries: number) => {
      lastRequest.current = request;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setFormError(null);
      setPhase({ kind: 'uploading', progress: 0 });
      try {
        const result = await startExtraction(
          request,
          (progress) => {
            if (!abort.signal.aborted) setPhase({ kind: 'uploading', progress });
          },
          abort.signal,
        );
        await queryClient.invalidateQueries({ queryKey: extractionQueries.all });
        setPhase({ kind: 'idle' });
        onStartedRef.current(result);
      } catch (error) {
        if (abort.signal.aborted) return;
        console.error('Mutation failed', { context: 'extraction start', kind: 'upload', error });
        if (isFormError(error)) {
          setFormError(error);
          setPhase({ kind: 'idle' });
        } else {
          setPhase({ kind: 'failed', code: error instanceof ApiError ? error.code : undefined, retries });
        }
      }
    },
    [queryClient],
  );

  const start = useCallback((request: StartExtractionRequest) => void send(request, 0), [send]);

  const retry = useCallback(() => {
    if (phase.kind !== 'failed' || !lastRequest.current) return;
    void send(lastRequest.current, phase.retries + 1);
  }, [phase, send]);

  /** Stops an upload in progress, or leaves the failure screen; the form keeps what was chosen. */
  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setPhase({ kind: 'idle' });
  }, []);

  return { phase, formError, start, retry, cancel };
}
