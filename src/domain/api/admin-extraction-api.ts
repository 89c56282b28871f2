import type { ExtractionSessionsSearch } from '../ingestion/extraction-search-params';
import type {
  CreateBatchResponse,
  ExtractionSessionDetail,
  ExtractionSessionListResponse,
  SessionLogResponse,
  StartExtractionResponse,
} from '../ingestion/ingestion-api';
import { endpoint, type FileDownload } from './endpoint';

const SESSIONS = '/api/admin/extraction-sessions';

/** Extraction sessions: start one (multipart), list, read, follow its log, cancel; a batch from finished ones. */
export const adminExtractionApi = {
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
  /** The session's stored PDF, shown inline by a link (`source_url` of the session). */
  sessionSource: endpoint('GET', `${SESSIONS}/:id/source`).types<{ response: FileDownload<Blob> }>(),
  cancelSession: endpoint('POST', `${SESSIONS}/:id/cancel`).types<{ response: ExtractionSessionDetail }>(),
  createBatch: endpoint('POST', '/api/admin/batches').types<{
    body: { session_ids: string[] };
    response: CreateBatchResponse;
  }>(),
};
