import { queryOptions } from '@tanstack/react-query';
import type { ExtractedCar, ExtractedOffer } from '../../../../../domain/ingestion/extracted-price-list';
import type {
  ApplyBatchResponse,
  ChoosePriceResponse,
  CreateMissingModelResponse,
  ImportBatchDetail,
} from '../../../../../domain/ingestion/ingestion-api';
import { apiRequest } from '../../../../lib/api-client';

const base = (batchId: string) => `/api/admin/batches/${encodeURIComponent(batchId)}`;

/** Query keys of one batch's review; every write refetches `batchQueries.all`. */
export const batchQueries = {
  all: ['admin', 'batches'] as const,
  detail: (batchId: string) =>
    queryOptions({
      queryKey: [...batchQueries.all, 'detail', batchId] as const,
      queryFn: ({ signal }) => apiRequest<ImportBatchDetail>(base(batchId), { signal }),
      staleTime: 0,
      // While an apply runs elsewhere (another tab), look again until it has finished.
      refetchInterval: (query) => (query.state.data?.status === 'applying' ? 2000 : false),
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
  apiRequest<unknown>(`${base(batchId)}/review`, {
    method: 'POST',
    body: { change_ids: changeIds, decision },
  });

export const editChangeCar = ({
  batchId,
  changeId,
  car,
}: {
  batchId: string;
  changeId: string;
  car: ExtractedCar;
}) =>
  apiRequest<unknown>(`${base(batchId)}/changes/${encodeURIComponent(changeId)}/car`, {
    method: 'PUT',
    body: { car },
  });

/** One of the monthly prices the list stated for the same terms, chosen by the admin. */
export const chooseChangePrice = ({
  batchId,
  changeId,
  offer,
}: {
  batchId: string;
  changeId: string;
  offer: ExtractedOffer;
}) =>
  apiRequest<ChoosePriceResponse>(`${base(batchId)}/changes/${encodeURIComponent(changeId)}/price-choice`, {
    method: 'POST',
    body: { offer },
  });

export const createMissingModel = ({
  batchId,
  make,
  model,
}: {
  batchId: string;
  make: string;
  model: string;
}) =>
  apiRequest<CreateMissingModelResponse>(`${base(batchId)}/missing-models`, {
    method: 'POST',
    body: { make, model },
  });

export const applyBatch = (batchId: string) =>
  apiRequest<ApplyBatchResponse>(`${base(batchId)}/apply`, { method: 'POST' });
