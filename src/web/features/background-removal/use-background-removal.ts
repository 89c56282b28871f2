import { useCallback, useEffect, useRef, useState } from 'react';
import type { BackgroundRemovalResponse } from '../../../domain/images/background-removal-api-types';
import { imageUploadErrors, precheckImageFile } from '../../../domain/images/listing-image-rules';
import { MAX_RETRIES } from '../../components/errors/error-variants';
import { ApiError } from '../../lib/api-client';
import { requestBackgroundRemoval } from './remove-background-request';

export type RemovalState =
  | { status: 'idle' }
  | { status: 'processing'; file: File; originalUrl: string }
  | { status: 'done'; file: File; originalUrl: string; result: BackgroundRemovalResponse }
  | { status: 'failed'; file: File; originalUrl: string | null; message: string; code: string | undefined };

/**
 * The POC page's one photo: checked in the browser first (empty, too large, not PNG/JPEG/WebP by its
 * first bytes), then sent; keeps the original's object URL for the side-by-side view and frees it when
 * the photo is replaced or the page left.
 */
export function useBackgroundRemoval() {
  const [state, setState] = useState<RemovalState>({ status: 'idle' });
  const [attempts, setAttempts] = useState(0);
  const objectUrl = useRef<string | null>(null);
  const request = useRef<AbortController | null>(null);

  const release = useCallback(() => {
    request.current?.abort();
    request.current = null;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = null;
  }, []);
  useEffect(() => release, [release]);

  const send = useCallback(async (file: File, originalUrl: string) => {
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'processing', file, originalUrl });
    try {
      const result = await requestBackgroundRemoval(file, controller.signal);
      if (!controller.signal.aborted) setState({ status: 'done', file, originalUrl, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      const apiError = error instanceof ApiError ? error : null;
      setState({
        status: 'failed',
        file,
        originalUrl,
        message: apiError?.message ?? 'Der opstod en fejl ved behandling af anmodningen',
        code: apiError?.code,
      });
    }
  }, []);

  const choose = useCallback(
    async (file: File) => {
      release();
      setAttempts(0);
      const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
      const problem = precheckImageFile(file, head);
      if (problem) {
        setState({
          status: 'failed',
          file,
          originalUrl: null,
          message: imageUploadErrors[problem].message,
          code: problem,
        });
        return;
      }
      objectUrl.current = URL.createObjectURL(file);
      await send(file, objectUrl.current);
    },
    [release, send],
  );

  const retry = useCallback(() => {
    if (state.status !== 'failed' || !state.originalUrl) return;
    setAttempts((count) => count + 1);
    void send(state.file, state.originalUrl);
  }, [send, state]);

  const reset = useCallback(() => {
    release();
    setAttempts(0);
    setState({ status: 'idle' });
  }, [release]);

  const canRetry = state.status === 'failed' && state.originalUrl !== null;
  return {
    state,
    choose,
    reset,
    retry: canRetry ? { onRetry: retry, attempts, maxAttempts: MAX_RETRIES.upload } : undefined,
  };
}
