import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorCatalogue } from '../../../../../domain/errors/error-codes';
import { countNoun } from '../../../../../domain/format/count-noun';
import { formatMonthly } from '../../../../../domain/format/format-danish';
import { NOUN } from '../../../../../domain/format/nouns';
import { notify } from '../../../../components/ui/toast';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';
import { useStaleVersionNotice } from '../../form/use-stale-version-notice';
import { listingQueries } from '../../listings/listings-api';
import type { TypedChange } from '../../shared/stale-version-notice';
import {
  addChange,
  applyBatch,
  batchQueries,
  chooseChangePrice,
  createMissingModel,
  editChangeCar,
  type ReviewDecision,
  reviewChanges,
  splitChange,
} from './batch-api';
import { rememberedText } from './remembered-corrections';
import { appliedCountsText } from './review-text';
import { useReviewMutation } from './use-review-mutation';

const decisionDone: Record<ReviewDecision, string> = {
  approved: 'godkendt',
  rejected: 'afvist',
  pending: 'sat tilbage til afventer',
};

/** The server's Danish reason for a refused apply; the generic message when there was no answer. */
function applyFailureMessage(error: unknown): string {
  if (
    error instanceof ApiError &&
    error.status !== NETWORK_ERROR_STATUS &&
    !error.message.startsWith('HTTP ')
  ) {
    return error.message;
  }
  if (error instanceof ApiError && error.status === NETWORK_ERROR_STATUS)
    return errorCatalogue.NETWORK.message;
  return 'Der opstod en fejl ved anvendelse af ændringerne.';
}

/**
 * The batch review's writes; each refetches the batch so the screen shows the server's state. A write
 * from a stale copy (an apply or a price choice) opens the form layer's stale notice (`staleNotice`)
 * until the admin reloads or closes it.
 */
export function useBatchReview(batchId: string) {
  const queryClient = useQueryClient();
  const invalidate = [batchQueries.all];
  const [applyError, setApplyError] = useState<string | null>(null);
  const stale = useStaleVersionNotice(() => queryClient.invalidateQueries({ queryKey: batchQueries.all }));
  /** Opens the stale notice when `error` is a refusal as stale (ADR 037); false for any other error. */
  const reportStale = (error: unknown, changes: TypedChange[] = []) => stale.showIf(error, () => changes);

  const review = useReviewMutation({
    kind: 'update',
    context: 'batch review decision',
    mutationFn: ({ changeIds, decision }: { changeIds: string[]; decision: ReviewDecision }) =>
      reviewChanges({ batchId, changeIds, decision }),
    invalidate,
    successMessage: (_result, { changeIds, decision }) =>
      `${countNoun(changeIds.length, NOUN.change)} ${decisionDone[decision]}`,
  });

  const editCar = useReviewMutation({
    kind: 'save',
    context: 'batch change car edit',
    mutationFn: editChangeCar,
    invalidate,
    successMessage: () => 'Rettelsen er gemt',
  });

  const choosePrice = useReviewMutation({
    kind: 'save',
    context: 'batch change price choice',
    mutationFn: chooseChangePrice,
    invalidate,
    successMessage: (_result, { offer }) => `${formatMonthly(offer.monthly_price)} er valgt`,
  });

  const splitCar = useReviewMutation({
    kind: 'save',
    context: 'batch change split',
    mutationFn: splitChange,
    invalidate,
    successMessage: (_result, { identity }) =>
      `Bilen er delt: ${[identity.make, identity.model, identity.variant].join(' ')} er en ny ændring`,
  });

  const addCar = useReviewMutation({
    kind: 'create',
    context: 'batch change added',
    mutationFn: addChange,
    invalidate,
    successMessage: (_result, { car }) => `${[car.make, car.model, car.variant].join(' ')} er tilføjet`,
  });

  const createModel = useReviewMutation({
    kind: 'create',
    context: 'batch missing model',
    mutationFn: createMissingModel,
    invalidate,
    successMessage: (result) =>
      `${result.make_created ? `Mærket ${result.make} og modellen ${result.model} er oprettet` : `Modellen ${result.make} ${result.model} er oprettet`} – ${countNoun(result.converted, NOUN.change)} er nu nye annoncer, der kan godkendes`,
  });

  const apply = useMutation({
    mutationFn: (expectedVersion: number) => applyBatch(batchId, expectedVersion),
    onMutate: () => {
      setApplyError(null);
      stale.clear();
    },
    onSuccess: async (result) => {
      notify.success(`Ændringerne er anvendt: ${appliedCountsText(result.counts)}${rememberedText(result)}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: batchQueries.all }),
        queryClient.invalidateQueries({ queryKey: listingQueries.all }),
      ]);
    },
    onError: async (error) => {
      if (reportStale(error)) {
        console.warn('Mutation refused: stale version', { context: 'batch apply' });
        return;
      }
      console.error('Mutation failed', { context: 'batch apply', error });
      const message = applyFailureMessage(error);
      setApplyError(message);
      notify.error(`${message} Intet blev ændret.`);
      await queryClient.invalidateQueries({ queryKey: batchQueries.all });
    },
  });

  const decide = (changeIds: string[], decision: ReviewDecision) => review.mutate({ changeIds, decision });

  return {
    review,
    decide,
    editCar,
    splitCar,
    addCar,
    choosePrice,
    createModel,
    apply,
    applyError,
    /** The StaleVersionNotice of a refused write, with 'Genindlæs'; null when there is none. */
    staleNotice: stale.notice,
    reportStale,
  };
}
