import type { z } from 'zod/mini';
import type { ExtractedCar, ExtractedOffer } from '../ingestion/extracted-price-list';
import type {
  ApplyBatchResponse,
  ChoosePriceResponse,
  CreateMissingModelResponse,
  createMissingModelSchema,
  EditChangeCarResponse,
  ImportBatchDetail,
  reviewChangesSchema,
} from '../ingestion/ingestion-api';
import { endpoint } from './endpoint';

const BATCH = '/api/admin/batches/:id';
type Versioned = { expectedVersion: number };

/** One import batch's review: read, review, edit a change, choose a price, add a missing model, apply (ADR 037 versions). */
export const adminBatchesApi = {
  batch: endpoint('GET', BATCH).types<{ response: ImportBatchDetail }>(),
  reviewChanges: endpoint('POST', `${BATCH}/review`).types<{
    body: z.input<typeof reviewChangesSchema>;
    response: { updated: number };
  }>(),
  editChangeCar: endpoint('PUT', `${BATCH}/changes/:changeId/car`).types<{
    body: { car: ExtractedCar } & Versioned;
    response: EditChangeCarResponse;
  }>(),
  choosePrice: endpoint('POST', `${BATCH}/changes/:changeId/price-choice`).types<{
    body: { offer: ExtractedOffer } & Versioned;
    response: ChoosePriceResponse;
  }>(),
  createMissingModel: endpoint('POST', `${BATCH}/missing-models`).types<{
    body: z.input<typeof createMissingModelSchema>;
    response: CreateMissingModelResponse;
  }>(),
  applyBatch: endpoint('POST', `${BATCH}/apply`).types<{ body: Versioned; response: ApplyBatchResponse }>(),
};
