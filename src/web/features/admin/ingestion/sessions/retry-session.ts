import type {
  ExtractionSessionDetail,
  StartExtractionResponse,
} from '../../../../../domain/ingestion/ingestion-api';
import { ApiError, NETWORK_ERROR_STATUS } from '../../../../lib/api-client';
import { startExtraction } from '../shared/start-extraction';

type RetryableSession = Pick<
  ExtractionSessionDetail,
  'seller_id' | 'requested_extractor' | 'source_kind' | 'source_url' | 'source_label'
>;

/** A failed run can be started again from here when its source can be fetched again: an address or a stored file. */
export function canRetryInPlace(session: RetryableSession): boolean {
  return Boolean(session.source_url) && session.source_kind !== 'text';
}

/** Starts a new session with the same source and extractor as `session`. */
export async function retrySession(session: RetryableSession): Promise<StartExtractionResponse> {
  const base = {
    sellerId: session.seller_id,
    extractor: session.requested_extractor,
    sourceKind: session.source_kind,
  };
  if (session.source_kind === 'pdf_url' && session.source_url) {
    return startExtraction({ ...base, url: session.source_url }, () => {});
  }
  if (!session.source_url) throw new ApiError(400, 'VALIDATION', 'No source to retry');
  let response: Response;
  try {
    response = await fetch(session.source_url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(NETWORK_ERROR_STATUS, 'NETWORK', 'Network error');
  }
  if (!response.ok) throw new ApiError(response.status, undefined, `HTTP ${response.status}`);
  const blob = await response.blob();
  const file = new File([blob], session.source_label, { type: blob.type });
  return startExtraction({ ...base, files: [file] }, () => {});
}
