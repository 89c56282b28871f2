import { queryOptions } from '@tanstack/react-query';
import { adminBatchesApi } from '../../../../../domain/api/admin-batches-api';
import type { ExtractedCar, ExtractedOffer } from '../../../../../domain/ingestion/extracted-price-list';
import type { AddChangeBody, SplitChangeBody } from '../../../../../domain/ingestion/review-edits';
import { apiCall } from '../../../../lib/api-client';

/** Query keys of one batch's review; every write refetches `batchQueries.all`. */
export const batchQueries = {
  all: ['admin', 'batches'] as const,
  detail: (batchId: string) =>
    queryOptions({
      queryKey: [...batchQueries.all, 'detail', batchId] as const,
      queryFn: ({ signal }) => apiCall(adminBatchesApi.batch, { params: { id: batchId }, signal }),
      staleTime: 0,
      // While an apply runs elsewhere (another tab), look again until it has finished.
      refetchInterval: (query) => (query.state.data?.status === 'applying' ? 2000 : false),
    }),
  /** The catalogue's makes and models for the car forms' model suggestions; read once a visit. */
  catalogModels: () =>
    queryOptions({
      queryKey: [...batchQueries.all, 'catalog-models'] as const,
      queryFn: ({ signal }) => apiCall(adminBatchesApi.catalogModels, { signal }),
      staleTime: 5 * 60_000,
    }),
};

export type ReviewDecision = 'approved' | 'rejected' | 'pending';

export const reviewChanges = ({
  batchId,
  changeIds,
  decision,
}: {
  batchId: string;
  changeIds: string[];
  decision: ReviewDecision;
}) =>
  apiCall(adminBatchesApi.reviewChanges, {
    params: { id: batchId },
    body: { change_ids: changeIds, decision },
  });

/** The corrected car, from the change's version the review loaded (ADR 037). */
export const editChangeCar = ({
  batchId,
  changeId,
  car,
  expectedVersion,
}: {
  batchId: string;
  changeId: string;
  car: ExtractedCar;
  expectedVersion: number;
}) =>
  apiCall(adminBatchesApi.editChangeCar, {
    params: { id: batchId, changeId },
    body: { car, expectedVersion },
  });

/** One of the monthly prices the list stated for the same terms, chosen by the admin (ADR 037 as above). */
export const chooseChangePrice = ({
  batchId,
  changeId,
  offer,
  expectedVersion,
}: {
  batchId: string;
  changeId: string;
  offer: ExtractedOffer;
  expectedVersion: number;
}) =>
  apiCall(adminBatchesApi.choosePrice, {
    params: { id: batchId, changeId },
    body: { offer, expectedVersion },
  });

export const createMissingModel = ({
  batchId,
  make,
  model,
}: {
  batchId: string;
  make: string;
  model: string;
}) => apiCall(adminBatchesApi.createMissingModel, { params: { id: batchId }, body: { make, model } });

/** Applies the batch as the review loaded it: an edit of one of its changes since refuses it (ADR 037). */
export const applyBatch = (batchId: string, expectedVersion: number) =>
  apiCall(adminBatchesApi.applyBatch, { params: { id: batchId }, body: { expectedVersion } });

/** "Del bil": the ticked offers move to a new car (ADR 037 as above) → the new change's id. */
export const splitChange = ({
  batchId,
  changeId,
  identity,
  offers,
  expectedVersion,
}: {
  batchId: string;
  changeId: string;
  expectedVersion: number;
} & SplitChangeBody) =>
  apiCall(adminBatchesApi.splitChange, {
    params: { id: batchId, changeId },
    body: { identity, offers, expectedVersion },
  });

/** "Tilføj bil": a car the reader missed, with its offers → the new change's id. */
export const addChange = ({ batchId, car }: { batchId: string } & AddChangeBody) =>
  apiCall(adminBatchesApi.addChange, { params: { id: batchId }, body: { car } });
