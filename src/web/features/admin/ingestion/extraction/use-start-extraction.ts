import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { StartExtractionResponse } from '../../../../../domain/ingestion/ingestion-api';
import { MAX_RETRIES } from '../../../../components/errors/error-variants';
import { ApiError } from '../../../../lib/api-client';
import { extractionQueries } from '../shared/extraction-sessions-api';
import { isFormRefusal } from '../shared/form-refusal';
import { type StartExtractionRequest, startExtraction } from '../shared/start-extraction';

export type StartPhase =
  | { kind: 'idle' }
  | { kind: 'uploading'; progress: number }
  /** The upload itself failed (network, server, too large): the 'Fil upload fejlede' screen. */
  | { kind: 'failed'; code: string | undefined; retries: number };

export const UPLOAD_MAX_RETRIES = MAX_RETRIES.upload;

/**
 * Sends the start request with upload progress. `start` resolves when the runs started, the upload
 * failed (the phase says so; sending again from there counts as a retry) or was cancelled; it rejects
 * with the ApiError of a refusal the form can show (400 with issues, a file the server did not accept).
 */
export function useStartExtraction(onStarted: (result: StartExtractionResponse) => void) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<StartPhase>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async (request: StartExtractionRequest) => {
    const retries = phase.kind === 'failed' ? phase.retries + 1 : 0;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
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
      onStarted(result);
    } catch (error) {
      if (abort.signal.aborted) return;
      console.error('Mutation failed', { context: 'extraction start', kind: 'upload', error });
      if (isFormRefusal(error)) {
        setPhase({ kind: 'idle' });
        throw error;
      }
      setPhase({ kind: 'failed', code: error instanceof ApiError ? error.code : undefined, retries });
    }
  };

  /** Stops an upload in progress, or leaves the failure screen; the form keeps what was chosen. */
  const cancel = () => {
    controller.current?.abort();
    controller.current = null;
    setPhase({ kind: 'idle' });
  };

  return { phase, start, cancel };
}
