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
import type {
  AddChangeBody,
  AddChangeResponse,
  CatalogModelsResponse,
  SplitChangeBody,
  SplitChangeResponse,
} from '../ingestion/review-edits';
import { endpoint } from './endpoint';

const BATCH = '/api/admin/batches/:id';
type Versioned = { expectedVersion: number };

/**
 * One import batch's review: read, review, edit a change, choose a price, add a missing model, split a
 * car, add a car, apply (ADR 037 versions).
 */
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
  /** "Del bil": some offers of a change's car move to a new car (issue 25). */
  splitChange: endpoint('POST', `${BATCH}/changes/:changeId/split`).types<{
    body: SplitChangeBody & Versioned;
    response: SplitChangeResponse;
  }>(),
  /** "Tilføj bil": a car the reader missed, with its offers. */
  addChange: endpoint('POST', `${BATCH}/changes`).types<{
    body: AddChangeBody;
    response: AddChangeResponse;
  }>(),
  /** The catalogue's makes and their models, for the review's car forms. */
  catalogModels: endpoint('GET', '/api/admin/batches/catalog-models').types<{
    response: CatalogModelsResponse;
  }>(),
};
