import type { ToyotaBatchResponse, ToyotaParseResponse } from '../ingestion/ingestion-api';
import { endpoint } from './endpoint';

/** Toyota Danmark's price list (PDF): read it, or run it as a session and make its batch. */
export const adminToyotaApi = {
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
