import type { z } from 'zod/mini';
import type { ExtractedCar, ExtractedOffer } from '../ingestion/extracted-price-list';
import type { ExtractionSessionsSearch } from '../ingestion/extraction-search-params';
import type {
  ApplyBatchResponse,
  ChoosePriceResponse,
  CreateBatchResponse,
  CreateMissingModelResponse,
  createMissingModelSchema,
  EditChangeCarResponse,
  ExtractionSessionDetail,
  ExtractionSessionListResponse,
  ImportBatchDetail,
  reviewChangesSchema,
  SessionLogResponse,
  StartExtractionResponse,
  ToyotaBatchResponse,
  ToyotaParseResponse,
} from '../ingestion/ingestion-api';
import type { LayoutTemplate } from '../ingestion/layout-template';
import type {
  LayoutGridResponse,
  LayoutPreviewResponse,
  LayoutTemplateVersionJson,
  LayoutTemplateVersionsResponse,
  SavedLayoutTemplate,
  SaveLayoutTemplateInput,
} from '../ingestion/layout-template-api';
import { endpoint } from './endpoint';

const SESSIONS = '/api/admin/extraction-sessions';
const BATCH = '/api/admin/batches/:id';
type Versioned = { expectedVersion: number };

/**
 * Price-list ingestion: extraction sessions (with teaching a layout on one), a seller's layout templates,
 * import batches and the Toyota PDF. The answers' shapes are in domain/ingestion; edits of a batch carry
 * the version the review loaded (ADR 037).
 */
export const adminIngestionApi = {
  /** Multipart: seller_id, extractor, source_kind and files, url or text. */
  startSessions: endpoint('POST', SESSIONS).types<{ body: FormData; response: StartExtractionResponse }>(),
  sessions: endpoint('GET', SESSIONS).types<{
    search: ExtractionSessionsSearch;
    response: ExtractionSessionListResponse;
  }>(),
  session: endpoint('GET', `${SESSIONS}/:id`).types<{ response: ExtractionSessionDetail }>(),
  sessionLog: endpoint('GET', `${SESSIONS}/:id/log`).types<{
    search: { after: number };
    response: SessionLogResponse;
  }>(),
  cancelSession: endpoint('POST', `${SESSIONS}/:id/cancel`).types<{ response: ExtractionSessionDetail }>(),
  layoutGrid: endpoint('GET', `${SESSIONS}/:id/layout`).types<{ response: LayoutGridResponse }>(),
  previewLayout: endpoint('POST', `${SESSIONS}/:id/layout/preview`).types<{
    body: { template: LayoutTemplate };
    response: LayoutPreviewResponse;
  }>(),
  saveLayoutTemplate: endpoint('POST', `${SESSIONS}/:id/layout/template`).types<{
    body: SaveLayoutTemplateInput;
    response: SavedLayoutTemplate;
  }>(),
  layoutTemplates: endpoint('GET', '/api/admin/sellers/:id/layout-templates').types<{
    response: LayoutTemplateVersionsResponse;
  }>(),
  deactivateLayoutTemplate: endpoint(
    'POST',
    '/api/admin/sellers/:id/layout-templates/:templateId/deactivate',
  ).types<{ response: LayoutTemplateVersionJson }>(),
  createBatch: endpoint('POST', '/api/admin/batches').types<{
    body: { session_ids: string[] };
    response: CreateBatchResponse;
  }>(),
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
  /** Multipart field `file`: reads Toyota's price list without storing anything. */
  parseToyotaPdf: endpoint('POST', '/api/admin/toyota-pdf/parse').types<{
    body: FormData;
    response: ToyotaParseResponse;
  }>(),
  /** Multipart: seller_id and file; runs the Toyota extractor as a session and makes its batch. */
  createToyotaBatch: endpoint('POST', '/api/admin/toyota-pdf/batch').types<{
    body: FormData;
    response: ToyotaBatchResponse;
  }>(),
};
