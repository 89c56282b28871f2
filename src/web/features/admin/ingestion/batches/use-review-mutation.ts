import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { type MutationKind, mutationErrorMessage } from '../../../../../domain/errors/mutation-messages';
import { notify } from '../../../../components/ui/toast';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';
import { staleVersionMessageOf } from '../../shared/use-admin-mutation';

/**
 * useAdminMutation for the review's writes, except that a refusal the server explains (409/422, e.g.
 * "Batchen er allerede anvendt…", an unknown make) shows the server's Danish sentence, not the generic one.
 */
export function reviewErrorMessage(kind: MutationKind, error: unknown): string {
  if (!(error instanceof ApiError)) return mutationErrorMessage(kind, { status: NETWORK_ERROR_STATUS });
  const explained =
    (error.status === 409 || error.status === 422) &&
    error.code !== 'VALIDATION' &&
    !error.message.startsWith('HTTP ');
  if (explained) return error.message;
  return mutationErrorMessage(kind, { status: error.status, code: error.code, message: error.message });
}

export function useReviewMutation<TVariables, TResult>({
  kind,
  context,
  mutationFn,
  successMessage,
  invalidate,
}: {
  kind: MutationKind;
  context: string;
  mutationFn: (variables: TVariables) => Promise<TResult>;
  successMessage?: (result: TResult, variables: TVariables) => string;
  invalidate: QueryKey[];
}) {
  const queryClient = useQueryClient();
  const refetch = () =>
    Promise.all(invalidate.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: async (result, variables) => {
      await refetch();
      if (successMessage) notify.success(successMessage(result, variables));
    },
    onError: async (error) => {
      // Saved by someone else since it was loaded (ADR 037): the screen shows its StaleVersionNotice and
      // keeps what it shows until the admin reloads.
      if (staleVersionMessageOf(error) !== null) {
        console.warn('Mutation refused: stale version', { context, kind });
        return;
      }
      console.error('Mutation failed', { context, kind, error });
      notify.error(reviewErrorMessage(kind, error));
      // The batch may have moved on (applied in another tab): show its real state.
      await refetch();
    },
  });
}
