import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationKind, mutationErrorMessage } from '../../../../domain/errors/mutation-messages';
import { notify } from '../../../components/ui/toast';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../lib/api-client';

/**
 * A write in the admin area: on failure the spec's Danish message for its kind as a toast and
 * 'Mutation failed' in the console, with the form left as it was; on success a toast and the given
 * queries refetched. A 409 STALE_VERSION gets no toast: the form shows its StaleVersionNotice
 * (read the message with `staleVersionMessageOf(mutation.error)`).
 */
export function useAdminMutation<TVariables, TResult>({
  kind,
  context,
  mutationFn,
  successMessage,
  invalidate = [],
  onSuccess,
}: {
  kind: MutationKind;
  /** Written to the log with the failure, e.g. 'seller create'. */
  context: string;
  mutationFn: (variables: TVariables) => Promise<TResult>;
  successMessage?: string | ((result: TResult) => string);
  invalidate?: QueryKey[];
  onSuccess?: (result: TResult, variables: TVariables) => void | Promise<void>;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (successMessage) {
        notify.success(typeof successMessage === 'function' ? successMessage(result) : successMessage);
      }
      await onSuccess?.(result, variables);
    },
    onError: (error) => {
      const failure =
        error instanceof ApiError
          ? { status: error.status, code: error.code, message: error.message }
          : { status: NETWORK_ERROR_STATUS };
      if (staleVersionMessageOf(error) !== null) {
        console.warn('Mutation refused: stale version', { context, kind });
        return;
      }
      console.error('Mutation failed', { context, kind, error });
      notify.error(mutationErrorMessage(kind, failure));
    },
  });
}

/** The server's message for one field of a rejected body, for showing beside that field. */
export function fieldError(error: unknown, path: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.issues.find((issue) => issue.path === path)?.message;
}

/** The server's message when a save was refused because someone saved first (ADR 037), else null. */
export function staleVersionMessageOf(error: unknown): string | null {
  return error instanceof ApiError && error.code === 'STALE_VERSION' ? error.message : null;
}
